// Article lists with limit + offset. Each reads index KEYS only, up to offset + limit of them (the
// indexes are KEYS_ONLY), then BatchGets the page. Cost grows with the offset: page n of 6 reads 6n
// small keys (about 100 bytes each) plus 6 items, fine for a feed paged by 6 and an admin list.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Article, ArticleSort } from '../domain/index.ts';
import { articleKey, toArticle } from './article-item.ts';
import { batchGet } from './batch.ts';
import type { Db } from './db.ts';
import { GSI1, GSI2, GSI3, GSI_POPULAR } from './table.ts';

export interface Page {
  limit: number;
  offset: number;
}

interface KeyQuery {
  index?: string;
  condition: string;
  values: Record<string, unknown>;
  forward: boolean;
}

/** Reads keys up to offset + limit and answers the page's article ids. */
async function pageIds(
  db: Db,
  q: KeyQuery,
  { limit, offset }: Page,
  idOf: (item: Record<string, unknown>) => number,
) {
  const ids: number[] = [];
  if (limit < 1) return ids;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        IndexName: q.index,
        KeyConditionExpression: q.condition,
        ExpressionAttributeValues: q.values,
        ScanIndexForward: q.forward,
        Limit: offset + limit - ids.length,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) ids.push(idOf(item));
    start = out.LastEvaluatedKey;
  } while (start && ids.length < offset + limit);
  return ids.slice(offset, offset + limit);
}

const fromArticleKey = (item: Record<string, unknown>) =>
  Number(String(item.pk).slice('ARTICLE#'.length));

async function load(db: Db, ids: number[]): Promise<Article[]> {
  const items = await batchGet(db, ids.map(articleKey));
  return items.filter((i) => i !== undefined).map(toArticle);
}

/** All articles: newest/oldest (GSI1 ARTICLES by publishedAt#id) or popular (views GSI, most first). */
export async function listArticles(
  db: Db,
  { sort = 'newest', ...page }: Page & { sort?: ArticleSort },
): Promise<Article[]> {
  const q: KeyQuery =
    sort === 'popular'
      ? {
          index: GSI_POPULAR,
          condition: 'gsi4pk = :p',
          values: { ':p': 'ARTICLES' },
          forward: false,
        }
      : {
          index: GSI1,
          condition: 'gsi1pk = :p',
          values: { ':p': 'ARTICLES' },
          forward: sort === 'oldest',
        };
  return load(db, await pageIds(db, q, page, fromArticleKey));
}

/** One category's articles, newest first (GSI2 CATEGORY#id by publishedAt#id). */
export async function listArticlesByCategory(
  db: Db,
  categoryId: number,
  page: Page,
): Promise<Article[]> {
  const q = {
    index: GSI2,
    condition: 'gsi2pk = :p',
    values: { ':p': `CATEGORY#${categoryId}` },
    forward: false,
  };
  return load(db, await pageIds(db, q, page, fromArticleKey));
}

/** One tag's articles, newest first (the link partition TAG#id by publishedAt#id). */
export async function listArticlesByTag(db: Db, tagId: number, page: Page): Promise<Article[]> {
  const q = { condition: 'pk = :p', values: { ':p': `TAG#${tagId}` }, forward: false };
  return load(db, await pageIds(db, q, page, (item) => Number(item.articleId)));
}

/** Manual entries only, newest first (sparse GSI3 MANUAL by publishedAt#id). */
export async function listManualArticles(db: Db, page: Page): Promise<Article[]> {
  const q = { index: GSI3, condition: 'gsi3pk = :p', values: { ':p': 'MANUAL' }, forward: false };
  return load(db, await pageIds(db, q, page, fromArticleKey));
}
