// Article lists with limit + offset. Each reads index KEYS only, up to offset + limit of them (the
// indexes are KEYS_ONLY), then BatchGets the page. Cost grows with the offset: page n of 6 reads 6n
// small keys (about 100 bytes each) plus 6 items, fine for a feed paged by 6 and an admin list.
// The one exception is 'popular' under a category or tag, which reads the whole filter (see popularOrder).
// The whole feed by date starts deep pages from a noted anchor instead (anchors.ts).
// A public list keeps only the public articles of what an index names (public.ts publicPage, which also
// says how a page still fills when an index holds a stale entry); the editors' lists use loadAnyStatus.
import type { Article, ArticleSort } from '../../domain/index.ts';
import { batchGet } from '../batch.ts';
import type { Db } from '../db.ts';
import { GSI1_SK, INDEX } from '../table.ts';
import { anchorFor, keepAnchors, type DateOrder } from './anchors.ts';
import { articleKey, idOfDateKey, toArticle } from './item.ts';
import { publicItems, publicPage } from './public.ts';
import { tagListKey } from './tags.ts';

export interface Page {
  limit: number;
  offset: number;
}

/** A page in one of the feed's sort orders (product.md §10.2); newest when unset. */
export type SortedPage = Page & { sort?: ArticleSort };

export interface KeyQuery {
  index?: string;
  condition: string;
  values: Record<string, unknown>;
  forward: boolean;
  /** The one attribute the article id is read from: only it is returned, about a third of each key's bytes. */
  idAttribute: string;
}

/** The query's keys in its order, each with only its id attribute: up to `max` of them (Limit), or every one. */
async function readKeys(db: Db, q: KeyQuery, max = Infinity): Promise<Record<string, unknown>[]> {
  const keys: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.dynamo.Query({
      TableName: db.table,
      IndexName: q.index,
      KeyConditionExpression: q.condition,
      ExpressionAttributeValues: q.values,
      ScanIndexForward: q.forward,
      ProjectionExpression: '#id',
      ExpressionAttributeNames: { '#id': q.idAttribute },
      ...(Number.isFinite(max) ? { Limit: max - keys.length } : {}),
      ExclusiveStartKey: start,
    });
    for (const item of out.Items ?? []) keys.push(item);
    start = out.LastEvaluatedKey;
  } while (start && keys.length < max);
  return keys;
}

/** The query's keys in its order as article ids: up to `max` of them, or every one. */
export async function readIds(
  db: Db,
  q: KeyQuery,
  idOf: (item: Record<string, unknown>) => number,
  max = Infinity,
): Promise<number[]> {
  return (await readKeys(db, q, max)).map(idOf);
}

/** Reads keys up to offset + limit and answers the page's article ids. */
export async function pageIds(
  db: Db,
  q: KeyQuery,
  { limit, offset }: Page,
  idOf: (item: Record<string, unknown>) => number,
): Promise<number[]> {
  if (limit < 1) return [];
  return (await readIds(db, q, idOf, offset + limit)).slice(offset, offset + limit);
}

export const fromArticleKey = (item: Record<string, unknown>) =>
  Number(String(item.pk).slice('ARTICLE#'.length));

/** The articles of `ids` in their order, whatever their status: the editors' lists only (public ones use public.ts). */
export async function loadAnyStatus(db: Db, ids: number[]): Promise<Article[]> {
  const items = await batchGet(db, ids.map(articleKey));
  return items.filter((i) => i !== undefined).map(toArticle);
}

/**
 * A page of the whole feed by date, read from the nearest anchor before its offset (anchors.ts): the
 * key Query returns the sort keys, which give the ids and the next anchors.
 */
async function datePageIds(db: Db, order: DateOrder, { limit, offset }: Page): Promise<number[]> {
  if (limit < 1) return [];
  const start = anchorFor(db, order, offset);
  const forward = order === 'oldest';
  const q: KeyQuery = {
    index: INDEX.articlesByDate,
    condition:
      start.after === undefined
        ? 'gsi1pk = :p'
        : `gsi1pk = :p AND ${GSI1_SK} ${forward ? '>' : '<'} :after`,
    values: { ':p': 'ARTICLES', ...(start.after === undefined ? {} : { ':after': start.after }) },
    forward,
    idAttribute: GSI1_SK,
  };
  const sortKeys = (await readKeys(db, q, offset - start.position + limit)).map((k) =>
    String(k[GSI1_SK]),
  );
  keepAnchors(db, order, start, sortKeys);
  return sortKeys.slice(offset - start.position).map(idOfDateKey);
}

/** All articles: newest/oldest (INDEX.articlesByDate) or popular (INDEX.articlesByViews, most first). */
export async function listArticles(
  db: Db,
  { sort = 'newest', ...page }: Page & { sort?: ArticleSort },
): Promise<Article[]> {
  if (sort !== 'popular') return publicPage(db, (p) => datePageIds(db, sort, p), page);
  const q: KeyQuery = {
    index: INDEX.articlesByViews,
    condition: 'gsi4pk = :p',
    values: { ':p': 'ARTICLES' },
    forward: false,
    idAttribute: 'pk',
  };
  return publicPage(db, (p) => pageIds(db, q, p, fromArticleKey), page);
}

/**
 * The public ids of a filtered list by views, most first, ties newest first. No index orders a
 * category or a tag by views, so this reads every key of the filter (newest first), then every
 * article's `views` and visibility alone (BatchGet with a projection, 100 keys per call) and sorts in
 * memory; the order holds public articles only, so its pages count public articles exactly.
 * Cost is linear in the filter's size, whatever the offset: a category of n articles costs about
 * n x 100 bytes of keys (one Query per 1 MB) plus n/100 BatchGets of small items. Fine for the
 * hundreds of articles a category or tag holds; a popular index per filter would be the fix if
 * one grew to tens of thousands (docs/decisions.md).
 */
async function popularOrder(
  db: Db,
  q: Omit<KeyQuery, 'forward'>,
  idOf: (item: Record<string, unknown>) => number,
): Promise<number[]> {
  const newestFirst = await readIds(db, { ...q, forward: false }, idOf);
  const items = await publicItems(db, newestFirst, ['views']);
  // Array.prototype.sort is stable, so equal views keep the newest-first order.
  const order = items.map((i) => ({ id: fromArticleKey(i), views: Number(i.views ?? 0) }));
  order.sort((a, b) => b.views - a.views);
  return order.map((o) => o.id);
}

/** A filtered list in any sort: newest/oldest read the filter's date index either way; popular sorts in memory. */
async function filteredList(
  db: Db,
  q: Omit<KeyQuery, 'forward'>,
  { sort = 'newest', ...page }: SortedPage,
  idOf: (item: Record<string, unknown>) => number,
): Promise<Article[]> {
  if (sort !== 'popular')
    return publicPage(db, (p) => pageIds(db, { ...q, forward: sort === 'oldest' }, p, idOf), page);
  if (page.limit < 1) return [];
  const order = await popularOrder(db, q, idOf);
  return publicPage(db, (p) => Promise.resolve(order.slice(p.offset, p.offset + p.limit)), page);
}

/** One category's articles (INDEX.categoryArticlesByDate, CATEGORY#id), newest first unless sorted. */
export async function listArticlesByCategory(
  db: Db,
  categoryId: number,
  page: SortedPage,
): Promise<Article[]> {
  const q = {
    index: INDEX.categoryArticlesByDate,
    condition: 'gsi2pk = :p',
    values: { ':p': `CATEGORY#${categoryId}` },
    idAttribute: 'pk',
  };
  return filteredList(db, q, page, fromArticleKey);
}

/**
 * One tag's articles (the link partition TAG#id by publishedAt#id), newest first unless sorted otherwise;
 * with `categoryId`, only those in that category, read from their own partition (tags.ts) at the same cost.
 */
export async function listArticlesByTag(
  db: Db,
  tagId: number,
  page: SortedPage & { categoryId?: number },
): Promise<Article[]> {
  const { categoryId, ...sorted } = page;
  const q = {
    condition: 'pk = :p',
    values: { ':p': tagListKey(tagId, categoryId) },
    idAttribute: 'articleId',
  };
  return filteredList(db, q, sorted, (item) => Number(item.articleId));
}

/** Manual entries only, newest first (INDEX.manualArticlesByDate, MANUAL; sparse). */
export async function listManualArticles(db: Db, page: Page): Promise<Article[]> {
  const q = {
    index: INDEX.manualArticlesByDate,
    condition: 'gsi3pk = :p',
    values: { ':p': 'MANUAL' },
    forward: false,
    idAttribute: 'pk',
  };
  return loadAnyStatus(db, await pageIds(db, q, page, fromArticleKey));
}
