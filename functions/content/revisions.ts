// Restoring an article revision (product.md §10.13): a save of the kept version, with the image it names.
import { getArticle, getRevision } from '../data/index.ts';
import { articleInputSchema, type Article, type ArticleInput } from '../domain/article.ts';
import type { ArticleRevision } from '../domain/revision.ts';
import { saveArticle } from './articles.ts';
import type { ContentDeps, Saved } from './types.ts';

export interface RevisionRestore {
  /** The article. */
  id: number;
  /** The revision to restore, by its version. */
  revision: number;
  /** The article version the editor has: a stale one is refused as any save is (VersionConflictError). */
  version: number;
}

/**
 * The editor's form a revision stands for: each field the form has, under the same name (fields added to
 * the form later come along). A field the revision lacks is left out, so the save keeps its current value.
 */
function formOf(revision: ArticleRevision, version: number): ArticleInput {
  const form: Record<string, unknown> = {};
  for (const name of Object.keys(articleInputSchema.shape))
    if (revision[name] !== undefined) form[name] = revision[name];
  return { ...form, imageAlt: undefined, version, removeImage: false } as ArticleInput;
}

/**
 * Restores a kept version as a new save (so the version it replaces becomes a revision too), with the image
 * the revision names, which its revision kept alive. Throws NotFoundError for an unknown article or revision,
 * then whatever saveArticle throws (VersionConflictError on a stale `version`).
 */
export async function restoreRevision(
  deps: ContentDeps,
  restore: RevisionRestore,
): Promise<Saved<Article>> {
  await getArticle(deps.db, restore.id);
  const revision = await getRevision(deps.db, restore.id, restore.revision);
  return saveArticle(deps, {
    id: restore.id,
    form: formOf(revision, restore.version),
    image: null,
    restore: {
      revision: restore.revision,
      url: revision.imageUrl ?? null,
      alt: revision.imageAlt ?? null,
    },
  });
}
