// What the importer needs from storage, bound to the data layer (functions/data); tests may pass a fake.
import type { NewArticle } from '../data/article-item.ts';
import type { Db } from '../data/db.ts';
import { ConflictError } from '../data/errors.ts';
import {
  createArticles,
  createRssSource,
  findArticleIdsBySource,
  getCategory,
  listRssSources,
  listTags,
  saveFetchState,
} from '../data/index.ts';
import type {
  Article,
  DisabilityTag,
  FetchState,
  RssSource,
  RssSourceInput,
} from '../domain/index.ts';

export interface FeedStore {
  listSources(): Promise<RssSource[]>;
  /** NotFoundError for an unknown category; ConflictError('url') for a feed URL already listed. */
  addSource(input: RssSourceInput): Promise<RssSource>;
  saveFetchState(id: number, state: Partial<FetchState>): Promise<void>;
  listTags(): Promise<DisabilityTag[]>;
  /** Id of the stored article with the same canonical URL or guid, per item, else null. */
  findExisting(items: { sourceUrl: string; guid?: string | null }[]): Promise<(number | null)[]>;
  /** Creates articles (and indexes them for search); each result is the article or its error (ConflictError on a guard). */
  createArticles(items: NewArticle[]): Promise<(Article | Error)[]>;
}

export function dataStore(db: Db): FeedStore {
  return {
    listSources: () => listRssSources(db),
    async addSource(input) {
      await getCategory(db, input.categoryId);
      // A feed listed twice would be fetched twice per import; the list is small and read whole anyway.
      if ((await listRssSources(db)).some((s) => s.url === input.url))
        throw new ConflictError('url', 'This feed URL is already listed');
      return createRssSource(db, input);
    },
    async saveFetchState(id, state) {
      await saveFetchState(db, id, state);
    },
    listTags: () => listTags(db),
    findExisting: (items) => findArticleIdsBySource(db, items),
    createArticles: (items) => createArticles(db, items),
  };
}
