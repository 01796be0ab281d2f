// Build-time data for getStaticPaths and the prebuilt pages: read from the running store at DYNAMODB_ENDPOINT, never started here.
import { loadConfig } from '../../functions/config.ts';
import {
  createDb,
  listArticles,
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

/**
 * The record with the domain's text rule applied by stripping. Records stored before the rule (issue 12 §2),
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

/** Page size when walking every article: each page re-reads the keys before its offset, so keep pages large. */
const WALK_PAGE = 1000;

let handle: Db | undefined;

/**
 * The build's store: the one at DYNAMODB_ENDPOINT. Whoever runs the build starts it (`npm run build`
 * and `npm start` do, through scripts/local/store.ts); a build with nothing to read fails at once.
 */
export function getBuildDb(): Db {
  if (handle) return handle;
  const config = loadConfig();
  if (!config.DYNAMODB_ENDPOINT)
    throw new Error(
      'site/build: DYNAMODB_ENDPOINT is not set, so the pages have no store to read. ' +
        'Build with `npm run build` (it starts the local store and seeds it when empty) or `npm start`, ' +
        'or set DYNAMODB_ENDPOINT to a running store.',
    );
  handle = createDb({
    table: config.TABLE_NAME,
    region: config.AWS_REGION,
    endpoint: config.DYNAMODB_ENDPOINT,
  });
  return handle;
}

let articlesMemo: Promise<Article[]> | undefined;

/** Every article, newest first, validated against the domain schema (for getStaticPaths, the feed, the sitemap). */
export function getAllArticles(): Promise<Article[]> {
  articlesMemo ??= (async () => {
    const db = getBuildDb();
    const all: Article[] = [];
    for (let offset = 0; ; offset += WALK_PAGE) {
      const page = await listArticles(db, { sort: 'newest', limit: WALK_PAGE, offset });
      all.push(...page.map((a) => clean(articleSchema.parse(a))));
      if (page.length < WALK_PAGE) return all;
    }
  })();
  return articlesMemo;
}

/** The newest `n` articles (the RSS feed, home). */
export async function getLatestArticles(n: number): Promise<Article[]> {
  const db = getBuildDb();
  return (await listArticles(db, { sort: 'newest', limit: n, offset: 0 })).map((a) =>
    clean(articleSchema.parse(a)),
  );
}

export async function getCategories(): Promise<Category[]> {
  return (await listCategories(getBuildDb())).map((c) => clean(categorySchema.parse(c)));
}

/** Disability tags in their public shape {id, name, description}. */
export async function getTags(): Promise<ArticleTag[]> {
  return (await listTags(getBuildDb())).map(({ id, name, description }) =>
    clean({ id, name, description }),
  );
}

let tagsByArticleMemo: Promise<Map<number, ArticleTag[]>> | undefined;

/** Every article's tags, read tag by tag (a handful of queries instead of one per article). */
export function getTagsByArticle(): Promise<Map<number, ArticleTag[]>> {
  tagsByArticleMemo ??= (async () => {
    const db = getBuildDb();
    const map = new Map<number, ArticleTag[]>();
    for (const tag of await getTags()) {
      for (let offset = 0; ; offset += WALK_PAGE) {
        const page = await listArticlesByTag(db, tag.id, { limit: WALK_PAGE, offset });
        for (const a of page) map.set(a.id, [...(map.get(a.id) ?? []), tag]);
        if (page.length < WALK_PAGE) break;
      }
    }
    for (const list of map.values()) list.sort((x, y) => x.id - y.id);
    return map;
  })();
  return tagsByArticleMemo;
}

export async function getGlossary(): Promise<GlossaryTerm[]> {
  return (await listGlossaryTerms(getBuildDb())).map((g) => clean(glossaryTermSchema.parse(g)));
}

export async function getEvents(): Promise<Event[]> {
  return (await listEvents(getBuildDb())).map((e) => clean(eventSchema.parse(e)));
}
