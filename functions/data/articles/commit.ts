// One article change, all or nothing (product.md §11.13): the article's own write (create, update, delete) with
// everything that must move with it, in one transaction: its revision, guards, the tag links of both directions,
// the site change that makes the next build cover it, and the mark that its search entries are due.
// Two parts can be too big for one transaction, so each has a durable record instead, written in it:
// - search postings (one item per token bucket, hundreds for a long article): SEARCH#PENDING / ARTICLE#id, then
//   the index is updated right after the commit and the mark removed (../search/indexing.ts);
// - tag links past the transaction's 100 items (up to 50 tags, three links each, before and after):
//   LINKS#PENDING / ARTICLE#id keeps the links the article had; they are rewritten right after the commit and the
//   record removed. An article with such a record takes no other change until it is finished (finishTagLinks),
//   so the record always names the links that are really stored.
// A process stopped between the commit and those steps leaves the records; repairArticleWrites (run at each
// start and before each import) finishes them. Public reads check each article's visibility whatever an index
// says (visibility.ts), so a late index entry never shows an article readers may not see.
import { randomUUID } from 'node:crypto';
import { batchWrite } from '../batch.ts';
import { queryPages, type Db } from '../db.ts';
import { conditionHeld, padId } from '../keys.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from '../table.ts';
import {
  clearIndexPendingUpTo,
  adoptLegacyPending,
  isIndexPending,
  readIndexPending,
  searchDocKey,
  indexArticle,
  pendingIndexPut,
} from '../search/indexing.ts';
import { siteChangePut } from '../site-changes.ts';
import {
  del,
  failedConditions,
  put,
  transact,
  TRANSACT_LIMIT,
  type TransactItem,
} from '../transact.ts';
import { mapPool } from '../../lib/pool.ts';
import { forgetAnchors } from './anchors.ts';
import { articleKey, tagIdsOf, toArticle } from './item.ts';
import { rewriteTagLinks, tagLinkChanges, type Linked } from './tags.ts';
import { linksOf, searchTextOf } from './visibility.ts';

const LINKS_PENDING = 'LINKS#PENDING';
const pendingLinksKey = (id: number) => ({ pk: LINKS_PENDING, sk: `ARTICLE#${padId(id)}` });

export interface ArticleChange {
  id: number;
  /** The change's own items; the first is the article's (its condition failing means a stale version or no article). */
  items: TransactItem[];
  /** The article's tag links before and after (null: none). */
  links: { before: Linked | null; after: Linked | null };
  /**
   * The article's version after the change, when its search entries must follow (the stored article is indexed
   * after the commit: indexStored); null when they do not change.
   */
  indexVersion: number | null;
  /** Why the site must rebuild (the article was or becomes public); null: readers see nothing change. */
  siteChange: string | null;
}

/** How often a change waits for a previous change's tag links to be finished before giving up. */
const LINK_ATTEMPTS = 3;

/**
 * Commits the change as one transaction, then its deferred steps (tag links past the limit, search postings).
 * A failed condition of the change's own items is thrown as the transaction's cancellation: callers read
 * failedConditions(error) to tell which one (0: the article item).
 */
export async function commitArticleChange(db: Db, change: ArticleChange): Promise<void> {
  const { id, links } = change;
  const { puts, deletes } = tagLinkChanges(links.before, links.after);
  const marks: TransactItem[] = [
    ...(change.indexVersion !== null ? [pendingIndexPut(db, id, change.indexVersion)] : []),
    ...(change.siteChange ? [siteChangePut(db, change.siteChange, [id])] : []),
  ];
  const inline =
    change.items.length + marks.length + 1 + puts.length + deletes.length <= TRANSACT_LIMIT;
  const linkItems: TransactItem[] = inline
    ? [...deletes.map((Key) => del(db, Key)), ...puts.map((Item) => put(db, Item))]
    : [];
  // Present in either form: a check that no earlier change's links are unfinished, or this change's own record.
  const pending: TransactItem = inline
    ? {
        ConditionCheck: {
          TableName: db.table,
          Key: pendingLinksKey(id),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }
    : {
        Put: {
          TableName: db.table,
          Item: { ...pendingLinksKey(id), id, before: links.before },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
  const items = [...change.items, pending, ...marks, ...linkItems];
  for (let attempt = 1; ; attempt++) {
    try {
      await transact(db, items);
      break;
    } catch (error) {
      const failed = failedConditions(error);
      const onlyPending = failed?.length === 1 && failed[0] === change.items.length;
      if (!onlyPending || attempt >= LINK_ATTEMPTS) throw error;
      await finishTagLinks(db, id);
    } finally {
      forgetAnchors(db);
    }
  }
  if (!inline) await finishTagLinks(db, id);
  if (change.indexVersion !== null) await indexStored(db, id, { marked: true });
}

const LEASE_PARTITION = 'SEARCH#LEASE';
const leaseKey = (id: number) => ({ pk: LEASE_PARTITION, sk: `ARTICLE#${padId(id)}` });
/** Longer than any one indexing of an article; a lease its holder never released (a killed process) ends then. */
const INDEX_LEASE_MS = 30_000;
/** How long a change waits for another indexer of its article to cover it before leaving it to the repair. */
const INDEX_WAIT_MS = 10_000;

/** Takes the article's indexing lease (PutItem SEARCH#LEASE / ARTICLE#id, conditional): one indexer at a time. */
function takeLease(db: Db, id: number, owner: string): Promise<boolean> {
  const now = Date.now();
  return conditionHeld(
    db.dynamo.PutItem({
      TableName: db.table,
      Item: {
        ...leaseKey(id),
        owner,
        until: now + INDEX_LEASE_MS,
        [TTL_ATTRIBUTE]: ttlSeconds(now + INDEX_LEASE_MS),
      },
      ConditionExpression: 'attribute_not_exists(pk) OR #until < :now',
      ExpressionAttributeNames: { '#until': 'until' },
      ExpressionAttributeValues: { ':now': now },
    }),
  );
}

const releaseLease = (db: Db, id: number, owner: string) =>
  conditionHeld(
    db.dynamo.DeleteItem({
      TableName: db.table,
      Key: leaseKey(id),
      ConditionExpression: '#owner = :owner',
      ExpressionAttributeNames: { '#owner': 'owner' },
      ExpressionAttributeValues: { ':owner': owner },
    }),
  );

/**
 * Brings an article's search entries up to the article as stored, while it is marked pending (SEARCH#PENDING):
 * under its lease, it reads the article (consistent), indexes it (a deleted one with no text) and clears the mark
 * if no later change marked it again meanwhile, else goes round once more. So two changes of one article that
 * commit close together are indexed in the order they committed, whatever order their writers get here in. A
 * change that finds another indexer at work waits for its mark to be cleared (INDEX_WAIT_MS at most; the repair
 * finishes what is left).
 */
export async function indexStored(
  db: Db,
  id: number,
  { marked = false }: { marked?: boolean } = {},
): Promise<void> {
  const owner = randomUUID();
  const deadline = Date.now() + INDEX_WAIT_MS;
  // marked: the caller has just committed the mark, so the first look is spared.
  for (let pending = marked; pending || (await isIndexPending(db, id)); pending = false) {
    if (await takeLease(db, id, owner)) {
      try {
        for (;;) {
          const { Item } = await db.dynamo.GetItem({
            TableName: db.table,
            Key: articleKey(id),
            ConsistentRead: true,
          });
          await indexArticle(
            db,
            Item ? searchTextOf(toArticle(Item)) : { id, title: '', summary: '', content: '' },
          );
          if (!Item) await db.dynamo.DeleteItem({ TableName: db.table, Key: searchDocKey(id) });
          if (
            await clearIndexPendingUpTo(
              db,
              id,
              Item ? Number(Item.version) : Number.MAX_SAFE_INTEGER,
            )
          )
            return;
        }
      } finally {
        await releaseLease(db, id, owner);
      }
    }
    if (Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Finishes the tag links of a change that was too big for its transaction (GetItem LINKS#PENDING / ARTICLE#id,
 * GetItem ARTICLE#id, BatchWrite the links): from the links it had to those the stored article has. Idempotent.
 */
export async function finishTagLinks(db: Db, id: number): Promise<void> {
  const { Item: record } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: pendingLinksKey(id),
    ConsistentRead: true,
  });
  if (!record) return;
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: articleKey(id),
    ConsistentRead: true,
  });
  const after = Item ? linksOf(toArticle(Item), tagIdsOf(Item)) : null;
  await rewriteTagLinks(db, (record.before as Linked | null | undefined) ?? null, after);
  await conditionHeld(db.dynamo.DeleteItem({ TableName: db.table, Key: pendingLinksKey(id) }));
}

/** The keys of every item in a partition (Query, consistent, every page). */
async function partitionKeys(db: Db, pk: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const pages = queryPages(db, {
    TableName: db.table,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': pk },
    ConsistentRead: true,
  });
  for await (const page of pages) items.push(...(page.Items ?? []));
  return items;
}

export interface RepairOptions {
  /**
   * Nobody else writes the store (the local start: one process owns it): an indexing lease still held is a
   * killed process's, and is broken rather than waited out.
   */
  alone?: boolean;
}

/**
 * Finishes what stopped writers left (product.md §11.13): tag links past a transaction, then search entries
 * (each article re-indexed from what is stored, a deleted one indexed empty). Answers how many articles it
 * touched. Runs at each local start (alone) and before each import.
 */
export async function repairArticleWrites(db: Db, options: RepairOptions = {}): Promise<number> {
  if (options.alone)
    await batchWrite(
      db,
      (await partitionKeys(db, LEASE_PARTITION)).map((item) => ({
        DeleteRequest: { Key: { pk: String(item.pk), sk: String(item.sk) } },
      })),
    );
  const linkIds = (await partitionKeys(db, LINKS_PENDING)).map((item) => Number(item.id));
  for (const id of linkIds) await finishTagLinks(db, id);

  await adoptLegacyPending(db);
  const ids = await readIndexPending(db);
  await mapPool(ids, 4, (id) => indexStored(db, id));
  return new Set([...linkIds, ...ids]).size;
}
