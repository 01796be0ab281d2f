// An article with the HTML kept when its Markdown was saved (product.md §10.11): what the API answers for one article.
import type { Article } from '../../domain/index.ts';
import type { Db } from '../db.ts';
import { NotFoundError } from '../errors.ts';
import { articleKey, keptHtmlOf, toArticle } from './item.ts';

/** An article and its kept HTML (null: plain text, or saved before the HTML was kept). */
export interface ArticleWithKeptHtml {
  article: Article;
  keptHtml: string | null;
}

/** One article with its kept HTML (GetItem ARTICLE#id / ARTICLE); NotFoundError when missing. */
export async function getArticleWithKeptHtml(db: Db, id: number): Promise<ArticleWithKeptHtml> {
  const { Item } = await db.dynamo.GetItem({ TableName: db.table, Key: articleKey(id) });
  if (!Item) throw new NotFoundError('article', id);
  return { article: toArticle(Item), keptHtml: keptHtmlOf(Item) };
}
