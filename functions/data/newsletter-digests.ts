// Newsletter digests and their send lock. Why modelled so: a digest is one item in NEWSLETTER#DIGESTS
// under a sortable id (the newest is one Query, descending, Limit 1), carrying its article ids and
// cut-off (the next digest starts after it) and its progress counters (ADD, so a status call reads
// "n of N sent"). One lock item, NEWSLETTER#LOCK / DIGEST, taken by a conditional put and kept alive by
// a heartbeat, lets one sender run at a time; a lock with no heartbeat for LOCK_STALE_MS may be taken
// over. Deliveries (one per address and digest) are in newsletter-deliveries.ts.
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch.ts';
import type { Db } from './db.ts';
import { isConditionFailure } from './keys.ts';
import { INDEX } from './table.ts';

const DIGESTS = 'NEWSLETTER#DIGESTS';
const LOCK = { pk: 'NEWSLETTER#LOCK', sk: 'DIGEST' };
/** A sender that has not beaten for this long is presumed dead. */
export const LOCK_STALE_MS = 2 * 60_000;

export interface Digest {
  id: string;
  status: 'sending' | 'sent';
  /** Confirmed subscribers when it started (confirmedAt <= createdAt). */
  total: number;
  sent: number;
  failed: number;
  articleIds: number[];
  /** ISO: when it was made; also its cut-off: the next digest holds articles published after it. */
  createdAt: string;
  /** ISO: the previous digest's cut-off (or createdAt - interval for the first). */
  since: string;
  finishedAt?: string;
}

const toDigest = (item: Record<string, unknown>): Digest => ({
  id: String(item.sk),
  status: item.status === 'sent' ? 'sent' : 'sending',
  total: Number(item.total ?? 0),
  sent: Number(item.sent ?? 0),
  failed: Number(item.failed ?? 0),
  articleIds: Array.isArray(item.articleIds) ? item.articleIds.map(Number) : [],
  createdAt: String(item.createdAt),
  since: String(item.since),
  ...(item.finishedAt ? { finishedAt: String(item.finishedAt) } : {}),
});

/** A sortable, URL-safe digest id: its creation time, then a random tail against same-millisecond ids. */
export function digestId(now: number, random: string): string {
  return `${new Date(now).toISOString().replace(/[:.]/g, '-')}-${random}`;
}

/** Writes a new digest (PutItem NEWSLETTER#DIGESTS / id). */
export async function createDigest(db: Db, d: Omit<Digest, 'sent' | 'failed' | 'status'>) {
  const item = { pk: DIGESTS, sk: d.id, ...d, status: 'sending', sent: 0, failed: 0 };
  await db.doc.send(
    new PutCommand({
      TableName: db.table,
      Item: item,
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** One digest (GetItem NEWSLETTER#DIGESTS / id), or null. */
export async function getDigest(db: Db, id: string): Promise<Digest | null> {
  const { Item } = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: { pk: DIGESTS, sk: id }, ConsistentRead: true }),
  );
  return Item ? toDigest(Item) : null;
}

/** The newest digest (Query NEWSLETTER#DIGESTS descending, Limit 1), or null. */
export async function latestDigest(db: Db): Promise<Digest | null> {
  const { Items = [] } = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': DIGESTS },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  return Items[0] ? toDigest(Items[0]) : null;
}

/** Moves the progress counters (UpdateItem ADD sent, failed). */
export async function addDigestProgress(
  db: Db,
  id: string,
  delta: { sent?: number; failed?: number },
) {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: { pk: DIGESTS, sk: id },
      UpdateExpression: 'ADD sent :s, failed :f',
      ExpressionAttributeValues: { ':s': delta.sent ?? 0, ':f': delta.failed ?? 0 },
    }),
  );
}

/** Marks a digest done with its exact counts (UpdateItem SET status 'sent', finishedAt, sent, failed). */
export async function finishDigest(
  db: Db,
  id: string,
  done: { sent: number; failed: number; finishedAt: string },
) {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: { pk: DIGESTS, sk: id },
      UpdateExpression: 'SET #s = :sent, finishedAt = :at, sent = :n, failed = :f',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: {
        ':sent': 'sent',
        ':at': done.finishedAt,
        ':n': done.sent,
        ':f': done.failed,
      },
    }),
  );
}

/**
 * Takes the send lock for digest `id` (conditional PutItem NEWSLETTER#LOCK / DIGEST): when free, already
 * this digest's, or stale; `takeOver` takes it whatever holds it (the holder is known dead).
 */
export async function acquireSendLock(
  db: Db,
  id: string,
  now: number,
  takeOver = false,
): Promise<boolean> {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: { ...LOCK, digestId: id, heartbeatAt: now },
        ...(takeOver
          ? {}
          : {
              ConditionExpression:
                'attribute_not_exists(pk) OR digestId = :id OR heartbeatAt < :stale',
              ExpressionAttributeValues: { ':id': id, ':stale': now - LOCK_STALE_MS },
            }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Keeps the lock alive (UpdateItem heartbeatAt, conditional on holding it); false: it was taken over. */
export async function beatSendLock(db: Db, id: string, now: number): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: LOCK,
        UpdateExpression: 'SET heartbeatAt = :now',
        ConditionExpression: 'digestId = :id',
        ExpressionAttributeValues: { ':id': id, ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The lock's holder and last heartbeat (GetItem NEWSLETTER#LOCK / DIGEST), or null when free. */
export async function readSendLock(
  db: Db,
): Promise<{ digestId: string; heartbeatAt: number } | null> {
  const { Item } = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: LOCK, ConsistentRead: true }),
  );
  return Item ? { digestId: String(Item.digestId), heartbeatAt: Number(Item.heartbeatAt) } : null;
}

/** Gives the lock up if digest `id` still holds it (DeleteItem, conditional). */
export async function releaseSendLock(db: Db, id: string): Promise<void> {
  try {
    await db.doc.send(
      new DeleteCommand({
        TableName: db.table,
        Key: LOCK,
        ConditionExpression: 'digestId = :id',
        ExpressionAttributeValues: { ':id': id },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Articles published in (after, upTo], newest first, with their featured flag: the digest's candidates.
 * Reads INDEX.articlesByDate (gsi1sk '<publishedAt>#<id>') with BETWEEN, then the `featured` attribute
 * alone by BatchGet: cost is linear in the articles of one interval, never the table.
 */
export async function listArticlesPublishedBetween(
  db: Db,
  after: string,
  upTo: string,
): Promise<{ id: number; featured: boolean }[]> {
  const ids: number[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        IndexName: INDEX.articlesByDate,
        // '~' sorts after every digit: an article at exactly `after` is out, one at `upTo` is in.
        KeyConditionExpression: 'gsi1pk = :p AND gsi1sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':p': 'ARTICLES', ':from': `${after}#~`, ':to': `${upTo}#~` },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) ids.push(Number(String(item.pk).slice('ARTICLE#'.length)));
    start = out.LastEvaluatedKey;
  } while (start);
  const flags = await batchGet(
    db,
    ids.map((id) => ({ pk: `ARTICLE#${id}`, sk: 'ARTICLE' })),
    ['featured'],
  );
  return ids.flatMap((id, i) => (flags[i] ? [{ id, featured: flags[i].featured === true }] : []));
}
