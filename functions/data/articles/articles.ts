// The article entity: create one, read by id, count views. Why it is modelled this way:
// - Keys: one item per article, ARTICLE#<id> / ARTICLE (item.ts), its integer id from COUNTER#article.
// - Index entries: the item carries the keys of every index it belongs to (INDEX.articlesByDate,
//   categoryArticlesByDate, manualArticlesByDate when manual, articlesByViews; see ../table.ts), so each
//   list follows every write with no extra write. The indexes keep keys only; a list reads a page of
//   keys, then BatchGets those items (lists.ts). Tags are link items kept both ways (tags.ts).
// - Guards: slug, canonical source URL and feed guid are unique. There are no transactions, so each is
//   an item UNIQUE#<kind>#<value> claimed by a conditional put before the article is written, and
//   released if the write fails (claim.ts). Updates are conditional on `version` (update.ts), and a view
//   is an atomic ADD, so neither overwrites the other. Search postings live in ../search/.
import type { Article } from '../../domain/index.ts';
import { batchGet } from '../batch.ts';
import { nextId } from '../counters.ts';
import type { Db } from '../db.ts';
import { ConflictError, NotFoundError, SLUG_TAKEN } from '../errors.ts';
import { readGuard } from '../guards.ts';
import { isConditionFailure } from '../keys.ts';
import { POPULAR_PK } from '../table.ts';
import { indexArticle } from '../search/indexing.ts';
import { forgetAnchors } from './anchors.ts';
import { articleExists, claimArticle, releaseAll } from './claim.ts';
import { articleKey, toArticle, toItem, type NewArticle } from './item.ts';
import { rewriteTagLinks } from './tags.ts';
import { linksOf, searchTextOf } from './visibility.ts';

/** Writes one article without indexing it for search; the caller indexes it. */
async function writeArticle(db: Db, input: NewArticle, id: number): Promise<Article> {
  const { article, internals, guards } = await claimArticle(db, input, id);
  try {
    await db.dynamo.PutItem({ TableName: db.table, Item: toItem(article, internals) });
    forgetAnchors(db);
    await rewriteTagLinks(db, null, linksOf(article, internals.tagIds));
    return article;
  } catch (error) {
    await releaseAll(db, id, guards);
    throw error;
  }
}

/**
 * Creates an article (ADD COUNTER#article, guards UNIQUE#*, PutItem ARTICLE#id, tag links, search
 * postings). An explicit slug that an existing article holds is refused before an id is reserved, so
 * such a refusal leaves the counter as it was; the conditional claim after it still decides a race
 * between two new articles.
 */
export async function createArticle(db: Db, input: NewArticle): Promise<Article> {
  if (input.slug) {
    const owner = await readGuard(db, 'SLUG', input.slug);
    if (owner !== null && (await articleExists(db, owner)))
      throw new ConflictError('slug', SLUG_TAKEN);
  }
  const article = await writeArticle(db, input, await nextId(db, 'article'));
  await indexArticle(db, searchTextOf(article));
  return article;
}

/** One article (GetItem ARTICLE#id / ARTICLE); NotFoundError when missing. */
export async function getArticle(db: Db, id: number): Promise<Article> {
  const { Item } = await db.dynamo.GetItem({ TableName: db.table, Key: articleKey(id) });
  if (!Item) throw new NotFoundError('article', id);
  return toArticle(Item);
}

/** Several articles (BatchGet ARTICLE#id), in the order of `ids`, missing ones left out. */
export async function getArticles(db: Db, ids: number[]): Promise<Article[]> {
  const items = await batchGet(db, ids.map(articleKey));
  return items.filter((i) => i !== undefined).map(toArticle);
}

/**
 * Counts one view (UpdateItem ADD views on ARTICLE#id, which also moves it in the popular index). Only an
 * article in the popular index (a public one: item.ts indexKeys) counts; any other is NotFoundError.
 */
export async function recordArticleView(db: Db, id: number): Promise<number> {
  try {
    const { Attributes } = await db.dynamo.UpdateItem({
      TableName: db.table,
      Key: articleKey(id),
      UpdateExpression: 'ADD #v :one',
      ConditionExpression: 'attribute_exists(#listed)',
      ExpressionAttributeNames: { '#v': 'views', '#listed': POPULAR_PK },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    });
    return Number(Attributes?.views);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('article', id);
    throw error;
  }
}
