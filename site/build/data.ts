// Build-time data for getStaticPaths and the prebuilt pages: read from the running store at DYNAMODB_ENDPOINT, never started here.
import { loadConfig, type Config } from '../../functions/config.ts';
import {
  dbFromConfig,
  listArticles,
  listArticlesByCategory,
  listArticlesByTag,
  listCategories,
  listEvents,
  listGlossaryTerms,
  listTags,
  type Db,
} from '../../functions/data/index.ts';
import {
  articleSchema,
  categorySchema,
  stripDisallowed,
  eventSchema,
  glossaryTermSchema,
  type Article,
  type ArticleTag,
  type Category,
  type Event,
  type GlossaryTerm,
} from '../../functions/domain/index.ts';
import {
  articleIdsByDate,
  getArticlesWithTagIds,
  type ArticleWithTagIds,
} from '../../functions/data/articles/walk.ts';
import { publicIds } from '../../functions/data/articles/public.ts';
import type { FeedTopic } from '../../functions/domain/topic-feeds.ts';
import { once } from '../../functions/lib/once.ts';
import { partialScope, type PartialScope } from './partial.ts';
import { readAhead } from './read-ahead.ts';

/**
 * The record with the domain's text rule applied by stripping. Records stored before the rule (product.md §11.10),
 * or written past the API, may hold a NUL or a lone surrogate: one such title made /rss.xml invalid XML for
 * every subscriber and put NUL bytes into the prebuilt HTML. The build cannot refuse them, so it drops them.
 */
function clean<T>(value: T): T {
  if (typeof value === 'string') return stripDisallowed(value) as T;
  if (Array.isArray(value)) return value.map(clean) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)])) as T;
  return value;
}

/**
 * A build's store: in the cloud build job (SITE_BUILD_STORE=aws) the table in AWS, otherwise the running store
 * at DYNAMODB_ENDPOINT. Whoever runs a local build starts it (`npm run build` and `npm start` do, through
 * scripts/local/store.ts); a local build with nothing to read fails at once.
 */
export function buildDb(config: Config): Db {
  if (config.SITE_BUILD_STORE === 'local' && !config.DYNAMODB_ENDPOINT)
    throw new Error(
      'site/build: DYNAMODB_ENDPOINT is not set, so the pages have no store to read. ' +
        'Build with `npm run build` (it starts the local store and seeds it when empty) or `npm start`, ' +
        'or set DYNAMODB_ENDPOINT to a running store.',
    );
  return dbFromConfig(config);
}

let handle: Db | undefined;

/** The build's store, made once per process. */
export const getBuildDb = (): Db => (handle ??= buildDb(loadConfig()));

/** An article page's data: the record, its disability tags (by id) and the HTML kept when its Markdown was saved. */
export interface BuildArticle {
  article: Article;
  tags: ArticleTag[];
  /** null for plain text, or for Markdown saved before the HTML was kept (the page renders it: article-html.ts). */
  keptHtml: string | null;
}

/** A feed's article, with the HTML kept when its Markdown was saved (null: plain text, or an older save). */
export type TopicArticle = Article & { keptHtml: string | null };

/** Records as the pages show them: validated, cleaned, with their tags resolved by id. */
function withTags(rows: ArticleWithTagIds[], tags: ArticleTag[]): BuildArticle[] {
  const byId = new Map(tags.map((t) => [t.id, t]));
  return rows.map(({ article, tagIds, keptHtml }) => ({
    article: clean(articleSchema.parse(article)),
    keptHtml,
    tags: tagIds
      .map((id) => byId.get(id))
      .filter((t) => t !== undefined)
      .sort((x, y) => x.id - y.id),
  }));
}

/**
 * Article pages are read this many at a time, the next window while the current one renders. At 100,000
 * articles, reading them all before the first page (as getStaticPaths props) held the render back
 * for the whole read and kept every article in memory for the whole build (docs/scale-builds.md).
 */
const ARTICLE_WINDOW = 500;

export interface ArticlePages {
  /** The ids to render, newest first. */
  ids: number[];
  /** One page's data; undefined once its article is gone or is not public. */
  page(id: number): Promise<BuildArticle | undefined>;
}

/**
 * The ids of every article page of a full build, newest first: the date index's ids that pass the public gate.
 * They are checked before any page, since getStaticPaths' ids are the sitemap's too: an id the index lists for
 * an article that is not public would get no page (it answers 410) but still a sitemap entry. The check reads
 * two attributes of each article, 2,000 at a time, before the first page renders.
 */
export async function articlePageIds(db: Db): Promise<number[]> {
  return publicIds(db, await articleIdsByDate(db));
}

/**
 * What a build reads of one store for its article pages, home and feeds. Every article passes the public gate
 * (functions/data/articles/public.ts) on its way to a page, so an index entry that outlived its article's
 * visibility gives no page, no card and no feed item. The pages read the build's store through the functions
 * below; tests ask the same of any store.
 */
export function buildReads(db: Db, tags: () => Promise<ArticleTag[]> = () => publicTags(db)) {
  /** The pages of these ids that have a public article, by id. */
  const read = async (ids: number[]) =>
    new Map(
      withTags(await getArticlesWithTagIds(db, ids), await tags()).map((row) => [
        row.article.id,
        row,
      ]),
    );
  return {
    /** The article pages of a build in `scope` (site/build/partial.ts; null: a full build in one process). */
    async articlePages(scope: PartialScope | null): Promise<ArticlePages> {
      if (scope?.kind === 'partial') {
        // A partial build names a few ids, read now: one with no public article is a deletion or a
        // take-down, which must get no page and no sitemap entry.
        const byId = await read(scope.articleIds);
        return { ids: [...byId.keys()], page: (id) => Promise.resolve(byId.get(id)) };
      }
      // Every public article, or a shard's share of them (scripts/pipeline/build-shards.ts), read a window ahead of
      // the render; one that stops being public meanwhile gets no page when its window is read.
      const ids = scope ? scope.articleIds : await articlePageIds(db);
      const reader = readAhead(ids, read, ARTICLE_WINDOW);
      return { ids, page: (id) => reader.get(id) };
    },

    /** The newest `n` public articles with their tags (the home page's first page, the 404 page's latest). */
    async latest(n: number): Promise<BuildArticle[]> {
      const ids = (await listArticles(db, { sort: 'newest', limit: n, offset: 0 })).map(
        (a) => a.id,
      );
      return withTags(await getArticlesWithTagIds(db, ids), await tags());
    },

    /**
     * A feed's articles (product.md §10.18): the newest `n` public ones of the whole site, a category or a tag,
     * through the public lists (functions/data/articles/lists.ts), as the home feed reads them, each with the
     * HTML kept at its save (product.md §10.11), so a feed item renders no Markdown.
     */
    async topicArticles(topic: FeedTopic, n: number): Promise<TopicArticle[]> {
      const page = { sort: 'newest', limit: n, offset: 0 } as const;
      const listed =
        topic.kind === 'site'
          ? await listArticles(db, page)
          : topic.kind === 'category'
            ? await listArticlesByCategory(db, topic.id, page)
            : await listArticlesByTag(db, topic.id, page);
      const kept = new Map(
        (
          await getArticlesWithTagIds(
            db,
            listed.map((a) => a.id),
          )
        ).map((row) => [row.article.id, row.keptHtml]),
      );
      return listed.map((a) => ({
        ...clean(articleSchema.parse(a)),
        keptHtml: kept.get(a.id) ?? null,
      }));
    },
  };
}

/** Disability tags in their public shape {id, name, description}. */
export const publicTags = async (db: Db): Promise<ArticleTag[]> =>
  (await listTags(db)).map(({ id, name, description }) => clean({ id, name, description }));

/** Disability tags of the build's store, read once per build (home, feed and article pages use them). */
export const getTags = once(() => publicTags(getBuildDb()));

/** The build's store's reads, made once per process. */
const reads = once(() => Promise.resolve(buildReads(getBuildDb(), getTags)));

/** Read once per build. */
const articlePages = once(async () => (await reads()).articlePages(partialScope()));

/** The ids of the article pages this build renders, newest first: every article, a shard's share, or in a partial build those it names that exist. */
export async function getArticlePageIds(): Promise<number[]> {
  return (await articlePages()).ids;
}

/**
 * One article page's data. Read just ahead of the render in full builds, so an article deleted while
 * the build runs answers undefined (its page is then left out).
 */
export async function getArticlePage(id: number): Promise<BuildArticle | undefined> {
  return (await articlePages()).page(id);
}

/** The newest `n` articles with their tags (the home page's first page). */
export async function getLatestArticles(n: number): Promise<BuildArticle[]> {
  return (await reads()).latest(n);
}

/** A feed's articles (product.md §10.18): the newest `n` public ones of the whole site, a category or a tag. */
export async function getTopicArticles(topic: FeedTopic, n: number): Promise<TopicArticle[]> {
  return (await reads()).topicArticles(topic, n);
}

/** Categories, read once per build (every article page names its own). */
export const getCategories = once(async (): Promise<Category[]> =>
  (await listCategories(getBuildDb())).map((c) => clean(categorySchema.parse(c))),
);

export async function getGlossary(): Promise<GlossaryTerm[]> {
  return (await listGlossaryTerms(getBuildDb())).map((g) => clean(glossaryTermSchema.parse(g)));
}

export async function getEvents(): Promise<Event[]> {
  return (await listEvents(getBuildDb())).map((e) => clean(eventSchema.parse(e)));
}
