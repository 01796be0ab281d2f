// Runs against in-process dynalite with a fake mailer: topics chosen at signup and changed by the signed link (product.md §10.19).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSubscriber } from '../data/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import {
  confirmTokenOf,
  preferencesTokenOf,
  testNewsletter,
  unsubscribeTokenOf,
} from '../../tests/support/newsletter.ts';

const DAY = 86_400_000;
let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

describe('topics (product.md §10.19)', () => {
  const braille = { categories: [2, 1], tags: [5] };

  it('keeps the topics chosen at signup, sorted; a repeat sign-up leaves them; all is the default', async () => {
    // Prepare
    const { newsletter, clock } = testNewsletter(t.db);
    // Act
    await newsletter.subscribe('chosen@example.org', braille);
    await newsletter.subscribe('chosen@example.org', 'all');
    await newsletter.subscribe('default@example.org');
    // Assess
    expect((await getSubscriber(t.db, 'chosen@example.org', clock.now()))?.topics).toEqual({
      categories: [1, 2],
      tags: [5],
    });
    expect((await getSubscriber(t.db, 'default@example.org', clock.now()))?.topics).toBe('all');
  });

  it("reads and changes the topics by the confirmation mail's signed link, pending or confirmed", async () => {
    // Prepare
    const { newsletter, mailer } = testNewsletter(t.db);
    await newsletter.subscribe('reader@example.org');
    const token = preferencesTokenOf(mailer.sent[0]!);
    // Act
    const before = await newsletter.preferences(token);
    const set = await newsletter.setPreferences(token, braille);
    await newsletter.confirm(confirmTokenOf(mailer.sent[0]!));
    const back = await newsletter.setPreferences(token, 'all');
    const after = await newsletter.preferences(token);
    // Assess
    expect(before).toEqual({ ok: true, email: 'reader@example.org', topics: 'all' });
    expect(set).toEqual({
      ok: true,
      email: 'reader@example.org',
      topics: { categories: [1, 2], tags: [5] },
    });
    expect(back).toMatchObject({ ok: true, topics: 'all' });
    expect(after).toMatchObject({ ok: true, topics: 'all' });
  });

  it('changes nothing by a tampered, an expired, a foreign-purpose or a stale link', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    await newsletter.subscribe('reader@example.org');
    await newsletter.confirm(confirmTokenOf(mailer.sent[0]!));
    const token = preferencesTokenOf(mailer.sent[0]!);
    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    // Act
    const results = [
      await newsletter.setPreferences(tampered, braille),
      await newsletter.setPreferences(unsubscribeTokenOf(mailer.sent[0]!), braille),
      await newsletter.preferences(tampered),
    ];
    clock.advance(61 * DAY);
    results.push(await newsletter.setPreferences(token, braille));
    clock.advance(-61 * DAY);
    const untouched = (await getSubscriber(t.db, 'reader@example.org', clock.now()))?.topics;
    await newsletter.unsubscribe(unsubscribeTokenOf(mailer.sent[0]!));
    results.push(await newsletter.setPreferences(token, braille));
    results.push(await newsletter.preferences(token));
    // Assess
    expect(results.map((r) => (r.ok ? 'ok' : r.reason))).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'expired',
      'used',
      'used',
    ]);
    expect(untouched).toBe('all');
  });
});
