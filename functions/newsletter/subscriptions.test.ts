// Runs against in-process dynalite with a fake mailer: double opt-in, resend limit, expiry (unsubscribing:
// subscriptions-unsubscribe.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSubscriber } from '../data/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { createTokenSigner } from './tokens.ts';
import {
  confirmTokenOf,
  SECRET,
  testNewsletter,
  unsubscribeTokenOf,
} from '../../tests/support/newsletter.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

describe('subscribe', () => {
  it('stores a pending address and mails one confirmation with all three links', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    // Act
    await newsletter.subscribe('  Reader@Example.ORG ');
    // Assess
    const stored = await getSubscriber(t.db, 'reader@example.org', clock.now());
    expect(stored).toMatchObject({
      status: 'pending',
      confirmSentAt: new Date(clock.now()).toISOString(),
    });
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail?.to).toBe('reader@example.org');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/news\.example\.org\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(mail?.html).toContain('https://news.example.org/newsletter/unsubscribe?token=');
    expect(createTokenSigner(SECRET).verify(confirmTokenOf(mail!))).toMatchObject({
      purpose: 'confirm',
      email: 'reader@example.org',
      nonce: stored?.nonce,
      expiresAt: clock.now() + 7 * DAY,
    });
  });

  it('sends at most one confirmation per hour, and none to a confirmed address', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    await newsletter.subscribe('reader@example.org');
    // Act
    clock.advance(59 * MINUTE);
    await newsletter.subscribe('reader@example.org');
    const withinHour = mailer.sent.length;
    clock.advance(MINUTE);
    await newsletter.subscribe('reader@example.org');
    const afterHour = mailer.sent.length;
    await newsletter.confirm(confirmTokenOf(mailer.sent[1]!));
    clock.advance(2 * 60 * MINUTE);
    await newsletter.subscribe('reader@example.org');
    // Assess
    expect([withinHour, afterHour, mailer.sent.length]).toEqual([1, 2, 2]);
    expect(confirmTokenOf(mailer.sent[0]!)).not.toBe(confirmTokenOf(mailer.sent[1]!));
  });

  it('forgets a pending address after 7 days and starts a new subscription', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    await newsletter.subscribe('late@example.org');
    const first = await getSubscriber(t.db, 'late@example.org', clock.now());
    // Act
    clock.advance(7 * DAY);
    const forgotten = await getSubscriber(t.db, 'late@example.org', clock.now());
    await newsletter.subscribe('late@example.org');
    // Assess
    expect(forgotten).toBeNull();
    expect(mailer.sent).toHaveLength(2);
    const second = await getSubscriber(t.db, 'late@example.org', clock.now());
    expect(second?.nonce).not.toBe(first?.nonce);
    expect((await newsletter.stats()).pending).toBe(1);
  });

  it('sends the mail off the answer’s path: a failure is logged and a retry mails at once', async () => {
    // Prepare
    const { newsletter, mailer, log } = testNewsletter(t.db);
    mailer.refuse.set('reader@example.org', 1);
    // Act
    await newsletter.subscribe('reader@example.org');
    await newsletter.settled();
    const afterFailure = mailer.sent.length;
    await newsletter.subscribe('reader@example.org');
    await newsletter.settled();
    // Assess
    expect(afterFailure).toBe(0);
    expect(log).toEqual([
      expect.stringMatching(/^confirmation mail not sent: the confirmation mail could not be sent/),
    ]);
    expect(mailer.sent.map((m) => m.to)).toEqual(['reader@example.org']);
  });

  it('does the same store work for a new, a pending and a confirmed address', async () => {
    // Prepare: count the store calls each subscribe makes.
    const { newsletter, mailer } = testNewsletter(t.db);
    await newsletter.subscribe('pending@example.org');
    await newsletter.subscribe('confirmed@example.org');
    await newsletter.settled();
    await newsletter.confirm(confirmTokenOf(mailer.sent[1]!));
    const calls: string[] = [];
    const dynamo = t.db.dynamo as unknown as Record<string, unknown>;
    const counted = ['GetItem', 'PutItem', 'UpdateItem', 'Query', 'DeleteItem'].map((name) => {
      const real = dynamo[name] as (...args: unknown[]) => unknown;
      dynamo[name] = (...args: unknown[]) => (calls.push(name), real.apply(t.db.dynamo, args));
      return () => (dynamo[name] = real);
    });
    // Act
    const work: Record<string, string[]> = {};
    try {
      for (const who of ['new', 'pending', 'confirmed']) {
        calls.length = 0;
        await newsletter.subscribe(`${who}@example.org`);
        work[who] = [...calls];
      }
    } finally {
      for (const restore of counted) restore();
    }
    // Assess
    expect(work.new).toEqual(['PutItem', 'GetItem', 'UpdateItem']);
    expect(work.pending).toEqual(work.new);
    expect(work.confirmed).toEqual(work.new);
  });
});

describe('confirm', () => {
  it('confirms; the same link again says so and changes nothing; after unsubscribing it is used', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    await newsletter.subscribe('reader@example.org');
    const token = confirmTokenOf(mailer.sent[0]!);
    const confirmedAt = new Date(clock.now()).toISOString();
    // Act
    const first = await newsletter.confirm(token);
    clock.advance(DAY);
    const again = await newsletter.confirm(token);
    // Assess
    expect(first).toEqual({ ok: true, email: 'reader@example.org' });
    expect(again).toEqual(first);
    expect(await getSubscriber(t.db, 'reader@example.org', clock.now())).toMatchObject({
      status: 'confirmed',
      confirmedAt,
    });
    expect(await newsletter.stats()).toMatchObject({ pending: 0, confirmed: 1 });
    // Act
    await newsletter.unsubscribe(unsubscribeTokenOf(mailer.sent[0]!));
    // Assess
    expect(await newsletter.confirm(token)).toEqual({ ok: false, reason: 'used' });
    expect(await newsletter.stats()).toMatchObject({ pending: 0, confirmed: 0 });
  });

  it('refuses a tampered, an expired and an unsubscribe token, changing nothing', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    await newsletter.subscribe('reader@example.org');
    const token = confirmTokenOf(mailer.sent[0]!);
    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    // Act
    const results = [
      await newsletter.confirm(tampered),
      await newsletter.confirm('not-a-token'),
      await newsletter.confirm(unsubscribeTokenOf(mailer.sent[0]!)),
    ];
    clock.advance(7 * DAY);
    results.push(await newsletter.confirm(token));
    // Assess
    expect(results.map((r) => (r.ok ? 'ok' : r.reason))).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'expired',
    ]);
    expect(await getSubscriber(t.db, 'reader@example.org', clock.now() - DAY)).toMatchObject({
      status: 'pending',
    });
  });
});

describe('confirmedSubscribers', () => {
  it('lists confirmed addresses only, in address order, with their confirmation time', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    for (const email of ['zed@example.org', 'amy@example.org', 'pat@example.org'])
      await newsletter.subscribe(email);
    await newsletter.confirm(confirmTokenOf(mailer.sent[0]!));
    await newsletter.confirm(confirmTokenOf(mailer.sent[1]!));
    // Act
    const listed = [];
    for await (const s of newsletter.confirmedSubscribers()) listed.push(s);
    // Assess
    const at = new Date(clock.now()).toISOString();
    expect(listed).toEqual([
      { email: 'amy@example.org', confirmedAt: at, topics: 'all' },
      { email: 'zed@example.org', confirmedAt: at, topics: 'all' },
    ]);
  });
});
