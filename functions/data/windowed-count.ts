// Per-client counters over a fixed time window (login attempts, article views): one item per key holding
// the count of the current window, when it started and when it may be deleted (TTL_ATTRIBUTE). Why: TTL
// deletes late and dynalite has none, so an expired window is detected by the write's condition and
// restarted in place; both writes are conditional, so parallel requests each get their own count and
// none is lost.
import type { Db } from './db.ts';
import { isConditionFailure } from './keys.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from './table.ts';

/** A key's window after one more event was counted in it. */
export interface CountWindow {
  /** Events counted in this window, this one included. */
  count: number;
  windowStart: number;
}

type Key = { pk: string; sk: string };

/** Only concurrent window restarts and clears make a count retry; this bounds a pathological run. */
const MAX_TRIES = 10;
const NAMES = { '#c': 'count', '#s': 'windowStart', '#t': TTL_ATTRIBUTE };

/** ADD 1 to a window that is still open at `now`; null when there is none (no item, or it expired). */
async function countInOpenWindow(
  db: Db,
  key: Key,
  windowMs: number,
  now: number,
): Promise<CountWindow | null> {
  try {
    const { Attributes } = await db.dynamo.UpdateItem({
      TableName: db.table,
      Key: key,
      // A window opened before windows carried their expiry gets one no earlier than its end.
      UpdateExpression: 'ADD #c :one SET #t = if_not_exists(#t, :ttl)',
      ConditionExpression: '#s > :cutoff',
      ExpressionAttributeNames: NAMES,
      ExpressionAttributeValues: {
        ':one': 1,
        ':cutoff': now - windowMs,
        ':ttl': ttlSeconds(now + windowMs),
      },
      ReturnValues: 'ALL_NEW',
    });
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
    await db.dynamo.UpdateItem({
      TableName: db.table,
      Key: key,
      UpdateExpression: 'SET #c = :one, #s = :now, #t = :ttl',
      ConditionExpression: 'attribute_not_exists(pk) OR #s <= :cutoff',
      ExpressionAttributeNames: NAMES,
      ExpressionAttributeValues: {
        ':one': 1,
        ':now': now,
        ':cutoff': now - windowMs,
        ':ttl': ttlSeconds(now + windowMs),
      },
    });
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

/** How long a key must wait, in ms: until its window ends once it holds more than `limit`, else 0. */
export function windowWaitMs(
  window: CountWindow,
  limit: number,
  windowMs: number,
  now: number = Date.now(),
): number {
  if (window.count <= limit) return 0;
  return Math.max(1, window.windowStart + windowMs - now);
}
