// Login throttle: THROTTLE#<key> / LOGIN holds the attempt count of the current 15-minute window and
// when the window started. Why: no TTL in dynalite, so an expired window is detected by the write's
// condition and restarted in place. Each attempt is counted before its password is checked, by one
// atomic update, so parallel guesses cannot all slip in ahead of the first recorded failure.
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db.ts';
import { isConditionFailure } from './keys.ts';

/** DESIGN departure 1 / issue: 5 failures within 15 minutes throttle the key. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES = 5;

/** A key's window after an attempt was counted in it. */
export interface LoginWindow {
  /** Attempts counted in this window, this one included (a success clears them). */
  count: number;
  windowStart: number;
}

/** Only concurrent window restarts and clears make a reservation retry; this bounds a pathological run. */
const MAX_TRIES = 10;

const key = (k: string) => ({ pk: `THROTTLE#${k}`, sk: 'LOGIN' });
const NAMES = { '#c': 'count', '#s': 'windowStart' };

function toWindow(item: Record<string, unknown> | undefined): LoginWindow {
  return { count: Number(item?.count), windowStart: Number(item?.windowStart) };
}

/** ADD 1 to a window that is still open at `now`; null when there is none (no item, or it expired). */
async function countInOpenWindow(db: Db, k: string, now: number): Promise<LoginWindow | null> {
  try {
    const { Attributes } = await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: key(k),
        UpdateExpression: 'ADD #c :one',
        ConditionExpression: '#s > :cutoff',
        ExpressionAttributeNames: NAMES,
        ExpressionAttributeValues: { ':one': 1, ':cutoff': now - LOGIN_WINDOW_MS },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toWindow(Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Starts a fresh window holding this attempt, unless another request opened one meanwhile (null). */
async function startWindow(db: Db, k: string, now: number): Promise<LoginWindow | null> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: key(k),
        UpdateExpression: 'SET #c = :one, #s = :now',
        ConditionExpression: 'attribute_not_exists(pk) OR #s <= :cutoff',
        ExpressionAttributeNames: NAMES,
        ExpressionAttributeValues: { ':one': 1, ':now': now, ':cutoff': now - LOGIN_WINDOW_MS },
      }),
    );
    return { count: 1, windowStart: now };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Counts a login attempt before its password is checked (UpdateItem THROTTLE#key): ADD to the open
 * window, or restart an expired one. Both writes are conditional, so parallel attempts each get their
 * own count and none is lost. The caller refuses the attempt when `loginWaitMs` is above 0.
 */
export async function reserveLoginAttempt(
  db: Db,
  k: string,
  now: number = Date.now(),
): Promise<LoginWindow> {
  for (let i = 0; i < MAX_TRIES; i++) {
    const window = (await countInOpenWindow(db, k, now)) ?? (await startWindow(db, k, now));
    if (window) return window;
  }
  throw new Error(`The login throttle for ${k} kept changing; the attempt was not counted`);
}

/** How long to refuse, in ms: until the window ends once it holds more than 5 attempts, else 0. */
export function loginWaitMs(window: LoginWindow, now: number = Date.now()): number {
  if (window.count <= LOGIN_MAX_FAILURES) return 0;
  return Math.max(1, window.windowStart + LOGIN_WINDOW_MS - now);
}

/** Forgets the attempts of a key after a successful login (DeleteItem THROTTLE#key). */
export async function clearLoginFailures(db: Db, k: string): Promise<void> {
  await db.doc.send(new DeleteCommand({ TableName: db.table, Key: key(k) }));
}
