// Runs against in-process dynalite: the login throttle window and admin sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearLoginFailures,
  loginThrottledFor,
  LOGIN_WINDOW_MS,
  recordLoginFailure,
} from './login-throttle.ts';
import { createSession, deleteSession, getSession } from './sessions.ts';
import { createTestDb, type TestDb } from './testing.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const T0 = 1_700_000_000_000;

describe('login throttle', () => {
  it('throttles after 5 failures within 15 minutes', async () => {
    for (let i = 0; i < 4; i++) await recordLoginFailure(t.db, 'ip-a', T0 + i * 1000);
    expect(await loginThrottledFor(t.db, 'ip-a', T0 + 5000)).toBe(0);
    await recordLoginFailure(t.db, 'ip-a', T0 + 5000);
    // Until the window that began with the first failure ends.
    expect(await loginThrottledFor(t.db, 'ip-a', T0 + 6000)).toBe(LOGIN_WINDOW_MS - 6000);
    expect(await loginThrottledFor(t.db, 'ip-b', T0 + 6000)).toBe(0);
  });

  it('lets the window expire and starts a fresh one', async () => {
    for (let i = 0; i < 5; i++) await recordLoginFailure(t.db, 'ip-c', T0);
    expect(await loginThrottledFor(t.db, 'ip-c', T0 + LOGIN_WINDOW_MS - 1)).toBe(1);
    expect(await loginThrottledFor(t.db, 'ip-c', T0 + LOGIN_WINDOW_MS + 1)).toBe(0);
    expect(await recordLoginFailure(t.db, 'ip-c', T0 + LOGIN_WINDOW_MS + 1)).toBe(1);
    expect(await loginThrottledFor(t.db, 'ip-c', T0 + LOGIN_WINDOW_MS + 2)).toBe(0);
  });

  it('counts parallel failures without losing one', async () => {
    await Promise.all(Array.from({ length: 5 }, () => recordLoginFailure(t.db, 'ip-d', T0)));
    expect(await loginThrottledFor(t.db, 'ip-d', T0 + 1)).toBe(LOGIN_WINDOW_MS - 1);
  });

  it('clears failures', async () => {
    for (let i = 0; i < 5; i++) await recordLoginFailure(t.db, 'ip-e', T0);
    await clearLoginFailures(t.db, 'ip-e');
    expect(await loginThrottledFor(t.db, 'ip-e', T0 + 1)).toBe(0);
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
