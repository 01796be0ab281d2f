// Login throttle: THROTTLE#<key> / LOGIN counts attempts in a 15-minute window (windowed-count.ts).
// Each attempt is counted before its password is checked, by one atomic update, so parallel guesses
// cannot all slip in ahead of the first recorded failure.
import { milliseconds } from 'date-fns';
import type { Db } from './db.ts';
import { countInWindow, windowWaitMs, type CountWindow } from './windowed-count.ts';

/** product.md §10.1, §9: 5 failures within 15 minutes throttle the key. */
export const LOGIN_WINDOW_MS = milliseconds({ minutes: 15 });
export const LOGIN_MAX_FAILURES = 5;

/** A key's window after an attempt was counted in it (a success clears them). */
export type LoginWindow = CountWindow;

const key = (k: string) => ({ pk: `THROTTLE#${k}`, sk: 'LOGIN' });

/**
 * Counts a login attempt before its password is checked (UpdateItem THROTTLE#key): ADD to the open
 * window, or restart an expired one. Both writes are conditional, so parallel attempts each get their
 * own count and none is lost. The caller refuses the attempt when `loginWaitMs` is above 0.
 */
export function reserveLoginAttempt(
  db: Db,
  k: string,
  now: number = Date.now(),
): Promise<LoginWindow> {
  return countInWindow(db, key(k), LOGIN_WINDOW_MS, now);
}

/** How long to refuse, in ms: until the window ends once it holds more than 5 attempts, else 0. */
export function loginWaitMs(window: LoginWindow, now: number = Date.now()): number {
  return windowWaitMs(window, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS, now);
}

/** Forgets the attempts of a key after a successful login (DeleteItem THROTTLE#key). */
export async function clearLoginFailures(db: Db, k: string): Promise<void> {
  await db.dynamo.DeleteItem({ TableName: db.table, Key: key(k) });
}
