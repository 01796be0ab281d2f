// Deleting an article with everything that points at it: tag links both ways, search postings and the
// per-article search doc, the pending-index mark and the uniqueness guards. The view count lives on the
// article item itself (ADD views), so it goes with that item.
// Order: the item is deleted last, so a failure part-way leaves an article that a second DELETE can
// finish (each step is idempotent) rather than orphans nobody can reach by id any more.
import type { Article } from '../../domain/index.ts';
import { batchWrite } from '../batch.ts';
import type { Db } from '../db.ts';
import { NotFoundError } from '../errors.ts';
import { releaseGuard } from '../guards.ts';
import { isConditionFailure } from '../keys.ts';
import { clearIndexPending, indexArticle } from '../search/indexing.ts';
import { forgetAnchors } from './anchors.ts';
import { articleKey, tagIdsOf, toArticle } from './item.ts';
import { rewriteTagLinks } from './tags.ts';
import { linksOf } from './visibility.ts';

/**
 * Deletes ARTICLE#id and its satellites (BatchWrite on the TAG# links, UpdateItem DELETE on each posting,
 * DeleteItem on ARTICLE#id / SEARCH and the UNIQUE# guards it holds); answers the deleted article.
 * NotFoundError when there is no such article.
 */
export async function deleteArticle(db: Db, id: number): Promise<Article> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: articleKey(id),
    ConsistentRead: true,
  });
  if (!Item) throw new NotFoundError('article', id);
  const article = toArticle(Item);
  await rewriteTagLinks(db, linksOf(article, tagIdsOf(Item)), linksOf(article, []));
  // Re-indexing with no text diffs every key away, exactly as an update removes stale postings.
  await indexArticle(db, { id, title: '', summary: '', content: '' });
  await batchWrite(db, [{ DeleteRequest: { Key: { pk: `ARTICLE#${id}`, sk: 'SEARCH' } } }]);
  await clearIndexPending(db, [id]);
  try {
    await db.dynamo.DeleteItem({
      TableName: db.table,
      Key: articleKey(id),
      ConditionExpression: 'attribute_exists(pk)',
    });
  } catch (error) {
    // A concurrent delete got there first: the answer is the same 404 a later request would get.
    if (isConditionFailure(error)) throw new NotFoundError('article', id);
    throw error;
  } finally {
    forgetAnchors(db);
  }
  const guards: [string, unknown][] = [
    ['SLUG', article.slug],
    ['URL', Item.sourceHash],
    ['GUID', Item.guidHash],
  ];
  await Promise.all(
    guards
      .filter((g): g is [string, string] => typeof g[1] === 'string' && g[1] !== '')
      .map(([kind, value]) => releaseGuard(db, kind, value, id)),
  );
  return article;
}
