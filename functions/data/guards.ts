// Uniqueness guards: one item per unique value, UNIQUE#<kind>#<value> / UNIQUE, holding the owner's id.
// Why: without transactions, a conditional put (attribute_not_exists) is the only atomic "claim". A guard
// is claimed before the record is written, so a crash in between leaves a guard with no record: after a
// grace period such a guard may be taken over (conditional on the same stale owner), so nothing is
// blocked forever, and the grace keeps a slow writer's fresh claim from being stolen.
import { milliseconds } from 'date-fns';
import type { Db } from './db.ts';
import { isConditionFailure } from './keys.ts';

/** A claim younger than this is never taken over, even if its record is not written yet. */
export const GUARD_GRACE_MS = milliseconds({ minutes: 1 });

export const guardKey = (kind: string, value: string) => ({
  pk: `UNIQUE#${kind}#${value}`,
  sk: 'UNIQUE',
});

/** Claims a guard for ownerId (PutItem attribute_not_exists on UNIQUE#kind#value); false when held. */
export async function claimGuard(
  db: Db,
  kind: string,
  value: string,
  ownerId: number,
  ownerExists: (id: number) => Promise<boolean>,
): Promise<boolean> {
  const Key = guardKey(kind, value);
  const Item = { ...Key, ownerId, claimedAt: Date.now() };
  try {
    await db.dynamo.PutItem({
      TableName: db.table,
      Item,
      ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :self',
      ExpressionAttributeValues: { ':self': ownerId },
    });
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { Item: held } = await db.dynamo.GetItem({
    TableName: db.table,
    Key,
    ConsistentRead: true,
  });
  if (!held) return claimGuard(db, kind, value, ownerId, ownerExists);
  const stale = Number(held.ownerId);
  if (Date.now() - Number(held.claimedAt ?? 0) < GUARD_GRACE_MS || (await ownerExists(stale)))
    return false;
  try {
    await db.dynamo.PutItem({
      TableName: db.table,
      Item,
      ConditionExpression: 'ownerId = :stale',
      ExpressionAttributeValues: { ':stale': stale },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a guard up, only if ownerId still holds it (DeleteItem conditional on ownerId). */
export async function releaseGuard(
  db: Db,
  kind: string,
  value: string,
  ownerId: number,
): Promise<void> {
  try {
    await db.dynamo.DeleteItem({
      TableName: db.table,
      Key: guardKey(kind, value),
      ConditionExpression: 'ownerId = :self',
      ExpressionAttributeValues: { ':self': ownerId },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The owner id recorded by a guard (GetItem UNIQUE#kind#value), or null. */
export async function readGuard(db: Db, kind: string, value: string): Promise<number | null> {
  const { Item } = await db.dynamo.GetItem({ TableName: db.table, Key: guardKey(kind, value) });
  return Item ? Number(Item.ownerId) : null;
}
