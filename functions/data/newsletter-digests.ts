// Newsletter digests. Why modelled so: a digest is one item in NEWSLETTER#DIGESTS
// under a sortable id (the newest is one Query, descending, Limit 1), carrying its article ids and
// cut-off (the next digest starts after it) and its progress counters (ADD, so a status call reads
// "n of N sent"). The send lock is in newsletter-lock.ts, deliveries in newsletter-deliveries.ts.
import { publicItems } from './articles/public.ts';
import { queryPages, type Db } from './db.ts';
import { INDEX } from './table.ts';

const DIGESTS = 'NEWSLETTER#DIGESTS';

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
  ...(typeof item.finishedAt === 'string' && item.finishedAt
    ? { finishedAt: item.finishedAt }
    : {}),
});

/** A sortable, URL-safe digest id: its creation time, then a random tail against same-millisecond ids. */
export function digestId(now: number, random: string): string {
  return `${new Date(now).toISOString().replace(/[:.]/g, '-')}-${random}`;
}

/** Writes a new digest (PutItem NEWSLETTER#DIGESTS / id). */
export async function createDigest(db: Db, d: Omit<Digest, 'sent' | 'failed' | 'status'>) {
  const item = { pk: DIGESTS, sk: d.id, ...d, status: 'sending', sent: 0, failed: 0 };
  await db.dynamo.PutItem({
    TableName: db.table,
    Item: item,
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}

/** One digest (GetItem NEWSLETTER#DIGESTS / id), or null. */
export async function getDigest(db: Db, id: string): Promise<Digest | null> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: { pk: DIGESTS, sk: id },
    ConsistentRead: true,
  });
  return Item ? toDigest(Item) : null;
}

/** The newest digest (Query NEWSLETTER#DIGESTS descending, Limit 1), or null. */
export async function latestDigest(db: Db): Promise<Digest | null> {
  const { Items = [] } = await db.dynamo.Query({
    TableName: db.table,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': DIGESTS },
    ScanIndexForward: false,
    Limit: 1,
    ConsistentRead: true,
  });
  return Items[0] ? toDigest(Items[0]) : null;
}

/** Moves the progress counters (UpdateItem ADD sent, failed). */
export async function addDigestProgress(
  db: Db,
  id: string,
  delta: { sent?: number; failed?: number },
) {
  await db.dynamo.UpdateItem({
    TableName: db.table,
    Key: { pk: DIGESTS, sk: id },
    UpdateExpression: 'ADD sent :s, failed :f',
    ExpressionAttributeValues: { ':s': delta.sent ?? 0, ':f': delta.failed ?? 0 },
  });
}

/** Marks a digest done with its exact counts (UpdateItem SET status 'sent', finishedAt, sent, failed). */
export async function finishDigest(
  db: Db,
  id: string,
  done: { sent: number; failed: number; finishedAt: string },
) {
  await db.dynamo.UpdateItem({
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
  });
}

/**
 * Articles published in (after, upTo], newest first, with their featured flag: the digest's candidates.
 * Reads INDEX.articlesByDate (gsi1sk '<publishedAt>#<id>') with BETWEEN, then the `featured` attribute
 * and visibility alone by BatchGet through the public gate (articles/public.ts), which leaves out one the index
 * still lists but readers may not see: cost is linear in the articles of one interval, never the table.
 */
export async function listArticlesPublishedBetween(
  db: Db,
  after: string,
  upTo: string,
): Promise<{ id: number; featured: boolean }[]> {
  const ids: number[] = [];
  const pages = queryPages(db, {
    TableName: db.table,
    IndexName: INDEX.articlesByDate,
    // '~' sorts after every digit: an article at exactly `after` is out, one at `upTo` is in.
    KeyConditionExpression: 'gsi1pk = :p AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':p': 'ARTICLES', ':from': `${after}#~`, ':to': `${upTo}#~` },
    ScanIndexForward: false,
  });
  for await (const page of pages)
    for (const item of page.Items ?? []) ids.push(Number(String(item.pk).slice('ARTICLE#'.length)));
  const items = await publicItems(db, ids, ['id', 'featured']);
  return items.map((i) => ({ id: Number(i.id), featured: i.featured === true }));
}
