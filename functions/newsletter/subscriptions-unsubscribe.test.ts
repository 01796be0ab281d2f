// Runs against in-process dynalite with a fake mailer: unsubscribing, once, with a link that expires.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSubscriber } from '../data/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { UNDATED_UNSUBSCRIBE_EXPIRES_AT, UNSUBSCRIBE_LINK_DAYS } from '../domain/index.ts';
import { createTokenSigner } from './tokens.ts';
import {
  confirmedSubscribers,
  confirmTokenOf,
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

describe('unsubscribe', () => {
  /** Counts the store's write calls from here on; call the answer to stop counting. */
  const countWrites = () => {
    const writes: string[] = [];
    const dynamo = t.db.dynamo as unknown as Record<string, unknown>;
    const restores = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems'].map((name) => {
      const real = dynamo[name] as (...args: unknown[]) => unknown;
      dynamo[name] = (...args: unknown[]) => (writes.push(name), real.apply(t.db.dynamo, args));
      return () => (dynamo[name] = real);
    });
    return { writes, stop: () => restores.forEach((restore) => restore()) };
  };

  it('deletes a confirmed address with its token; the same token again answers used and writes nothing', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    await newsletter.subscribe('reader@example.org');
    await newsletter.confirm(confirmTokenOf(mailer.sent[0]!));
    const token = unsubscribeTokenOf(mailer.sent[0]!);
    // Act
    const first = await newsletter.unsubscribe(token);
    const counted = countWrites();
    let again;
    try {
      again = await newsletter.unsubscribe(token);
    } finally {
      counted.stop();
    }
    // Assess
    expect([first, again]).toEqual([{ ok: true }, { ok: false, reason: 'used' }]);
    expect(counted.writes).toEqual([]);
    expect(await getSubscriber(t.db, 'reader@example.org', clock.now())).toBeNull();
  });

  it("deletes a pending address, but an earlier subscription's token removes nobody: it is used", async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    await newsletter.subscribe('reader@example.org');
    const earlier = unsubscribeTokenOf(mailer.sent[0]!);
    await newsletter.unsubscribe(earlier);
    const goneWhilePending = await getSubscriber(t.db, 'reader@example.org', clock.now());
    await newsletter.subscribe('reader@example.org');
    await newsletter.confirm(confirmTokenOf(mailer.sent[1]!));
    // Act
    const old = await newsletter.unsubscribe(earlier);
    const bad = await newsletter.unsubscribe(`${earlier}x`);
    // Assess
    expect(goneWhilePending).toBeNull();
    expect([old, bad]).toEqual([
      { ok: false, reason: 'used' },
      { ok: false, reason: 'invalid' },
    ]);
    expect(await getSubscriber(t.db, 'reader@example.org', clock.now())).toMatchObject({
      status: 'confirmed',
    });
  });

  it('signs its links for a year (product.md §9), and refuses one past that as expired, keeping the address', async () => {
    // Prepare
    const { newsletter, mailer, clock } = testNewsletter(t.db);
    await newsletter.subscribe('reader@example.org');
    await newsletter.confirm(confirmTokenOf(mailer.sent[0]!));
    const token = unsubscribeTokenOf(mailer.sent[0]!);
    const sentAt = clock.now();
    // Act
    clock.advance(UNSUBSCRIBE_LINK_DAYS * DAY);
    const expired = await newsletter.unsubscribe(token);
    // Assess
    expect(createTokenSigner(SECRET).verify(token)?.expiresAt).toBe(
      sentAt + UNSUBSCRIBE_LINK_DAYS * DAY,
    );
    expect(expired).toEqual({ ok: false, reason: 'expired' });
    expect(await getSubscriber(t.db, 'reader@example.org', clock.now())).toMatchObject({
      status: 'confirmed',
    });
  });

  it('takes an undated link, mailed before links carried an expiry, until a year after the rule began', async () => {
    // Prepare: tokens as mails carried them before, with no expiresAt.
    let now = UNDATED_UNSUBSCRIBE_EXPIRES_AT - DAY;
    const { newsletter } = testNewsletter(t.db, { now: () => now });
    await confirmedSubscribers(t.db, now, ['old@example.org', 'older@example.org']);
    const signer = createTokenSigner(SECRET);
    const undated = (email: string) =>
      signer.sign({ purpose: 'unsubscribe', email, nonce: `nonce-${email}` });
    // Act
    const within = await newsletter.unsubscribe(undated('old@example.org'));
    now = UNDATED_UNSUBSCRIBE_EXPIRES_AT;
    const past = await newsletter.unsubscribe(undated('older@example.org'));
    // Assess
    expect([within, past]).toEqual([{ ok: true }, { ok: false, reason: 'expired' }]);
    expect(await getSubscriber(t.db, 'older@example.org', now)).not.toBeNull();
  });
});
