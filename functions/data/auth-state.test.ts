// Runs against in-process dynalite: the login throttle window and admin sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearLoginFailures,
  LOGIN_WINDOW_MS,
  loginWaitMs,
  reserveLoginAttempt,
} from './login-throttle.ts';
import { createSession, deleteSession, getSession } from './sessions.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const T0 = 1_700_000_000_000;

/** Reserves `n` attempts for `key` at once, as parallel logins do, and answers their counts in order. */
const reserveInParallel = async (key: string, n: number, now: number) =>
  (await Promise.all(Array.from({ length: n }, () => reserveLoginAttempt(t.db, key, now))))
    .map((w) => w.count)
    .sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('login throttle', () => {
  it('admits 5 attempts within 15 minutes and refuses the 6th until the window ends', async () => {
    for (let i = 0; i < 5; i++) {
      const w = await reserveLoginAttempt(t.db, 'ip-a', T0 + i * 1000);
      expect(w).toEqual({ count: i + 1, windowStart: T0 });
      expect(loginWaitMs(w, T0 + i * 1000)).toBe(0);
    }
    const sixth = await reserveLoginAttempt(t.db, 'ip-a', T0 + 6000);
    // Until the window that began with the first attempt ends.
    expect(loginWaitMs(sixth, T0 + 6000)).toBe(LOGIN_WINDOW_MS - 6000);
    expect(loginWaitMs(await reserveLoginAttempt(t.db, 'ip-b', T0 + 6000), T0 + 6000)).toBe(0);
  });

  it('lets the window expire and starts a fresh one', async () => {
    for (let i = 0; i < 5; i++) await reserveLoginAttempt(t.db, 'ip-c', T0);
    const late = await reserveLoginAttempt(t.db, 'ip-c', T0 + LOGIN_WINDOW_MS - 1);
    expect(loginWaitMs(late, T0 + LOGIN_WINDOW_MS - 1)).toBe(1);
    const fresh = await reserveLoginAttempt(t.db, 'ip-c', T0 + LOGIN_WINDOW_MS);
    expect(fresh).toEqual({ count: 1, windowStart: T0 + LOGIN_WINDOW_MS });
    expect(loginWaitMs(fresh, T0 + LOGIN_WINDOW_MS)).toBe(0);
    expect((await reserveLoginAttempt(t.db, 'ip-c', T0 + LOGIN_WINDOW_MS + 1)).count).toBe(2);
  });

  it('gives parallel reservations each their own count, so none is lost', async () => {
    expect(await reserveInParallel('ip-d', 20, T0)).toEqual(oneTo(20));
    expect((await reserveLoginAttempt(t.db, 'ip-d', T0 + 1)).count).toBe(21);
  });

  it('restarts an expired window once when parallel reservations find it expired', async () => {
    for (let i = 0; i < 5; i++) await reserveLoginAttempt(t.db, 'ip-f', T0);
    const later = T0 + LOGIN_WINDOW_MS + 5000;
    expect(await reserveInParallel('ip-f', 12, later)).toEqual(oneTo(12));
    expect(await reserveLoginAttempt(t.db, 'ip-f', later + 1)).toEqual({
      count: 13,
      windowStart: later,
    });
  });

  it('clears the count', async () => {
    for (let i = 0; i < 6; i++) await reserveLoginAttempt(t.db, 'ip-e', T0);
    await clearLoginFailures(t.db, 'ip-e');
    expect(await reserveLoginAttempt(t.db, 'ip-e', T0 + 1)).toEqual({
      count: 1,
      windowStart: T0 + 1,
    });
  });
});

describe('sessions', () => {
  it('creates a random session that reads back until it expires', async () => {
    const s = await createSession(t.db, 60_000, T0);
    const other = await createSession(t.db, 60_000, T0);
    expect(s.id).not.toBe(other.id);
    expect(Buffer.from(s.id, 'base64url')).toHaveLength(32);
    expect(await getSession(t.db, s.id, T0 + 59_999)).toEqual(s);
    expect(await getSession(t.db, s.id, T0 + 60_000)).toBeNull();
  });

  it('forgets a deleted session and rejects malformed ids', async () => {
    const s = await createSession(t.db, 60_000);
    await deleteSession(t.db, s.id);
    expect(await getSession(t.db, s.id)).toBeNull();
    expect(await getSession(t.db, '../etc')).toBeNull();
  });
});
