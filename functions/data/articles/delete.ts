// Deleting an article with everything that points at it: tag links both ways, search postings and the
// per-article search doc, the pending-index mark and the uniqueness guards. The view count lives on the
// article item itself (ADD views), so it goes with that item.
// All of it is one transaction; the search postings follow it, recorded as due in it (commit.ts).
import type { Article } from '../../domain/index.ts';
import { isPublic } from '../../domain/article-status.ts';
import type { Db } from '../db.ts';
import { NotFoundError } from '../errors.ts';
import { guardKey } from '../guards.ts';
import { failedConditions } from '../transact.ts';
import { articleExists } from './claim.ts';
import { commitArticleChange } from './commit.ts';
import { articleKey, tagIdsOf, toArticle } from './item.ts';
import { linksOf } from './visibility.ts';

/**
 * Deletes ARTICLE#id with what points at it, in one transaction (commit.ts): DeleteItem ARTICLE#id, its tag links,
 * the UNIQUE# guards it holds, the site change and the search mark; then its search postings and the per-article
 * search doc go. Answers the deleted article; NotFoundError when there is no such article.
 */
export async function deleteArticle(db: Db, id: number): Promise<Article> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: articleKey(id),
    ConsistentRead: true,
  });
  if (!Item) throw new NotFoundError('article', id);
  const article = toArticle(Item);
  const guards = [
    ['SLUG', article.slug],
    ['URL', Item.sourceHash],
    ['GUID', Item.guidHash],
  ].filter((g): g is [string, string] => typeof g[1] === 'string' && g[1] !== '');
  try {
    await commitArticleChange(db, {
      id,
      items: [
        {
          Delete: {
            TableName: db.table,
            Key: articleKey(id),
            ConditionExpression: '#version = :read',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':read': article.version },
          },
        },
        // A guard another article took over is not this one's to delete.
        ...guards.map(([kind, value]) => ({
          Delete: {
            TableName: db.table,
            Key: guardKey(kind, value),
            ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :self',
            ExpressionAttributeValues: { ':self': id },
          },
        })),
      ],
      links: { before: linksOf(article, tagIdsOf(Item)), after: null },
      // The article gone, its search entries are indexed with no text, which diffs every key away (commit.ts).
      indexVersion: article.version + 1,
      siteChange: isPublic(article) ? `article ${id} deleted` : null,
    });
  } catch (error) {
    // A concurrent delete or save got there first: answered as a later request would be.
    if (failedConditions(error)?.[0] === 0) {
      if (!(await articleExists(db, id))) throw new NotFoundError('article', id);
      return deleteArticle(db, id);
    }
    throw error;
  }
  return article;
}
