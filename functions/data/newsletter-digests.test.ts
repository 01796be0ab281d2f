// Runs against in-process dynalite: digests, the send lock, deliveries and the digest's article window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from './articles/articles.ts';
import {
  claimDelivery,
  claimRetry,
  getDelivery,
  listDeliveries,
  markInterrupted,
  recordDelivery,
} from './newsletter-deliveries.ts';
import {
  createDigest,
  digestId,
  latestDigest,
  listArticlesPublishedBetween,
} from './newsletter-digests.ts';
import {
  acquireSendLock,
  beatSendLock,
  LOCK_STALE_MS,
  readSendLock,
  releaseSendLock,
  STARTER_OWNER,
} from './newsletter-lock.ts';
import { createTestDb, newArticle, type TestDb } from '../../tests/support/data.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const at = (day: number, hour = 0) => new Date(Date.UTC(2025, 0, day, hour)).toISOString();

describe('digests', () => {
  it('finds the newest digest by its sortable id', async () => {
    // Prepare
    const base = { total: 2, articleIds: [1], since: at(1) };
    const older = digestId(Date.UTC(2025, 0, 2), 'aaaa');
    const newer = digestId(Date.UTC(2025, 0, 9), 'aaaa');
    // Act
    await createDigest(t.db, { ...base, id: newer, createdAt: at(9) });
    await createDigest(t.db, { ...base, id: older, createdAt: at(2) });
    // Assess
    expect(await latestDigest(t.db)).toMatchObject({ id: newer, status: 'sending', sent: 0 });
  });

  it('lists the articles published in (after, upTo], newest first, with their featured flag', async () => {
    // Prepare
    const edge = await createArticle(t.db, newArticle({ publishedAt: at(1) }));
    const inside = await createArticle(t.db, newArticle({ publishedAt: at(3), featured: true }));
    const last = await createArticle(t.db, newArticle({ publishedAt: at(8) }));
    await createArticle(t.db, newArticle({ publishedAt: at(8, 1) }));
    // Act
    const found = await listArticlesPublishedBetween(t.db, edge.publishedAt, last.publishedAt);
    // Assess
    expect(found).toEqual([
      { id: last.id, featured: false },
      { id: inside.id, featured: true },
    ]);
  });
});

describe('send lock', () => {
  const lock = (digestId: string, owner: string, now: number) => ({ digestId, owner, now });

  it('is held by one run until released, beats only for its owner, and is taken when stale', async () => {
    // Prepare
    const now = Date.UTC(2025, 0, 1);
    // Act
    const first = await acquireSendLock(t.db, lock('a', 'run-a', now));
    const second = await acquireSendLock(t.db, lock('b', 'run-b', now + 1000));
    const foreignBeat = await beatSendLock(t.db, 'run-b', now + 1000);
    const ownBeat = await beatSendLock(t.db, 'run-a', now + 1000);
    const beforeStale = await acquireSendLock(t.db, lock('b', 'run-b', now + 1000 + LOCK_STALE_MS));
    const afterStale = await acquireSendLock(t.db, lock('b', 'run-b', now + 1001 + LOCK_STALE_MS));
    const lostBeat = await beatSendLock(t.db, 'run-a', now + 2000 + LOCK_STALE_MS);
    await releaseSendLock(t.db, 'run-b');
    // Assess
    expect([first, second, foreignBeat, ownBeat, beforeStale, afterStale, lostBeat]).toEqual([
      true,
      false,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(await readSendLock(t.db)).toBeNull();
  });

  it('lets one run adopt a started digest, once, and is taken over when the holder is known dead', async () => {
    // Prepare
    const now = Date.UTC(2025, 0, 1);
    await acquireSendLock(t.db, lock('d', STARTER_OWNER, now));
    // Act
    const otherDigest = await acquireSendLock(t.db, lock('e', 'run-1', now), { adopt: true });
    const adopted = await acquireSendLock(t.db, lock('d', 'run-1', now), { adopt: true });
    const adoptedTwice = await acquireSendLock(t.db, lock('d', 'run-2', now), { adopt: true });
    await releaseSendLock(t.db, 'run-2');
    const taken = await acquireSendLock(t.db, lock('d', 'run-3', now), { takeOver: true });
    // Assess
    expect([otherDigest, adopted, adoptedTwice, taken]).toEqual([false, true, false, true]);
    expect(await readSendLock(t.db)).toEqual({ digestId: 'd', owner: 'run-3', heartbeatAt: now });
    await releaseSendLock(t.db, 'run-3');
  });
});

describe('deliveries', () => {
  it('claims an address once, and retries a failure only from the attempts read', async () => {
    // Prepare
    const id = 'd1';
    // Act
    const claimed = await claimDelivery(t.db, id, 'a@example.org');
    const claimedAgain = await claimDelivery(t.db, id, 'a@example.org');
    await recordDelivery(t.db, id, 'a@example.org', { status: 'failed', error: '550 no' });
    const failed = await getDelivery(t.db, id, 'a@example.org');
    const retry = await claimRetry(t.db, id, failed!);
    const retryAgain = await claimRetry(t.db, id, failed!);
    await recordDelivery(t.db, id, 'a@example.org', { status: 'sent' });
    // Assess
    expect([claimed, claimedAgain, retry, retryAgain]).toEqual([true, false, true, false]);
    expect(failed).toEqual({
      email: 'a@example.org',
      status: 'failed',
      attempts: 1,
      error: '550 no',
    });
    expect(await getDelivery(t.db, id, 'a@example.org')).toEqual({
      email: 'a@example.org',
      status: 'sent',
      attempts: 2,
    });
  });

  it('gives up a delivery left sending, for good', async () => {
    // Prepare
    const id = 'd2';
    await claimDelivery(t.db, id, 'b@example.org');
    // Act
    const marked = await markInterrupted(t.db, id, 'b@example.org');
    const interrupted = await getDelivery(t.db, id, 'b@example.org');
    const retry = await claimRetry(t.db, id, interrupted!);
    // Assess
    expect(marked).toBe(true);
    expect(retry).toBe(false);
    const all = [];
    for await (const d of listDeliveries(t.db, id)) all.push(d);
    expect(all).toEqual([
      { email: 'b@example.org', status: 'failed', attempts: 1, error: 'interrupted', gaveUp: true },
    ]);
  });
});
