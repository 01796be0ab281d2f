// The local TTL sweeper against dynalite: what the data layer writes with an expiry goes once it passes, nothing else does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  admitView,
  confirmSubscriber,
  createArticle,
  createSession,
  getSubscriber,
  LOGIN_WINDOW_MS,
  putPendingSubscriber,
  reserveLoginAttempt,
  subscribeWaitMs,
} from '../../functions/data/index.ts';
import { TTL_ATTRIBUTE } from '../../functions/data/table.ts';
import { countRequests, createTestDb, newArticle, type TestDb } from '../../tests/support/data.ts';
import { startExpirySweeper, sweepExpired, SWEEP_INTERVAL_MINUTES } from './expiry-sweeper.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

/** The stored item at these keys, or undefined. */
const item = async (pk: string, sk: string) =>
  (await t.db.dynamo.GetItem({ TableName: t.db.table, Key: { pk, sk } })).Item;
const pending = (email: string, expiresAt: number) =>
  putPendingSubscriber(t.db, { email, nonce: `n-${email}`, createdAt: 'x', expiresAt }, 0);

describe('sweepExpired', () => {
  it('deletes expired sessions, client windows and pending sign-ups, and keeps the rest', async () => {
    // Prepare: one expired and one live record of each kind, a confirmed subscriber and an article
    const now = Date.now();
    const oldSession = await createSession(t.db, HOUR, now - 2 * HOUR);
    const liveSession = await createSession(t.db, HOUR, now);
    await reserveLoginAttempt(t.db, 'old-client', now - LOGIN_WINDOW_MS - 60_000);
    await reserveLoginAttempt(t.db, 'live-client', now);
    await admitView(t.db, 'old-client', now - 2 * HOUR);
    await subscribeWaitMs(t.db, 'old-client', now - 2 * HOUR);
    await admitView(t.db, 'live-client', now);
    await pending('old@example.org', now - DAY);
    await pending('live@example.org', now + DAY);
    await pending('confirmed@example.org', now + DAY);
    expect(
      await confirmSubscriber(t.db, 'confirmed@example.org', 'n-confirmed@example.org', now),
    ).toBe(true);
    const article = await createArticle(t.db, newArticle());
    // Act
    const deleted = await sweepExpired(t.db, now);
    // Assess
    expect(deleted).toBe(5);
    expect(await item(`SESSION#${oldSession.id}`, 'SESSION')).toBeUndefined();
    expect(await item(`SESSION#${liveSession.id}`, 'SESSION')).toBeDefined();
    expect(await item('THROTTLE#old-client', 'LOGIN')).toBeUndefined();
    expect(await item('THROTTLE#old-client', 'VIEWS')).toBeUndefined();
    expect(await item('THROTTLE#old-client', 'SUBSCRIBE')).toBeUndefined();
    expect(await item('THROTTLE#live-client', 'LOGIN')).toBeDefined();
    expect(await item('THROTTLE#live-client', 'VIEWS')).toBeDefined();
    expect(await item('NEWSLETTER#SUBSCRIBERS', 'old@example.org')).toBeUndefined();
    expect(await getSubscriber(t.db, 'live@example.org', now)).not.toBeNull();
    expect(await getSubscriber(t.db, 'confirmed@example.org', now + 30 * DAY)).not.toBeNull();
    expect((await t.db.dynamo.Scan({ TableName: t.db.table })).Items).toContainEqual(
      expect.objectContaining({ id: article.id, title: article.title }),
    );
  });

  it('writes the expiry in epoch seconds, the time the record itself keeps', async () => {
    // Prepare
    const now = 1_700_000_000_500;
    // Act
    const session = await createSession(t.db, HOUR, now);
    await pending('seconds@example.org', now + DAY);
    // Assess
    expect((await item(`SESSION#${session.id}`, 'SESSION'))?.[TTL_ATTRIBUTE]).toBe(
      Math.ceil((now + HOUR) / 1000),
    );
    expect((await item('NEWSLETTER#SUBSCRIBERS', 'seconds@example.org'))?.[TTL_ATTRIBUTE]).toBe(
      Math.ceil((now + DAY) / 1000),
    );
  });

  it('keeps an item whose expiry moved on between the scan and the delete', async () => {
    // Prepare: a window expired at the scan, restarted by a new attempt before its delete
    const now = Date.now();
    await reserveLoginAttempt(t.db, 'busy-client', now - LOGIN_WINDOW_MS - 60_000);
    const scan = t.db.dynamo.Scan.bind(t.db.dynamo);
    t.db.dynamo.Scan = async (input) => {
      const page = await scan(input);
      await reserveLoginAttempt(t.db, 'busy-client', now);
      return page;
    };
    // Act
    const deleted = await sweepExpired(t.db, now);
    // Assess
    expect(deleted).toBe(0);
    expect((await item('THROTTLE#busy-client', 'LOGIN'))?.count).toBe(1);
  });
});

describe('startExpirySweeper', () => {
  it('sweeps at once and every 10 minutes until stopped', async () => {
    // Prepare: only the schedule's clock is faked, so the store's own timers run
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const scans = countRequests(t.db);
    const old = await createSession(t.db, HOUR, Date.now() - 2 * HOUR);
    // Act + Assess
    const sweeper = startExpirySweeper(t.db);
    await vi.waitFor(async () =>
      expect(await item(`SESSION#${old.id}`, 'SESSION')).toBeUndefined(),
    );
    const later = await createSession(t.db, HOUR, Date.now() - 2 * HOUR);
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MINUTES * 60_000);
    await vi.waitFor(async () =>
      expect(await item(`SESSION#${later.id}`, 'SESSION')).toBeUndefined(),
    );
    await sweeper.stop();
    const before = scans.get('Scan');
    await vi.advanceTimersByTimeAsync(3 * SWEEP_INTERVAL_MINUTES * 60_000);
    expect(scans.get('Scan')).toBe(before);
    expect(before).toBe(2);
  });
});
