// The article entity: create one, read by id, count views. Why it is modelled this way:
// - Keys: one item per article, ARTICLE#<id> / ARTICLE (item.ts), its integer id from COUNTER#article.
// - Index entries: the item carries the keys of every index it belongs to (INDEX.articlesByDate,
//   categoryArticlesByDate, manualArticlesByDate when manual, articlesByViews; see ../table.ts), so each
//   list follows every write with no extra write. The indexes keep keys only; a list reads a page of
//   keys, then BatchGets those items (lists.ts). Tags are link items kept both ways (tags.ts).
// - Guards: slug, canonical source URL and feed guid are unique: each is an item UNIQUE#<kind>#<value>
//   claimed by a conditional put before the article is written (an automatic slug tries suffixes until one
//   is free), and released if the write fails (claim.ts). The article and what moves with it commit as one
//   transaction (commit.ts). Updates are conditional on `version` (update.ts), and a view
//   is an atomic ADD, so neither overwrites the other. Search postings live in ../search/.
import type { Article } from '../../domain/index.ts';
import { batchGet } from '../batch.ts';
import { nextId } from '../counters.ts';
import type { Db } from '../db.ts';
import { ConflictError, NotFoundError, SLUG_TAKEN } from '../errors.ts';
import { readGuard } from '../guards.ts';
import { isConditionFailure } from '../keys.ts';
import { POPULAR_PK } from '../table.ts';
import { isPublic } from '../../domain/article-status.ts';
import { articleExists, claimArticle, releaseAll } from './claim.ts';
import { commitArticleChange } from './commit.ts';
import { articleKey, toArticle, toItem, type NewArticle } from './item.ts';
import { linksOf } from './visibility.ts';

/**
 * Creates an article (ADD COUNTER#article, guards UNIQUE#*, then one transaction: PutItem ARTICLE#id with its tag
 * links, the site change and the search mark; then its search postings: commit.ts). An explicit slug that an
 * existing article holds is refused before an id is reserved, so such a refusal leaves the counter as it was; the
 * conditional claim after it still decides a race between two new articles. The guards claimed are released if
 * the transaction fails.
 */
export async function createArticle(db: Db, input: NewArticle): Promise<Article> {
  if (input.slug) {
    const owner = await readGuard(db, 'SLUG', input.slug);
    if (owner !== null && (await articleExists(db, owner)))
      throw new ConflictError('slug', SLUG_TAKEN);
  }
  const id = await nextId(db, 'article');
  const { article, internals, guards } = await claimArticle(db, input, id);
  try {
    await commitArticleChange(db, {
      id,
      items: [
        {
          Put: {
            TableName: db.table,
            Item: toItem(article, internals),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
      links: { before: null, after: linksOf(article, internals.tagIds) },
      indexVersion: article.version,
      siteChange: isPublic(article) ? `article ${id} created` : null,
    });
    return article;
  } catch (error) {
    await releaseAll(db, id, guards);
    throw error;
  }
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
 * Counts one view (UpdateItem ADD views on ARTICLE#id, which also moves it in the popular index). Only a public
 * article in the popular index counts: the condition reads the item's own status and take-down (domain isPublic)
 * as well as its index key, so a key left on an article readers may not see counts nothing; any other is
 * NotFoundError.
 */
export async function recordArticleView(db: Db, id: number): Promise<number> {
  try {
    const { Attributes } = await db.dynamo.UpdateItem({
      TableName: db.table,
      Key: articleKey(id),
      UpdateExpression: 'ADD #v :one',
      ConditionExpression:
        'attribute_exists(#listed) AND (attribute_not_exists(#status) OR #status = :published) ' +
        'AND (attribute_not_exists(#down) OR attribute_type(#down, :null))',
      ExpressionAttributeNames: {
        '#v': 'views',
        '#listed': POPULAR_PK,
        '#status': 'status',
        '#down': 'takenDownAt',
      },
      ExpressionAttributeValues: { ':one': 1, ':published': 'published', ':null': 'NULL' },
      ReturnValues: 'UPDATED_NEW',
    });
    return Number(Attributes?.views);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('article', id);
    throw error;
  }
}
