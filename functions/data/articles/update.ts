// Article updates: optimistic concurrency on `version`. The write is an UpdateItem conditional on the
// version read (not a Put), so a view counted meanwhile (ADD views) is never overwritten; it commits with
// everything that moves with it in one transaction (commit.ts).
import type { Article } from '../../domain/index.ts';
import type { Db } from '../db.ts';
import { NotFoundError, VersionConflictError } from '../errors.ts';
import { releaseGuard } from '../guards.ts';
import { failedConditions, mustExist, put, type TransactItem } from '../transact.ts';
import { isPublic } from '../../domain/article-status.ts';
import { claimSlug } from './claim.ts';
import { commitArticleChange } from './commit.ts';
import {
  articleKey,
  droppedIndexKeys,
  indexKeys,
  isoDate,
  tagIdsOf,
  toArticle,
  type ArticleUpdate,
} from './item.ts';
import { revisionItem, revisionKey } from './revisions.ts';
import { linksOf, searchTextOf } from './visibility.ts';

const EDITABLE = [
  'title',
  'summary',
  'content',
  'author',
  'imageUrl',
  'imageAlt',
  'categoryId',
  'featured',
  'sourceName',
  'format',
  'inShort',
  'contentHtml',
  'status',
  'takenDownAt',
  'takenDownReason',
] as const;

async function readItem(db: Db, id: number): Promise<Record<string, unknown>> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: articleKey(id),
    ConsistentRead: true,
  });
  if (!Item) throw new NotFoundError('article', id);
  return Item;
}

/** What an update needs besides its fields. */
export interface UpdateOptions {
  /**
   * A restore (product.md §10.13): the version of the revision it restores, which must still be kept when the
   * update commits (checked in its transaction), so a restore never names an image a prune has deleted.
   */
  restoredRevision?: number;
}

/**
 * Updates an article (GetItem, then one transaction: the UpdateItem ARTICLE#id conditional on the version read,
 * the replaced version kept as a revision, the tag links, the site change and the search mark; commit.ts). A
 * changed slug is claimed first and the old one released after. expectedVersion differs -> VersionConflictError.
 */
export async function updateArticle(
  db: Db,
  id: number,
  patch: ArticleUpdate,
  expectedVersion?: number,
  options: UpdateOptions = {},
): Promise<Article> {
  const item = await readItem(db, id);
  const current = toArticle(item);
  if (expectedVersion !== undefined && expectedVersion !== current.version) {
    throw new VersionConflictError('article', id, current.version);
  }
  const next: Article = {
    ...current,
    updatedAt: new Date().toISOString(),
    version: current.version + 1,
  };
  for (const field of EDITABLE)
    if (patch[field] !== undefined) (next as Record<string, unknown>)[field] = patch[field];
  if (patch.publishedAt) next.publishedAt = isoDate(patch.publishedAt);
  const tagIds = patch.tagIds ? [...new Set(patch.tagIds)] : tagIdsOf(item);
  const slugChanged = Boolean(patch.slug) && patch.slug !== current.slug;
  if (slugChanged) next.slug = await claimSlug(db, id, patch.slug, next.title);

  const { views: _views, id: _id, ...fields } = next;
  // The keys the article no longer has are removed: an article no longer manual leaves
  // INDEX.manualArticlesByDate, one no longer public the public indexes (item.ts indexKeys).
  const keys = indexKeys(next);
  const dropped = droppedIndexKeys(keys);
  // Marks the version an autosave made, so the next autosave replaces it without keeping it (product.md §10.13).
  const set = { ...fields, ...keys, tagIds, autosaved: patch.autosave === true };
  const names = Object.fromEntries(Object.keys(set).map((k, i) => [`#f${i}`, k]));
  const values = Object.fromEntries(Object.values(set).map((v, i) => [`:f${i}`, v]));
  const assignments = Object.keys(names).map((n, i) => `${n} = :f${i}`);
  const update: TransactItem = {
    Update: {
      TableName: db.table,
      Key: articleKey(id),
      UpdateExpression: `SET ${assignments.join(', ')}${dropped.length ? ` REMOVE ${dropped.join(', ')}` : ''}`,
      ConditionExpression: '#version = :read',
      ExpressionAttributeNames: { ...names, '#version': 'version' },
      ExpressionAttributeValues: { ...values, ':read': current.version },
    },
  };
  // The item read is the version just replaced: it becomes a revision (product.md §10.13), unless an autosave
  // replaces an autosave's version: a run of autosaves keeps one revision, the version before the run.
  const revision =
    patch.autosave === true && item.autosaved === true ? [] : [put(db, revisionItem(id, item))];
  const restored = options.restoredRevision;
  const requires = restored === undefined ? [] : [mustExist(db, revisionKey(id, restored))];
  const before = searchTextOf(current);
  const after = searchTextOf(next);
  const textChanged =
    after.title !== before.title ||
    after.summary !== before.summary ||
    after.content !== before.content ||
    after.format !== before.format;
  try {
    await commitArticleChange(db, {
      id,
      items: [update, ...requires, ...revision],
      links: { before: linksOf(current, tagIdsOf(item)), after: linksOf(next, tagIds) },
      indexVersion: textChanged ? next.version : null,
      siteChange: isPublic(current) || isPublic(next) ? `article ${id} updated` : null,
    });
  } catch (error) {
    if (slugChanged) await releaseGuard(db, 'SLUG', next.slug, id);
    const failed = failedConditions(error);
    if (!failed) throw error;
    // The revision went (pruned by a save meanwhile): answered as a restore of a revision not kept.
    if (failed[0] === 1 && restored !== undefined) throw new NotFoundError('revision', restored);
    const now = await readItem(db, id);
    throw new VersionConflictError('article', id, Number(now.version));
  }
  if (slugChanged) await releaseGuard(db, 'SLUG', current.slug, id);
  // The view count as read: a view counted meanwhile is kept in the store (the update does not SET it).
  return next;
}
