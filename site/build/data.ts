// Build-time data for getStaticPaths and the prebuilt pages: read from the running store at DYNAMODB_ENDPOINT, never started here.
import { loadConfig } from '../../functions/config.ts';
import {
  createDb,
  listArticles,
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
  getArticlesWithTagIds,
  walkArticles,
  type ArticleWithTagIds,
} from '../../functions/data/articles/walk.ts';
import { partialScope } from './partial.ts';

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

/** An article page's data: the record and its disability tags (by id). */
export interface BuildArticle {
  article: Article;
  tags: ArticleTag[];
}

/** Records as the pages show them: validated, cleaned, with their tags resolved by id. */
async function withTags(rows: ArticleWithTagIds[]): Promise<BuildArticle[]> {
  const byId = new Map((await getTags()).map((t) => [t.id, t]));
  return rows.map(({ article, tagIds }) => ({
    article: clean(articleSchema.parse(article)),
    tags: tagIds
      .map((id) => byId.get(id))
      .filter((t) => t !== undefined)
      .sort((x, y) => x.id - y.id),
  }));
}

let articlePagesMemo: Promise<BuildArticle[]> | undefined;

/**
 * The articles whose pages this build renders, newest first: every article, or in a partial build
 * (site/build/partial.ts) only those it names that still exist.
 */
export function getArticlePages(): Promise<BuildArticle[]> {
  articlePagesMemo ??= (async () => {
    const db = getBuildDb();
    const scope = partialScope();
    return withTags(
      scope ? await getArticlesWithTagIds(db, scope.articleIds) : await walkArticles(db),
    );
  })();
  return articlePagesMemo;
}

/** The newest `n` articles with their tags (the RSS feed, home). */
export async function getLatestArticles(n: number): Promise<BuildArticle[]> {
  const db = getBuildDb();
  const ids = (await listArticles(db, { sort: 'newest', limit: n, offset: 0 })).map((a) => a.id);
  return withTags(await getArticlesWithTagIds(db, ids));
}

export async function getCategories(): Promise<Category[]> {
  return (await listCategories(getBuildDb())).map((c) => clean(categorySchema.parse(c)));
}

let tagsMemo: Promise<ArticleTag[]> | undefined;

/** Disability tags in their public shape {id, name, description}; read once per build (home, feed and article pages use them). */
export function getTags(): Promise<ArticleTag[]> {
  tagsMemo ??= listTags(getBuildDb()).then((tags) =>
    tags.map(({ id, name, description }) => clean({ id, name, description })),
  );
  return tagsMemo;
}

export async function getGlossary(): Promise<GlossaryTerm[]> {
  return (await listGlossaryTerms(getBuildDb())).map((g) => clean(glossaryTermSchema.parse(g)));
}

export async function getEvents(): Promise<Event[]> {
  return (await listEvents(getBuildDb())).map((e) => clean(eventSchema.parse(e)));
}
