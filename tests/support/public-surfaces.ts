// Every public surface an article can reach (product.md §10.12, §10.16): the API by id, its tags, the view beacon, the
// lists, search, the built page, home, the sitemap, the feeds and the digest. Asked two ways: of a store, in process
// (nonPublicShown: which articles readers may not see any surface shows, for the data layer's and crash tests), and
// of the running product and its store (surfacesShowing: where one article shows, for the browser tests).
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Hono } from 'hono';
import { inject } from 'vitest';
import { createApp } from '../../functions/api/app.ts';
import type { AppDeps } from '../../functions/api/deps.ts';
import { loadConfig } from '../../functions/config.ts';
import { tagIdsOf, toArticle } from '../../functions/data/articles/item.ts';
import { createDb, listCategories, listTags, type Db } from '../../functions/data/index.ts';
import { isPublic } from '../../functions/domain/article-status.ts';
import type { Article } from '../../functions/domain/index.ts';
import { articleSortSchema } from '../../functions/domain/article-query.ts';
import { chooseArticleIds, digestCandidates } from '../../functions/newsletter/digest.ts';
import {
  feedPath,
  topicsOf,
  TOPIC_FEED_SIZE,
  type FeedTopic,
} from '../../functions/domain/topic-feeds.ts';
import { buildReads } from '../../site/build/data.ts';

/** An absolute URL on the running product (tests/e2e/global-setup.ts provides its origin). */
const url = (path: string) => new URL(path, inject('baseUrl')).href;

/** The e2e product's store (global-setup's), for what only the store answers: the digest. */
export function e2eStore(): Db {
  const config = loadConfig();
  return createDb({
    table: config.TABLE_NAME,
    region: config.AWS_REGION,
    endpoint: inject('dynamoEndpoint'),
  });
}

export interface Reachable {
  id: number;
  title: string;
  categoryId: number;
  tagId: number;
  /** A word only this article's text holds. */
  word: string;
  /** Its publishedAt: the digest is asked for the minutes around it (a digest holds only so many). */
  publishedAt: string;
}

const text = async (path: string) => (await fetch(url(path))).text();
const status = async (path: string, init?: RequestInit) => (await fetch(url(path), init)).status;
/** The view beacon as a page sends it (the API refuses a cross-site POST). */
const beacon = (id: number) =>
  status(`/api/articles/${id}/view`, {
    method: 'POST',
    headers: { Origin: new URL(url('/')).origin },
  });
/** Whether a list holds the article, paging through it by 100 (up to 1,000 articles). */
async function listed(path: string, id: number): Promise<boolean> {
  for (let offset = 0; offset < 1000; offset += 100) {
    const page = (await (await fetch(url(`${path}&offset=${offset}`))).json()) as { id: number }[];
    if (page.some((a) => a.id === id)) return true;
    if (page.length < 100) return false;
  }
  return false;
}

/** Whether the article's category's and tag's feeds (product.md §10.18) list it: their JSON Feeds, by the item's URL. */
async function inTopicFeeds(a: Reachable): Promise<{ category: boolean; tag: boolean }> {
  const names = async (path: string) =>
    (await (await fetch(url(path))).json()) as { id: number; name: string }[];
  const category = topicsOf('category', await names('/api/categories')).find(
    (t) => t.id === a.categoryId,
  );
  const tag = topicsOf('tag', await names('/api/disability-tags')).find((t) => t.id === a.tagId);
  const lists = async (topic: typeof category | typeof tag) =>
    !!topic && (await text(feedPath(topic, 'json'))).includes(`/article/${a.id}"`);
  return { category: await lists(category), tag: await lists(tag) };
}

/** Whether each public surface shows the article (true) or not (false), by surface. */
export async function surfacesShowing(db: Db, a: Reachable): Promise<Record<string, boolean>> {
  const at = new Date(a.publishedAt).getTime();
  const digest = await chooseArticleIds(
    db,
    new Date(at - 60_000).toISOString(),
    new Date(at + 60_000).toISOString(),
  );
  const topicFeeds = await inTopicFeeds(a);
  return {
    'GET /api/articles/:id': (await status(`/api/articles/${a.id}`)) === 200,
    'GET /api/articles/:id/tags': (await status(`/api/articles/${a.id}/tags`)) === 200,
    'the view beacon': (await beacon(a.id)) === 204,
    'the latest list': await listed('/api/articles?limit=100', a.id),
    'the popular list': await listed('/api/articles?limit=100&sort=popular', a.id),
    'the category list': await listed(`/api/categories/${a.categoryId}/articles?limit=100`, a.id),
    'the tag list': await listed(`/api/disability-tags/${a.tagId}/articles?limit=100`, a.id),
    search: await listed(`/api/articles/search?q=${a.word}`, a.id),
    'the built page': (await status(`/article/${a.id}`)) === 200,
    home: (await text('/')).includes(a.title),
    sitemap: (await text('/sitemap-0.xml')).includes(`/article/${a.id}</loc>`),
    '/rss.xml': (await text('/rss.xml')).includes(`/article/${a.id}<`),
    '/feeds/all.atom': (await text('/feeds/all.atom')).includes(`/article/${a.id}"`),
    "the category's feed": topicFeeds.category,
    "the tag's feed": topicFeeds.tag,
    'the digest': digest.includes(a.id),
    "the digest's mail": (await digestCandidates(db, [a.id], url('/'))).length === 1,
  };
}

/** Every surface answering `shown`, so a failure names the surfaces that differ. */
export const everywhere = (shown: boolean, surfaces: Record<string, boolean>) =>
  Object.fromEntries(Object.keys(surfaces).map((s) => [s, shown]));

/** What nonPublicShown found: by surface, the ids of articles readers may not see that it shows; none, no key. */
export type Exposures = Record<string, number[]>;

/** Every article in the store (a consistent Scan: a test's store is small), as the domain reads it, with its tag ids. */
export async function storedArticles(db: Db): Promise<(Article & { tagIds: number[] })[]> {
  const articles: (Article & { tagIds: number[] })[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.dynamo.Scan({
      TableName: db.table,
      FilterExpression: 'sk = :a',
      ExpressionAttributeValues: { ':a': 'ARTICLE' },
      ExclusiveStartKey: start,
      ConsistentRead: true,
    });
    for (const item of out.Items ?? [])
      articles.push({ ...toArticle(item), tagIds: tagIdsOf(item) });
    start = out.LastEvaluatedKey;
  } while (start);
  return articles;
}

/**
 * The API over `db` as the Lambda serves it (functions/api/app.ts), with no session: only its public reads are
 * asked, which need the store alone, so nothing else is given.
 */
const publicApi = (db: Db): Hono =>
  createApp({
    db,
    auth: { passwordHash: 'no sign-in here', sessionSecret: 'public-surfaces-unused-secret-000' },
    trustProxy: false,
  } as AppDeps);

const LOCAL = 'http://localhost';
const json = async <T>(app: Hono, path: string): Promise<T> => {
  const res = await app.request(`${LOCAL}${path}`);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

/** Every id a list shows, paging through it by 100 as far as the API's offset cap (product.md §9). */
async function listedIds(app: Hono, path: string): Promise<number[]> {
  const ids: number[] = [];
  const joiner = path.includes('?') ? '&' : '?';
  for (let offset = 0; offset <= 10_000; offset += 100) {
    const page = await json<{ id: number }[]>(app, `${path}${joiner}limit=100&offset=${offset}`);
    ids.push(...page.map((a) => a.id));
    if (page.length < 100) break;
  }
  return ids;
}

/** The files of a built site folder, by path relative to it. */
async function siteFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(html|xml|json|atom|txt)$/.test(e.name))
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

/**
 * Which articles that readers may not see (domain isPublic: a draft, a scheduled or a taken-down one; or an id
 * with no article, deleted) any public surface shows, by surface; `{}` when none does. Asked of `db` in process: the public API (each article by id, its
 * tags and view beacon; every list in every sort: the home feed, each category, each tag, each tag within each
 * category; search by each article's title), the site build's reads (the article pages of a full build and of a
 * partial one naming these ids, the home's and the 404 page's newest, every topic feed) and the digest composer.
 * With `siteDir`, a built site folder too: a page at /article/<id>, or any page, feed or sitemap linking to one.
 */
export async function nonPublicShown(
  db: Db,
  options: { siteDir?: string } = {},
): Promise<Exposures> {
  const stored = await storedArticles(db);
  const hidden = stored.filter((a) => !isPublic(a));
  const ids = new Set(hidden.map((a) => a.id));
  const readable = new Set(stored.filter((a) => isPublic(a)).map((a) => a.id));
  const found: Exposures = {};
  /** Records the ids a surface shows that are not a public article: hidden ones, and ones with no article. */
  const note = (surface: string, shown: Iterable<number>) => {
    const exposed = [...new Set([...shown].filter((id) => !readable.has(id)))].sort(
      (a, b) => a - b,
    );
    if (exposed.length > 0) found[surface] = exposed;
  };
  const app = publicApi(db);
  const answering = async (path: (id: number) => string, init: RequestInit, ok: number) => {
    const shown: number[] = [];
    for (const id of ids)
      if ((await app.request(`${LOCAL}${path(id)}`, init)).status === ok) shown.push(id);
    return shown;
  };
  note('GET /api/articles/:id', await answering((id) => `/api/articles/${id}`, {}, 200));
  note('GET /api/articles/:id/tags', await answering((id) => `/api/articles/${id}/tags`, {}, 200));
  const beacon = { method: 'POST', headers: { origin: LOCAL } };
  note('the view beacon', await answering((id) => `/api/articles/${id}/view`, beacon, 204));

  const [categories, tags] = await Promise.all([listCategories(db), listTags(db)]);
  for (const sort of articleSortSchema.options) {
    note(`the home feed (${sort})`, await listedIds(app, `/api/articles?sort=${sort}`));
    for (const c of categories)
      note(
        `category ${c.id}'s list (${sort})`,
        await listedIds(app, `/api/categories/${c.id}/articles?sort=${sort}`),
      );
    for (const t of tags) {
      const path = `/api/disability-tags/${t.id}/articles?sort=${sort}`;
      note(`tag ${t.id}'s list (${sort})`, await listedIds(app, path));
      for (const c of categories)
        note(
          `tag ${t.id}'s list in category ${c.id} (${sort})`,
          await listedIds(app, `${path}&category=${c.id}`),
        );
    }
  }
  const searched: number[] = [];
  for (const a of hidden) {
    const q = encodeURIComponent(a.title);
    const hits = await json<{ id: number }[]>(app, `/api/articles/search?q=${q}&limit=100`);
    searched.push(...hits.map((h) => h.id));
  }
  note('search', searched);

  const build = buildReads(db);
  const fullBuild = await build.articlePages(null);
  const rendered = async (pages: typeof fullBuild) => {
    const shown: number[] = [];
    for (const id of pages.ids) if (await pages.page(id)) shown.push(id);
    return shown;
  };
  note("a full build's page ids (getStaticPaths, the sitemap)", fullBuild.ids);
  note("a full build's article pages", await rendered(fullBuild));
  const partial = await build.articlePages({
    kind: 'partial',
    articleIds: [...ids],
    sitemapPages: [],
  });
  note("a partial build's page ids", partial.ids);
  note("a partial build's article pages", await rendered(partial));
  note(
    "the built home's and 404 page's newest",
    (await build.latest(100)).map((r) => r.article.id),
  );
  const topics: FeedTopic[] = [
    { kind: 'site' },
    ...topicsOf('category', categories),
    ...topicsOf('tag', tags),
  ];
  for (const topic of topics)
    note(
      `the feed ${feedPath(topic, 'json')}`,
      (await build.topicArticles(topic, TOPIC_FEED_SIZE)).map((a) => a.id),
    );

  const chosen = await chooseArticleIds(db, '1970-01-01T00:00:00.000Z', '9999-12-31T00:00:00.000Z');
  note("the digest's articles", chosen);
  note(
    "the digest's mail",
    (await digestCandidates(db, [...ids], LOCAL)).map((c) => c.article.id),
  );

  if (options.siteDir) {
    const dir = options.siteDir;
    for (const file of await siteFiles(dir)) {
      const text = await readFile(join(dir, file), 'utf8');
      const page = /^article\/(\d+)\/index\.html$/.exec(file.split('\\').join('/'));
      note(`the built ${file}`, [
        ...(page ? [Number(page[1])] : []),
        ...[...text.matchAll(/\/article\/(\d+)(?!\d)/g)].map((m) => Number(m[1])),
      ]);
    }
  }
  return found;
}
