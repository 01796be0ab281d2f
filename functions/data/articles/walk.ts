// Articles for the site build: every id by date in one pass over the index's keys, and articles with their tag ids by BatchGet.
import type { Article } from '../../domain/index.ts';
import { queryPages, type Db } from '../db.ts';
import { GSI1_SK, INDEX } from '../table.ts';
import { idOfDateKey, keptHtmlOf, tagIdsOf, toArticle } from './item.ts';
import { publicItems } from './public.ts';

export interface ArticleWithTagIds {
  article: Article;
  tagIds: number[];
  /** The HTML kept when its Markdown was saved (item.ts keptHtmlOf); null for plain text or an older save. */
  keptHtml: string | null;
}

/** Articles fetched per BatchGet round: large enough to keep the store busy, small enough to bound memory in flight. */
const ROUND = 2000;

/**
 * The given public articles with their tag ids, in the order of `ids`; ids with no article, or one readers
 * may not see (domain isPublic, public.ts), are left out, so a build gives such an id no page and no sitemap entry.
 * The tag ids come from the article item itself, so no tag list is walked.
 */
export async function getArticlesWithTagIds(db: Db, ids: number[]): Promise<ArticleWithTagIds[]> {
  const out: ArticleWithTagIds[] = [];
  for (let i = 0; i < ids.length; i += ROUND)
    for (const item of await publicItems(db, ids.slice(i, i + ROUND)))
      out.push({ article: toArticle(item), tagIds: tagIdsOf(item), keptHtml: keptHtmlOf(item) });
  return out;
}

/**
 * Every article's id, newest first. Unlike listArticles' offset pages, which re-read the keys before each
 * offset (quadratic over a whole walk: 5 million key reads at 100,000 articles in pages of 1,000),
 * this reads each key once, following the Query's LastEvaluatedKey. Only the date key is returned: it
 * carries the id, and the pass takes less of the store's time than whole keys would (docs/scale-builds.md).
 */
export async function articleIdsByDate(db: Db): Promise<number[]> {
  const ids: number[] = [];
  const pages = queryPages(db, {
    TableName: db.table,
    IndexName: INDEX.articlesByDate,
    KeyConditionExpression: 'gsi1pk = :p',
    ExpressionAttributeValues: { ':p': 'ARTICLES' },
    ScanIndexForward: false,
    ProjectionExpression: '#sk',
    ExpressionAttributeNames: { '#sk': GSI1_SK },
  });
  for await (const page of pages)
    for (const item of page.Items ?? []) ids.push(idOfDateKey(String(item[GSI1_SK])));
  return ids;
}
