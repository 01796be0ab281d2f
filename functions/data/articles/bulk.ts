// Bulk article writes (importer, seed): guards claimed with bounded concurrency, items and tag links by BatchWrite, one index pass.
import type { Article } from '../../domain/index.ts';
import { mapPool } from '../../lib/pool.ts';
import { batchWrite } from '../batch.ts';
import { TRANSACT_LIMIT, transact } from '../transact.ts';
import { nextId } from '../counters.ts';
import type { Db } from '../db.ts';
import { clearIndexPending, indexArticles, markIndexPending } from '../search/indexing.ts';
import { upgradeSearchIndex } from '../search/upgrade.ts';
import { recordSiteChange } from '../site-changes.ts';
import { isPublic } from '../../domain/article-status.ts';
import { forgetAnchors } from './anchors.ts';
import { repairArticleWrites, type RepairOptions } from './commit.ts';
import { claimArticle, releaseAll, type Claimed } from './claim.ts';
import { toItem, type NewArticle } from './item.ts';
import { linkItems } from './tags.ts';
import { linksOf, searchTextOf } from './visibility.ts';

/** Articles whose guards are claimed at once by createArticles: bounded so a batch never floods the store. */
const BULK_WIDTH = 8;
/** BatchWrite calls of createArticles in flight at once. */
const WRITE_WIDTH = 4;
/** Requests per BatchWriteItem call (the DynamoDB limit). */
const BATCH_LIMIT = 25;

type Put = { PutRequest: { Item: Record<string, unknown> } };

/** The article item and its tag links, as BatchWrite puts. */
function putsOf({ article, internals }: Claimed): Put[] {
  return [toItem(article, internals), ...linkItems(linksOf(article, internals.tagIds))].map(
    (Item) => ({ PutRequest: { Item } }),
  );
}

/**
 * Packs whole articles (item + links) into BatchWrite units of at most 25 requests, so a failed call
 * concerns only the articles in it; an article with more than 24 tag links is a unit of its own
 * (batchWrite splits it).
 */
function packUnits(claimed: Claimed[]): Claimed[][] {
  const units: Claimed[][] = [];
  let unit: Claimed[] = [];
  let size = 0;
  for (const c of claimed) {
    const n = 1 + 2 * c.internals.tagIds.length;
    if (size + n > BATCH_LIMIT && unit.length > 0) {
      units.push(unit);
      unit = [];
      size = 0;
    }
    unit.push(c);
    size += n;
  }
  if (unit.length > 0) units.push(unit);
  return units;
}

/**
 * Writes one unit: as one transaction (product.md §11.13: an article and its tag links, all or nothing), or, for
 * the seed (`alone`: nobody else writes, and a seed cut off starts again) and a unit past a transaction's size (an
 * article with more than 33 tags), with BatchWrite. A failed transaction wrote nothing, so its guards are released.
 * A failed BatchWrite deletes each article's item and links again (best effort) and only then releases its guards:
 * a guard is never freed while its article may exist, so a later import cannot create a duplicate. If the clean-up
 * fails too, the guards stay and behave as after a crash (taken over after the grace period only once the
 * article is missing).
 */
async function writeUnit(db: Db, unit: Claimed[], alone: boolean): Promise<Error | null> {
  const puts = unit.flatMap(putsOf);
  const release = () => Promise.all(unit.map((c) => releaseAll(db, c.article.id, c.guards)));
  if (!alone && puts.length <= TRANSACT_LIMIT) {
    try {
      await transact(
        db,
        puts.map(({ PutRequest: { Item } }) => ({ Put: { TableName: db.table, Item } })),
      );
      return null;
    } catch (e) {
      await release().catch((cleanup: unknown) =>
        console.error('createArticles: could not release the guards of a failed write:', cleanup),
      );
      return e instanceof Error ? e : new Error(String(e));
    }
  }
  try {
    await batchWrite(db, puts);
    return null;
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    try {
      await batchWrite(
        db,
        puts.map(({ PutRequest: { Item } }) => ({
          DeleteRequest: { Key: { pk: String(Item.pk), sk: String(Item.sk) } },
        })),
      );
      await release();
    } catch (cleanup) {
      console.error(
        'createArticles: could not undo a failed write; its guards stay held:',
        cleanup,
      );
    }
    return error;
  }
}

export interface CreateArticlesOptions {
  /**
   * 'deferred': leave search indexing to the caller (indexDeferred), so an importer can index a whole
   * run in one pass. The new ids are recorded as pending before anything is written, so if the caller
   * stops first, indexPending indexes them later. 'alone': index now, for a store nobody else writes
   * meanwhile (the seed), with batched posting writes instead of one update per key. Default 'now'.
   */
  index?: 'now' | 'deferred' | 'alone';
}

/**
 * Bulk create (seed, importer): ids reserved in one ADD on COUNTER#article (input order); the UNIQUE#
 * guards of every article claimed first (conditional PutItems, a few articles at a time: these keep
 * slug, source URL and guid unique); then the ARTICLE#id items and their TAG# links written together by
 * BatchWrite, 25 requests per call; then the whole batch indexed in one pass. Answers each article or
 * its error, in order.
 */
export async function createArticles(
  db: Db,
  inputs: NewArticle[],
  options: CreateArticlesOptions = {},
): Promise<(Article | Error)[]> {
  if (inputs.length === 0) return [];
  const first = await nextId(db, 'article', inputs.length);
  const claims = await mapPool(inputs, BULK_WIDTH, (input, n) =>
    claimArticle(db, input, first + n).catch((e: unknown) =>
      e instanceof Error ? e : new Error(String(e)),
    ),
  );
  const claimed = claims.filter((c): c is Claimed => !(c instanceof Error));
  // Batches are not one transaction: the site change is recorded before anything is written, so a process
  // stopped part-way still has the next build cover what it wrote (site-changes.ts).
  const listed = claimed.filter((c) => isPublic(c.article)).map((c) => c.article.id);
  if (listed.length > 0 && options.index !== 'alone')
    await recordSiteChange(db, `import added ${listed.length}`, listed);
  if (options.index === 'deferred')
    await markIndexPending(
      db,
      claimed.map((c) => c.article.id),
    );

  const failed = new Map<number, Error>();
  await mapPool(packUnits(claimed), WRITE_WIDTH, async (unit) => {
    const error = await writeUnit(db, unit, options.index === 'alone');
    if (error) for (const c of unit) failed.set(c.article.id, error);
  });
  forgetAnchors(db);

  const results = claims.map((c) =>
    c instanceof Error ? c : (failed.get(c.article.id) ?? c.article),
  );
  if (options.index !== 'deferred')
    await indexArticles(
      db,
      results.filter((r): r is Article => !(r instanceof Error)).map(searchTextOf),
      // Ids are handed out in order, so no article above the ones before this batch is indexed yet.
      { alone: options.index === 'alone', indexedThrough: first - 1 },
    );
  return results;
}

/** Indexes articles created with index 'deferred' (one pass), then forgets them in SEARCH#PENDING. */
export async function indexDeferred(db: Db, articles: Article[]): Promise<void> {
  await indexArticles(db, articles.map(searchTextOf));
  await clearIndexPending(
    db,
    articles.map((a) => a.id),
  );
}

/**
 * Finishes what writers that stopped part-way left (commit.ts repairArticleWrites: tag links past a transaction,
 * then search entries, including deferred import articles never indexed); answers how many articles it touched.
 * Re-indexing an article already indexed changes nothing, so running this beside an import is safe.
 * First it brings an index written by older code up to date (upgradeSearchIndex: one GetItem when
 * current), since every import starts here; those articles are not counted, as none is new.
 */
export async function indexPending(db: Db, options: RepairOptions = {}): Promise<number> {
  await upgradeSearchIndex(db);
  return repairArticleWrites(db, options);
}
