// Per-client counters over a fixed time window (login attempts, article views): one item per key holding
// the count of the current window and when it started. Why: no TTL in dynalite, so an expired window is
// detected by the write's condition and restarted in place; both writes are conditional, so parallel
// requests each get their own count and none is lost.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db.ts';
import { isConditionFailure } from './keys.ts';

/** A key's window after one more event was counted in it. */
export interface CountWindow {
  /** Events counted in this window, this one included. */
  count: number;
  windowStart: number;
}

type Key = { pk: string; sk: string };

/** Only concurrent window restarts and clears make a count retry; this bounds a pathological run. */
const MAX_TRIES = 10;
const NAMES = { '#c': 'count', '#s': 'windowStart' };

/** ADD 1 to a window that is still open at `now`; null when there is none (no item, or it expired). */
async function countInOpenWindow(
  db: Db,
  key: Key,
  windowMs: number,
  now: number,
): Promise<CountWindow | null> {
  try {
    const { Attributes } = await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: key,
        UpdateExpression: 'ADD #c :one',
        ConditionExpression: '#s > :cutoff',
        ExpressionAttributeNames: NAMES,
        ExpressionAttributeValues: { ':one': 1, ':cutoff': now - windowMs },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { count: Number(Attributes?.count), windowStart: Number(Attributes?.windowStart) };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Starts a fresh window holding this event, unless another request opened one meanwhile (null). */
async function startWindow(
  db: Db,
  key: Key,
  windowMs: number,
  now: number,
): Promise<CountWindow | null> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: key,
        UpdateExpression: 'SET #c = :one, #s = :now',
        ConditionExpression: 'attribute_not_exists(pk) OR #s <= :cutoff',
        ExpressionAttributeNames: NAMES,
        ExpressionAttributeValues: { ':one': 1, ':now': now, ':cutoff': now - windowMs },
      }),
    );
    return { count: 1, windowStart: now };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Counts one event for `key` (UpdateItem): ADD to the open window, or restart an expired one. */
export async function countInWindow(
  db: Db,
  key: Key,
  windowMs: number,
  now: number = Date.now(),
): Promise<CountWindow> {
  for (let i = 0; i < MAX_TRIES; i++) {
    const window =
      (await countInOpenWindow(db, key, windowMs, now)) ??
      (await startWindow(db, key, windowMs, now));
    if (window) return window;
  }
  throw new Error(`The counter ${key.pk} kept changing; the event was not counted`);
}

/** Views one client may add in an hour; more are answered as usual but not counted. */
export const VIEWS_PER_CLIENT_HOUR = 120;
const HOUR_MS = 60 * 60_000;

/**
 * Whether a client's article view may count (UpdateItem THROTTLE#client / VIEWS): at most
 * VIEWS_PER_CLIENT_HOUR an hour, so a script cannot push an article up the popular order.
 */
export async function admitView(
  db: Db,
  client: string,
  now: number = Date.now(),
): Promise<boolean> {
  const window = await countInWindow(db, { pk: `THROTTLE#${client}`, sk: 'VIEWS' }, HOUR_MS, now);
  return window.count <= VIEWS_PER_CLIENT_HOUR;
}

/** Newsletter sign-ups one client may send in an hour (a person needs one; a script filling the list needs many). */
export const SUBSCRIBES_PER_CLIENT_HOUR = 20;

/**
 * Counts a client's sign-up (UpdateItem THROTTLE#client / SUBSCRIBE); answers 0 when it may go ahead,
 * else the ms until its hour is over.
 */
export async function subscribeWaitMs(
  db: Db,
  client: string,
  now: number = Date.now(),
): Promise<number> {
  const window = await countInWindow(
    db,
    { pk: `THROTTLE#${client}`, sk: 'SUBSCRIBE' },
    HOUR_MS,
    now,
  );
  return window.count <= SUBSCRIBES_PER_CLIENT_HOUR
    ? 0
    : Math.max(1, window.windowStart + HOUR_MS - now);
}
