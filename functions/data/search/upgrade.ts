// Search index format: SEARCH#META / VERSION records which format the postings are in; an older store is re-indexed once.
// Version 1 (no item) had token postings only; version 2 added the prefix keys (tokens.ts); version 3
// stores each posting bucket as bitsets (bits.ts) instead of number sets, which it reads as empty.
import { isPublic } from '../../domain/article-status.ts';
import { getArticles } from '../articles/articles.ts';
import type { Db } from '../db.ts';
import { BUCKET_SIZE } from './bits.ts';
import { highestArticleId, indexArticles } from './indexing.ts';

/** The format this code writes and reads. */
export const SEARCH_INDEX_VERSION = 3;

/**
 * Article ids read and re-indexed per pass: one posting bucket, so each posting item is written once
 * per pass and once in the whole upgrade (passes of 1,000 wrote each about four times).
 */
const UPGRADE_BATCH = BUCKET_SIZE;

export interface UpgradeOptions {
  /** Article ids per pass (tests use small passes); default UPGRADE_BATCH. */
  batch?: number;
}

const metaKey = { pk: 'SEARCH#META', sk: 'VERSION' };

interface Meta {
  /** The format of the postings; 1 when the item is missing (a store from before the item existed). */
  version: number;
  /** Progress of an upgrade to `target` that stopped part way: ids up to `through` are re-indexed. */
  target?: number;
  through?: number;
}

/** The stored format and any upgrade progress (GetItem SEARCH#META / VERSION, consistent). */
export async function readSearchIndexMeta(db: Db): Promise<Meta> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: metaKey,
    ConsistentRead: true,
  });
  if (!Item) return { version: 1 };
  return {
    version: Number(Item.version ?? 1),
    ...(Item.target !== undefined ? { target: Number(Item.target) } : {}),
    ...(Item.through !== undefined ? { through: Number(Item.through) } : {}),
  };
}

/**
 * Records that the postings are in the current format (PutItem SEARCH#META / VERSION). The seed calls
 * it after indexing a fresh store (its articles were indexed by this code), so that store is never
 * re-indexed.
 */
export async function recordSearchIndexVersion(db: Db): Promise<void> {
  await db.dynamo.PutItem({
    TableName: db.table,
    Item: { ...metaKey, version: SEARCH_INDEX_VERSION },
  });
}

/** Remembers how far an upgrade got, so one cut off (a Lambda timeout) resumes there. */
async function recordProgress(db: Db, through: number): Promise<void> {
  await db.dynamo.UpdateItem({
    TableName: db.table,
    Key: metaKey,
    UpdateExpression: 'SET target = :v, through = :t',
    ExpressionAttributeValues: { ':v': SEARCH_INDEX_VERSION, ':t': through },
  });
}

/**
 * Re-indexes ids 1 to the article counter (read when the upgrade starts) in passes of UPGRADE_BATCH:
 * BatchGet the articles, then the bulk index path, which only adds ids, so a pass repeated after a stop
 * changes nothing. Articles created meanwhile are indexed in the new format by this code already.
 * Answers how many articles were re-indexed.
 */
async function reindexAll(db: Db, meta: Meta, batch: number): Promise<number> {
  const last = await highestArticleId(db);
  let done = 0;
  const resumeAfter = meta.target === SEARCH_INDEX_VERSION ? (meta.through ?? 0) : 0;
  // Passes end on multiples of `batch`, so with the default each covers one bucket, after a resume too.
  for (let from = resumeAfter + 1; from <= last;) {
    const to = Math.min(last, (Math.floor(from / batch) + 1) * batch - 1);
    const ids = Array.from({ length: to - from + 1 }, (_, n) => from + n);
    const articles = await getArticles(db, ids);
    // Only public articles have postings (articles/visibility.ts).
    await indexArticles(db, articles.filter(isPublic));
    await recordProgress(db, to);
    done += articles.length;
    from = to + 1;
  }
  return done;
}

/** The upgrade running in this process, per store, so a server start and an import share one (options of the first). */
const running = new WeakMap<Db, Promise<number>>();

/**
 * Brings a store indexed by older code up to SEARCH_INDEX_VERSION: re-indexes every article (see
 * reindexAll), then records the version. One GetItem (SEARCH#META / VERSION) when the store is current
 * already. Runs before each import (indexPending) and at local start. Until it finishes, a search misses
 * the articles not re-indexed yet (number-set postings read as empty). An article edited during its pass
 * may keep a stale key (the pass adds what it read), as with indexPending beside an edit.
 */
export function upgradeSearchIndex(db: Db, options: UpgradeOptions = {}): Promise<number> {
  let upgrade = running.get(db);
  if (!upgrade) {
    upgrade = (async () => {
      const meta = await readSearchIndexMeta(db);
      if (meta.version >= SEARCH_INDEX_VERSION) return 0;
      const done = await reindexAll(db, meta, Math.max(1, options.batch ?? UPGRADE_BATCH));
      await recordSearchIndexVersion(db);
      return done;
    })().finally(() => running.delete(db));
    running.set(db, upgrade);
  }
  return upgrade;
}
