// Article updates: optimistic concurrency on `version`. The write is an UpdateItem conditional on the
// version read (not a Put), so a view counted meanwhile (ADD views) is never overwritten.
import type { Article } from '../../domain/index.ts';
import type { Db } from '../db.ts';
import { NotFoundError, VersionConflictError } from '../errors.ts';
import { releaseGuard } from '../guards.ts';
import { isConditionFailure } from '../keys.ts';
import { indexArticle } from '../search/indexing.ts';
import { forgetAnchors } from './anchors.ts';
import { claimSlug } from './claim.ts';
import {
  articleKey,
  droppedIndexKeys,
  indexKeys,
  isoDate,
  tagIdsOf,
  toArticle,
  type ArticleUpdate,
} from './item.ts';
import { keepRevision } from './revisions.ts';
import { rewriteTagLinks } from './tags.ts';
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

/**
 * Updates an article (GetItem, then UpdateItem ARTICLE#id conditional on the version read); a changed
 * slug is claimed first; the replaced version is kept as a revision, tag links and the search index follow.
 * expectedVersion differs -> VersionConflictError.
 */
export async function updateArticle(
  db: Db,
  id: number,
  patch: ArticleUpdate,
  expectedVersion?: number,
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
  let stored: Record<string, unknown> | undefined;
  try {
    ({ Attributes: stored } = await db.dynamo.UpdateItem({
      TableName: db.table,
      Key: articleKey(id),
      UpdateExpression: `SET ${assignments.join(', ')}${dropped.length ? ` REMOVE ${dropped.join(', ')}` : ''}`,
      ConditionExpression: '#version = :read',
      ExpressionAttributeNames: { ...names, '#version': 'version' },
      ExpressionAttributeValues: { ...values, ':read': current.version },
      ReturnValues: 'ALL_NEW',
    }));
  } catch (error) {
    if (slugChanged) await releaseGuard(db, 'SLUG', next.slug, id);
    if (!isConditionFailure(error)) throw error;
    const now = await readItem(db, id);
    throw new VersionConflictError('article', id, Number(now.version));
  } finally {
    // A new publishedAt moves the article in the date index.
    forgetAnchors(db);
  }
  // The item read is the version just replaced: it becomes a revision (product.md §10.13), unless an autosave
  // replaces an autosave's version: a run of autosaves keeps one revision, the version before the run.
  if (!(patch.autosave === true && item.autosaved === true)) await keepRevision(db, id, item);
  await rewriteTagLinks(db, linksOf(current, tagIdsOf(item)), linksOf(next, tagIds));
  const before = searchTextOf(current);
  const after = searchTextOf(next);
  if (
    after.title !== before.title ||
    after.summary !== before.summary ||
    after.content !== before.content ||
    after.format !== before.format
  ) {
    await indexArticle(db, after);
  }
  if (slugChanged) await releaseGuard(db, 'SLUG', current.slug, id);
  return stored ? toArticle(stored) : next;
}
