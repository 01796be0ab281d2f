// Changes the published site has not caught up with: SITE#CHANGES / <time>#<random>, one item per change (no hot
// item), written in the same transaction as the change itself, or just before a change that is not one
// transaction (an import's batch). The build that covers them deletes them after it has published, so a change
// whose build never ran (a process killed, a rebuild hook whose invocation failed) is built by the next build or
// the next start (product.md §11.13).
import { randomUUID } from 'node:crypto';
import { batchWrite } from './batch.ts';
import { queryPages, type Db } from './db.ts';
import { put, type TransactItem } from './transact.ts';

const PARTITION = 'SITE#CHANGES';

/** What the site has yet to show: every page (full), or the listing pages and these article pages. */
export interface SiteChanges {
  /** The sort keys of the change items read, for clearSiteChanges once a build covers them. */
  keys: string[];
  full: boolean;
  articleIds: number[];
  reasons: string[];
  /** When the oldest of them was recorded (ISO 8601), or null when there is none. */
  oldestAt: string | null;
}

/** A change item: without articleIds the change may touch any page, so the build that covers it is full. */
function changeItem(reason: string, articleIds?: readonly number[]) {
  return {
    pk: PARTITION,
    sk: `${new Date().toISOString()}#${randomUUID()}`,
    reason,
    ...(articleIds ? { articleIds: [...articleIds] } : { full: true }),
  };
}

/** The change item as part of the transaction that makes the change. */
export const siteChangePut = (
  db: Db,
  reason: string,
  articleIds?: readonly number[],
): TransactItem => put(db, changeItem(reason, articleIds));

/** Records a change on its own (PutItem SITE#CHANGES), before a write that is not one transaction. */
export async function recordSiteChange(
  db: Db,
  reason: string,
  articleIds?: readonly number[],
): Promise<void> {
  await db.dynamo.PutItem({ TableName: db.table, Item: changeItem(reason, articleIds) });
}

/** Every change not yet covered by a build, merged (Query SITE#CHANGES, every page, consistent). */
export async function readSiteChanges(db: Db): Promise<SiteChanges> {
  const out: SiteChanges = { keys: [], full: false, articleIds: [], reasons: [], oldestAt: null };
  const ids = new Set<number>();
  const pages = queryPages(db, {
    TableName: db.table,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': PARTITION },
    ConsistentRead: true,
  });
  for await (const page of pages)
    for (const item of page.Items ?? []) {
      out.keys.push(String(item.sk));
      out.reasons.push(String(item.reason));
      if (item.full === true || !Array.isArray(item.articleIds)) out.full = true;
      else for (const id of item.articleIds as unknown[]) ids.add(Number(id));
    }
  out.articleIds = [...ids];
  // Sort keys begin with the time recorded, and a Query answers them in order.
  out.oldestAt = out.keys[0]?.split('#')[0] ?? null;
  return out;
}

/** Deletes the change items a finished build covered (BatchWrite); changes recorded since stay. */
export async function clearSiteChanges(db: Db, keys: readonly string[]): Promise<void> {
  await batchWrite(
    db,
    keys.map((sk) => ({ DeleteRequest: { Key: { pk: PARTITION, sk } } })),
  );
}

/** Which deployed code built the published site: the build job's source (its asset's hash), beside the changes. */
const BUILT_KEY = { pk: 'SITE#BUILT', sk: 'SOURCE' };

/** Records the source the published site was just built from (BatchWrite, the build job's one write action). */
export async function recordBuiltSource(db: Db, source: string): Promise<void> {
  await batchWrite(db, [
    { PutRequest: { Item: { ...BUILT_KEY, source, builtAt: new Date().toISOString() } } },
  ]);
}

/** The source the published site was built from, or null before the first build recorded one (GetItem). */
export async function readBuiltSource(db: Db): Promise<string | null> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: BUILT_KEY,
    ConsistentRead: true,
  });
  return typeof Item?.source === 'string' ? Item.source : null;
}
