// Login throttle: THROTTLE#<key> / LOGIN holds the failure count of the current 15-minute window and
// when the window started. Why: no TTL in dynalite, so an expired window is detected on read and
// restarted by the next failure (conditional on the window it saw, so two failures never lose one).
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db.ts';
import { isConditionFailure } from './keys.ts';

/** DESIGN departure 1 / issue: 5 failures within 15 minutes throttle the key. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES = 5;

const key = (k: string) => ({ pk: `THROTTLE#${k}`, sk: 'LOGIN' });

async function read(db: Db, k: string) {
  const { Item } = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: key(k), ConsistentRead: true }),
  );
  return Item ? { count: Number(Item.count), windowStart: Number(Item.windowStart) } : null;
}

/**
 * How long the key stays throttled, in ms: until its current window ends once it holds 5 failures, else
 * 0 (GetItem THROTTLE#key).
 */
export async function loginThrottledFor(
  db: Db,
  k: string,
  now: number = Date.now(),
): Promise<number> {
  const w = await read(db, k);
  if (w === null || w.count < LOGIN_MAX_FAILURES) return 0;
  return Math.max(0, w.windowStart + LOGIN_WINDOW_MS - now);
}

/** Counts a failure: ADD count within the window, or a fresh window once it expired (UpdateItem). */
export async function recordLoginFailure(
  db: Db,
  k: string,
  now: number = Date.now(),
): Promise<number> {
  const w = await read(db, k);
  try {
    if (w && now - w.windowStart < LOGIN_WINDOW_MS) {
      const { Attributes } = await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: key(k),
          UpdateExpression: 'ADD #c :one',
          ConditionExpression: 'windowStart = :start',
          ExpressionAttributeNames: { '#c': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':start': w.windowStart },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.count);
    }
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: key(k),
        UpdateExpression: 'SET #c = :one, windowStart = :now',
        ConditionExpression: w ? 'windowStart = :start' : 'attribute_not_exists(pk)',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':now': now,
          ...(w ? { ':start': w.windowStart } : {}),
        },
      }),
    );
    return 1;
  } catch (error) {
    // Someone else moved the window meanwhile: count again on what is there now.
    if (isConditionFailure(error)) return recordLoginFailure(db, k, now);
    throw error;
  }
}

/** Forgets the failures of a key after a successful login (DeleteItem THROTTLE#key). */
export async function clearLoginFailures(db: Db, k: string): Promise<void> {
  await db.doc.send(new DeleteCommand({ TableName: db.table, Key: key(k) }));
}
