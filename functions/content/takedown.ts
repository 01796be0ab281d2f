// Taking down imported articles (product.md §10.16): take-down, restore, the alt text fix, and a delete that becomes a take-down.
import { clearTakeDown, getArticle, updateArticle, writeTakeDown } from '../data/index.ts';
import type { Article } from '../domain/index.ts';
import { DELETED_BY_EDITOR, isTakenDown } from '../domain/article-takedown.ts';
import { seenByReaders } from './article-status.ts';
import { StatusChangeError } from './errors.ts';
import type { ContentDeps } from './types.ts';

/** Only an imported article is taken down: a manual one is deleted or unpublished instead. */
async function importedArticle(deps: ContentDeps, id: number): Promise<Article> {
  const article = await getArticle(deps.db, id);
  if (article.isManualEntry)
    throw new StatusChangeError('id', 'Only imported articles can be taken down or restored');
  return article;
}

/**
 * Takes an imported article down: the take-down (when, why) hides it from every public surface, and its
 * source URL and guid guards stay, so no feed imports it again. The change notice drops its page.
 */
export async function takeDownArticle(
  deps: ContentDeps,
  id: number,
  reason: string,
  version?: number,
): Promise<Article> {
  const current = await importedArticle(deps, id);
  if (isTakenDown(current)) throw new StatusChangeError('id', 'This article is already taken down');
  const article = await writeTakeDown(deps.db, id, reason, version);
  if (seenByReaders(current, article))
    deps.onContentChanged(`article ${id} taken down`, { articleIds: [id] });
  return article;
}

/** Restores a taken-down article: the take-down is cleared and the change notice adds its page back. */
export async function restoreArticle(
  deps: ContentDeps,
  id: number,
  version?: number,
): Promise<Article> {
  const current = await importedArticle(deps, id);
  if (!isTakenDown(current)) throw new StatusChangeError('id', 'This article is not taken down');
  const article = await clearTakeDown(deps.db, id, version);
  if (seenByReaders(current, article))
    deps.onContentChanged(`article ${id} restored`, { articleIds: [id] });
  return article;
}

/**
 * Sets an imported article's image alt text ('' marks it decorative). It sticks: the importer never
 * rewrites an article it already holds (functions/feeds/ingest/source.ts writes new items only).
 */
export async function fixImageAlt(
  deps: ContentDeps,
  id: number,
  imageAlt: string,
  version?: number,
): Promise<Article> {
  const current = await getArticle(deps.db, id);
  if (current.isManualEntry)
    throw new StatusChangeError('id', 'Edit a manual article’s alt text in its form');
  if (!current.imageUrl) throw new StatusChangeError('imageAlt', 'This article has no image');
  const article = await updateArticle(deps.db, id, { imageAlt }, version);
  if (seenByReaders(current, article))
    deps.onContentChanged(`article ${id} alt text fixed`, { articleIds: [id] });
  return article;
}

/** DELETE of an imported article (product.md §10.16): a take-down, so it never comes back; nothing when already down. */
export async function deleteImported(deps: ContentDeps, article: Article): Promise<void> {
  if (!isTakenDown(article)) await takeDownArticle(deps, article.id, DELETED_BY_EDITOR);
}
