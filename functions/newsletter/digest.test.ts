// Runs against in-process dynalite with a fake mailer: what a digest holds, who gets it, and the preview.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, putPendingSubscriber } from '../data/index.ts';
import { UNSUBSCRIBE_LINK_DAYS } from '../domain/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { PREFERENCES_PLACEHOLDER, TOKEN_PLACEHOLDER } from './digest.ts';
import { createTokenSigner } from './tokens.ts';
import {
  confirmedSubscribers,
  publisher,
  SECRET,
  testNewsletter,
  unsubscribeTokenOf,
} from '../../tests/support/newsletter.ts';

const DAY = 86_400_000;
let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

/** An article published `daysAgo` before `now`. */
const publish = publisher(() => t.db);

describe('digest content', () => {
  it('holds the last 7 days, featured first then newest, at most 10, each with category and link', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    const category = await createCategory(t.db, { name: 'Screen readers' });
    await publish(clock.now(), 8, { title: 'Too old for the first digest' });
    const plain = [];
    for (let d = 12; d >= 1; d--)
      plain.push(await publish(clock.now(), d / 2, { categoryId: category.id }));
    const featured = await publish(clock.now(), 6, { featured: true, title: 'Featured and older' });
    await confirmedSubscribers(t.db, clock.now(), ['reader@example.org']);
    // Act
    const started = await newsletter.startDigest();
    const status = await newsletter.sendDigest(started.ok ? started.id : '');
    // Assess
    expect(status).toMatchObject({
      status: 'sent',
      articleCount: 10,
      total: 1,
      sent: 1,
      failed: 0,
    });
    const text = mailer.sent[0]?.text ?? '';
    const expected = [featured, ...plain.slice(-9).reverse()];
    const positions = expected.map((a) => text.indexOf(a.title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).not.toContain('Too old for the first digest');
    expect(text).not.toContain(plain[0]!.title);
    expect(text).toContain(`https://news.example.org/article/${plain[11]!.id}`);
    expect(text).toContain('Screen readers');
    expect(text).toContain(plain[11]!.summary);
  });

  it('starts the next digest after the previous cut-off, and refuses one with nothing new', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    await publish(clock.now(), 1, { title: 'In the first digest' });
    await confirmedSubscribers(t.db, clock.now(), ['reader@example.org']);
    const first = await newsletter.startDigest();
    await newsletter.sendDigest(first.ok ? first.id : '');
    clock.advance(DAY);
    // Act
    const empty = await newsletter.startDigest();
    const emptyPreview = await newsletter.preview();
    await publish(clock.now(), 0.5, { title: 'In the second digest' });
    const second = await newsletter.startDigest();
    await newsletter.sendDigest(second.ok ? second.id : '');
    // Assess
    expect(empty).toEqual({ ok: false, reason: 'empty' });
    expect(emptyPreview).toBeNull();
    expect(second.ok).toBe(true);
    expect(mailer.sent[1]?.text).toContain('In the second digest');
    expect(mailer.sent[1]?.text).not.toContain('In the first digest');
  });
});

describe('digest recipients', () => {
  it('refuses a digest while nobody is confirmed, so its articles wait for the first subscriber', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    await publish(clock.now(), 1, { title: 'Waits for a reader' });
    await putPendingSubscriber(
      t.db,
      {
        email: 'pending@example.org',
        nonce: 'pending-nonce',
        createdAt: new Date(clock.now()).toISOString(),
        expiresAt: clock.now() + DAY,
      },
      clock.now(),
    );
    // Act
    const refused = await newsletter.startDigest();
    await confirmedSubscribers(t.db, clock.now(), ['reader@example.org']);
    const started = await newsletter.startDigest();
    await newsletter.sendDigest(started.ok ? started.id : '');
    // Assess
    expect(refused).toEqual({ ok: false, reason: 'no-subscribers' });
    expect(started.ok).toBe(true);
    expect(mailer.sent.map((m) => m.to)).toEqual(['reader@example.org']);
    expect(mailer.sent[0]?.text).toContain('Waits for a reader');
  });

  it('goes to confirmed addresses only, each with its own working unsubscribe link', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    await publish(clock.now(), 1);
    await confirmedSubscribers(t.db, clock.now(), ['a@example.org', 'b@example.org']);
    const pendingAt = {
      createdAt: new Date(clock.now()).toISOString(),
      expiresAt: clock.now() + DAY,
    };
    await putPendingSubscriber(
      t.db,
      { email: 'p@example.org', nonce: 'nonce-pending', ...pendingAt },
      clock.now(),
    );
    const queuedAt = clock.now();
    // Act
    const started = await newsletter.startDigest();
    const status = await newsletter.sendDigest(started.ok ? started.id : '');
    // Assess
    expect(status).toMatchObject({ total: 2, sent: 2, failed: 0 });
    expect(mailer.sent.map((m) => m.to)).toEqual(['a@example.org', 'b@example.org']);
    const signer = createTokenSigner(SECRET);
    for (const mail of mailer.sent) {
      const token = unsubscribeTokenOf(mail);
      expect(signer.verify(token)).toEqual({
        purpose: 'unsubscribe',
        email: mail.to,
        nonce: `nonce-${mail.to}`,
        expiresAt: expect.any(Number),
      });
      // product.md §9: a year from its mail (the pacing moves the clock between mails).
      const expiresAt = signer.verify(token)?.expiresAt ?? 0;
      expect(expiresAt - UNSUBSCRIBE_LINK_DAYS * DAY).toBeGreaterThanOrEqual(queuedAt);
      expect(expiresAt - UNSUBSCRIBE_LINK_DAYS * DAY).toBeLessThanOrEqual(clock.now());
      expect(mail.html).toContain(`https://news.example.org/newsletter/unsubscribe?token=${token}`);
      expect(mail.html + mail.text).not.toContain(TOKEN_PLACEHOLDER);
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    // The one-click link removes the address, and the next digest skips it.
    expect(await newsletter.unsubscribe(unsubscribeTokenOf(mailer.sent[0]!))).toEqual({ ok: true });
    clock.advance(DAY);
    await publish(clock.now(), 0.5);
    const next = await newsletter.startDigest();
    await newsletter.sendDigest(next.ok ? next.id : '');
    expect(mailer.sent.slice(2).map((m) => m.to)).toEqual(['b@example.org']);
  });

  it('previews the next digest as mailed, to a sample address whose link removes nobody', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    await publish(clock.now(), 1, { title: 'Worth a preview' });
    await confirmedSubscribers(t.db, clock.now(), ['a@example.org', 'b@example.org']);
    // Act
    const preview = await newsletter.preview();
    // Assess
    expect(preview).toMatchObject({ articleCount: 1, recipients: 2, confirmed: 2 });
    expect(preview?.mail?.subject).toBeTruthy();
    expect(preview?.mail?.text).toContain('Worth a preview');
    expect(preview?.mail?.html).toMatch(
      /https:\/\/news\.example\.org\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+/,
    );
    expect(preview?.mail?.html).not.toContain(TOKEN_PLACEHOLDER);
    expect(preview?.mail?.html).not.toContain(PREFERENCES_PLACEHOLDER);
    expect(mailer.sent).toHaveLength(0);
    expect(await newsletter.latest()).toBeNull();
  });
});
