// Admin sessions: SESSION#<random 256-bit id> / SESSION with the expiry. Why: a GetItem by id is all a
// request needs; TTL deletes expired items late, and dynalite has none, so the expiry is checked on read
// (and an expired item deleted then).
import { randomBytes } from 'node:crypto';
import type { Db } from './db.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from './table.ts';

export interface Session {
  id: string;
  createdAt: string;
  expiresAt: string;
}

const key = (id: string) => ({ pk: `SESSION#${id}`, sk: 'SESSION' });

/** Starts a session valid for ttlMs (PutItem SESSION#id); the id is 32 random bytes, base64url. */
export async function createSession(
  db: Db,
  ttlMs: number,
  now: number = Date.now(),
): Promise<Session> {
  const session: Session = {
    id: randomBytes(32).toString('base64url'),
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + ttlMs).toISOString(),
  };
  await db.dynamo.PutItem({
    TableName: db.table,
    Item: { ...key(session.id), ...session, [TTL_ATTRIBUTE]: ttlSeconds(now + ttlMs) },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  return session;
}

/** The live session with this id, or null when unknown or expired (GetItem SESSION#id). */
export async function getSession(
  db: Db,
  id: string,
  now: number = Date.now(),
): Promise<Session | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(id)) return null;
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: key(id),
    ConsistentRead: true,
  });
  if (!Item) return null;
  if (Date.parse(String(Item.expiresAt)) <= now) {
    await deleteSession(db, id);
    return null;
  }
  return { id, createdAt: String(Item.createdAt), expiresAt: String(Item.expiresAt) };
}

/** Ends a session (DeleteItem SESSION#id); unknown ids are fine. */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.dynamo.DeleteItem({ TableName: db.table, Key: key(id) });
}
