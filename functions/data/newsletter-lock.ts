// The digest send lock: one item NEWSLETTER#LOCK / DIGEST naming the digest and the run (owner) sending
// it. Why: without transactions a conditional put is the only atomic claim. The holder beats every few
// seconds; a lock with no beat for LOCK_STALE_MS belongs to a dead sender and may be taken. startDigest
// takes it for owner STARTER_OWNER, and the one sender run that adopts it first keeps it, so a second
// invocation for the same digest (a retried async invoke) finds it held and sends nothing.
import type { Db } from './db.ts';
import { conditionHeld } from './keys.ts';

const LOCK = { pk: 'NEWSLETTER#LOCK', sk: 'DIGEST' };
/** A sender that has not beaten for this long is presumed dead. */
export const LOCK_STALE_MS = 2 * 60_000;
/** The owner a freshly started digest's lock carries until a sender run adopts it. */
export const STARTER_OWNER = 'starter';

export interface SendLock {
  digestId: string;
  owner: string;
  heartbeatAt: number;
}

/**
 * Takes the lock for digest `id` and run `owner` (conditional PutItem): when free or stale; or held by
 * the starter of this same digest when `adopt` is set; `takeOver` takes it whatever holds it (the
 * holder is known dead: a local process starting up).
 */
export async function acquireSendLock(
  db: Db,
  lock: { digestId: string; owner: string; now: number },
  opts: { adopt?: boolean; takeOver?: boolean } = {},
): Promise<boolean> {
  const free = 'attribute_not_exists(pk) OR heartbeatAt < :stale';
  const condition = opts.adopt ? `${free} OR (digestId = :id AND #o = :starter)` : free;
  const values = {
    ':stale': lock.now - LOCK_STALE_MS,
    ...(opts.adopt ? { ':id': lock.digestId, ':starter': STARTER_OWNER } : {}),
  };
  return conditionHeld(
    db.dynamo.PutItem({
      TableName: db.table,
      Item: { ...LOCK, digestId: lock.digestId, owner: lock.owner, heartbeatAt: lock.now },
      ...(opts.takeOver
        ? {}
        : {
            ConditionExpression: condition,
            ...(opts.adopt ? { ExpressionAttributeNames: { '#o': 'owner' } } : {}),
            ExpressionAttributeValues: values,
          }),
    }),
  );
}

/** Keeps the lock alive (UpdateItem heartbeatAt, conditional on holding it); false: it was taken. */
export function beatSendLock(db: Db, owner: string, now: number): Promise<boolean> {
  return conditionHeld(
    db.dynamo.UpdateItem({
      TableName: db.table,
      Key: LOCK,
      UpdateExpression: 'SET heartbeatAt = :now',
      ConditionExpression: '#o = :owner',
      ExpressionAttributeNames: { '#o': 'owner' },
      ExpressionAttributeValues: { ':owner': owner, ':now': now },
    }),
  );
}

/** The lock (GetItem NEWSLETTER#LOCK / DIGEST), or null when free. */
export async function readSendLock(db: Db): Promise<SendLock | null> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: LOCK,
    ConsistentRead: true,
  });
  if (!Item) return null;
  return {
    digestId: String(Item.digestId),
    owner: String(Item.owner),
    heartbeatAt: Number(Item.heartbeatAt),
  };
}

/** Gives the lock up if `owner` still holds it (DeleteItem, conditional). */
export async function releaseSendLock(db: Db, owner: string): Promise<void> {
  await conditionHeld(
    db.dynamo.DeleteItem({
      TableName: db.table,
      Key: LOCK,
      ConditionExpression: '#o = :owner',
      ExpressionAttributeNames: { '#o': 'owner' },
      ExpressionAttributeValues: { ':owner': owner },
    }),
  );
}
