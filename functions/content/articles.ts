// Article writes: a manual article is created or updated with its image, references and version checked.
import {
  createArticle,
  deleteArticle as deleteArticleRecord,
  deleteRevisions,
  getArticle,
  updateArticle,
} from '../data/index.ts';
import {
  isPublic,
  type Article,
  type ArticleInput,
  type ArticleStatusInput,
} from '../domain/index.ts';
import { seenByReaders, statusChange } from './article-status.ts';
import { discardImage, storeImage, writeWithStoredImage } from './images.ts';
import { checkReferences } from './references.ts';
import { once } from '../lib/once.ts';
import { pruneRevisionsOf } from './revision-images.ts';
import { deleteImported } from './takedown.ts';
import type { CheckedImage, ContentDeps, Saved } from './types.ts';

/** The renderer loads with the first Markdown save: a cold start that saves plain text never needs it. */
const loadRenderer = once(() => import('../lib/article-html.ts'));

/**
 * The HTML kept with a save (product.md §10.11): a Markdown body rendered once, here, so no read renders it; null for
 * plain text. A body past MARKDOWN_LIMITS throws MarkdownLimitError before anything is stored.
 */
async function keptHtmlOf(format: Article['format'], content: string): Promise<string | null> {
  if (format !== 'markdown') return null;
  return (await loadRenderer()).savedBodyHtml({ format, content });
}

/** The record as the domain has it: the kept HTML is the store's (the data layer reads it on its own). */
function recordOf(article: Article & { contentHtml?: unknown }): Article {
  const { contentHtml: _kept, ...record } = article;
  return record;
}

/** Manually written articles carry this source name. */
export const MANUAL_SOURCE_NAME = 'A11y Tech News';

export interface ArticleWrite {
  /** Absent: create a manual article; present: update that one. */
  id?: number;
  /** The parsed editor form: `version` is checked on update, `removeImage` drops the image. */
  form: ArticleInput;
  image: CheckedImage | null;
  /**
   * A restore (revisions.ts): the revision's version, and the stored image and alt text it names, over `image`
   * and `removeImage`. The revision must still be kept when the save commits.
   */
  restore?: { revision: number; url: string | null; alt: string | null };
  /** The status asked for (product.md §10.12); absent: a create publishes, an update keeps the status. */
  status?: ArticleStatusInput;
}

/**
 * Creates or updates an article; throws NotFoundError, UnknownReferenceError, MarkdownLimitError, ConflictError or
 * VersionConflictError.
 */
export async function saveArticle(deps: ContentDeps, write: ArticleWrite): Promise<Saved<Article>> {
  const { db, uploads } = deps;
  const { version, slug, removeImage, imageAlt, ...input } = write.form;
  if (write.id === undefined) {
    const status = statusChange(null, write.status ?? {}, new Date());
    const contentHtml = await keptHtmlOf(input.format ?? 'plain', input.content);
    await checkReferences(db, input);
    const imageUrl = write.image ? await storeImage(uploads, write.image) : undefined;
    const article = await writeWithStoredImage(uploads, imageUrl, () =>
      createArticle(db, {
        ...input,
        ...(slug ? { slug } : {}),
        // Alt text belongs to an image: without one there is nothing to describe.
        ...(imageUrl ? { imageUrl, imageAlt: imageAlt ?? null } : {}),
        sourceName: MANUAL_SOURCE_NAME,
        sourceUrl: '',
        isManualEntry: true,
        contentHtml,
        ...status,
      }),
    );
    if (seenByReaders(null, article))
      deps.onContentChanged(`article ${article.id} created`, { articleIds: [article.id] });
    return { record: recordOf(article), created: true };
  }
  const id = write.id;
  // The 404 comes before the reference check: an unknown id answers 404 whatever the body names.
  const current = await getArticle(db, id);
  const status = statusChange(current, write.status ?? {}, new Date());
  // A save that does not name the format keeps the stored one, so its body is read as that format.
  const contentHtml = await keptHtmlOf(input.format ?? current.format, input.content);
  await checkReferences(db, input);
  // A blank slug keeps the current one; a new image replaces the old one; removeImage drops it.
  const stored = write.image ? await storeImage(uploads, write.image) : undefined;
  const kept = write.restore;
  const imageUrl = stored ?? (kept ? kept.url : removeImage ? null : undefined);
  // A dropped image takes its alt text with it; otherwise an absent imageAlt keeps the stored one.
  const alt = imageUrl === null ? null : kept ? kept.alt : imageAlt;
  const article = await writeWithStoredImage(uploads, stored, () =>
    updateArticle(
      db,
      id,
      {
        ...input,
        ...(slug ? { slug } : {}),
        contentHtml,
        ...(imageUrl !== undefined ? { imageUrl } : {}),
        ...(alt !== undefined ? { imageAlt: alt } : {}),
        ...status,
        ...(write.status?.autosave ? { autosave: true } : {}),
      },
      version,
      kept ? { restoredRevision: kept.revision } : {},
    ),
  );
  // A draft's saves (autosave too) change nothing readers see: no rebuild.
  if (seenByReaders(current, article))
    deps.onContentChanged(`article ${id} updated`, { articleIds: [id] });
  // The replaced image is not discarded: the revision of the version that had it names it (product.md §10.13).
  await pruneRevisionsOf(deps, article);
  return { record: recordOf(article), created: false };
}

/**
 * Deletes a manual or imported article with its revisions and everything that points at it
 * (deleteArticleRecord), then its uploaded images; throws NotFoundError for an unknown id. The change notice
 * marks the site stale so the rebuild drops its page. The revisions go first, so a delete that fails
 * part-way leaves an article a second delete can finish.
 */
export async function deleteArticle(deps: ContentDeps, id: number): Promise<void> {
  // product.md §10.16: an imported article is taken down instead, keeping its guards.
  const current = await getArticle(deps.db, id);
  if (!current.isManualEntry) return deleteImported(deps, current);
  const revisionImages = await deleteRevisions(deps.db, id);
  const deleted = await deleteArticleRecord(deps.db, id);
  // A draft or a scheduled article had no page: nothing readers see changes (product.md §10.12).
  if (isPublic(deleted)) deps.onContentChanged(`article ${id} deleted`, { articleIds: [id] });
  for (const url of new Set([deleted.imageUrl, ...revisionImages]))
    await discardImage(deps.uploads, url);
}
