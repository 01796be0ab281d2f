// Uploaded images and article revisions (product.md §10.13): an image lives while the article or one of its
// kept revisions names it, so a restore never points at a deleted file.
import { pruneRevisions } from '../data/index.ts';
import type { Article } from '../domain/index.ts';
import { discardImage } from './images.ts';
import type { ContentDeps } from './types.ts';

/**
 * After an update: the revisions past the limit go, and with them each uploaded image nothing names any more
 * (data/articles/revisions.ts reads what names an image after the revisions are gone).
 */
export async function pruneRevisionsOf(deps: ContentDeps, article: Article): Promise<void> {
  for (const url of await pruneRevisions(deps.db, article.id))
    await discardImage(deps.uploads, url);
}
