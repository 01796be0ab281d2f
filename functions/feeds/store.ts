// What the importer needs from storage, bound to the data layer (functions/data); tests may pass a fake.
import type { NewArticle } from '../data/index.ts';
import type { Db } from '../data/db.ts';
import { ConflictError, NotFoundError } from '../data/errors.ts';
import {
  createArticles,
  createRssSource,
  findArticleIdsBySource,
  getCategory,
  indexDeferred,
  indexPending,
  listRssSources,
  listTags,
  saveFetchState,
  upgradeSourceGuards,
} from '../data/index.ts';
import {
  feedTakenMessage,
  sourceHoldingFeed,
  type Article,
  type DisabilityTag,
  type FetchState,
  type RssSource,
  type RssSourceInput,
} from '../domain/index.ts';

export interface FeedStore {
  listSources(): Promise<RssSource[]>;
  /** NotFoundError for an unknown category; ConflictError('url') for a feed URL already listed. */
  addSource(input: RssSourceInput): Promise<RssSource>;
  saveFetchState(id: number, state: Partial<FetchState>): Promise<void>;
  listTags(): Promise<DisabilityTag[]>;
  categoryExists(id: number): Promise<boolean>;
  /**
   * Id of the stored article with the same link (by urlKey) or guid key, per item, else null; `legacyGuid` is the
   * guid key older code wrote for the item (ingest/guid-key.ts), looked up too.
   */
  findExisting(
    items: { sourceUrl: string; guid?: string | null; legacyGuid?: string | null }[],
  ): Promise<(number | null)[]>;
  /**
   * Creates articles; each result is the article or its error (ConflictError on a guard). Their search
   * indexing may be deferred to flushIndex, so that a whole import is indexed in one pass.
   */
  createArticles(items: NewArticle[]): Promise<(Article | Error)[]>;
  /** Indexes for search the articles created since the last flush; called at the end of every import. */
  flushIndex?(): Promise<void>;
  /** Indexes articles an earlier import stored but never indexed (it stopped first); called before each import. */
  indexPending?(): Promise<number>;
  /**
   * Brings the source guards of a store written by older code to the current form (upgradeSourceGuards), so the
   * items it holds keep being refused; called before each import, and a failure stops the import.
   */
  upgradeGuards?(): Promise<number>;
}

/** Deferred articles indexed early once this many wait, so a long import keeps its backlog bounded. */
const INDEX_BACKLOG = 2000;

export function dataStore(db: Db): FeedStore {
  // Articles created but not yet indexed: one search-index pass per import (one UpdateItem per token
  // bucket for the whole run) instead of one per source. Postings only ever ADD here, so passes commute.
  // The store records them as pending too, so a process that dies first leaves them to indexPending.
  let unindexed: Article[] = [];
  const flushIndex = async () => {
    const batch = unindexed;
    unindexed = [];
    if (batch.length > 0) await indexDeferred(db, batch);
  };
  return {
    listSources: () => listRssSources(db),
    async addSource(input) {
      await getCategory(db, input.categoryId);
      // A feed listed twice would be fetched twice per import; the list is small and read whole anyway.
      // Compared by urlKey, as the OPML preview compares; the refusal names the source that holds it.
      const holder = sourceHoldingFeed(input.url, await listRssSources(db));
      if (holder) throw new ConflictError('url', feedTakenMessage(holder));
      return createRssSource(db, input);
    },
    async saveFetchState(id, state) {
      await saveFetchState(db, id, state);
    },
    listTags: () => listTags(db),
    async categoryExists(id) {
      try {
        await getCategory(db, id);
        return true;
      } catch (e) {
        if (e instanceof NotFoundError) return false;
        throw e;
      }
    },
    findExisting: (items) => findArticleIdsBySource(db, items),
    async createArticles(items) {
      const results = await createArticles(db, items, { index: 'deferred' });
      for (const r of results) if (!(r instanceof Error)) unindexed.push(r);
      if (unindexed.length >= INDEX_BACKLOG) await flushIndex();
      return results;
    },
    flushIndex,
    indexPending: () => indexPending(db),
    upgradeGuards: () => upgradeSourceGuards(db),
  };
}
