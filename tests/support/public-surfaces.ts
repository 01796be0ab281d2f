// Every public surface an article can reach (product.md §10.12), asked of the running product and its store: the API
// by id, its tags, the view beacon, the lists, search, the built page, home, the sitemap, the feeds and the digest.
import { inject } from 'vitest';
import { loadConfig } from '../../functions/config.ts';
import { createDb, type Db } from '../../functions/data/index.ts';
import { chooseArticleIds, digestCandidates } from '../../functions/newsletter/digest.ts';
import { feedPath, topicsOf } from '../../functions/domain/topic-feeds.ts';
import { url } from './browser.ts';

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
