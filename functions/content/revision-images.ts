// Uploaded images and article revisions (product.md §10.13): an image lives while the article or one of its
// kept revisions names it, so a restore never points at a deleted file.
import { pruneRevisions } from '../data/index.ts';
import type { Article } from '../domain/index.ts';
import { discardImage } from './images.ts';
import type { ContentDeps } from './types.ts';

/**
 * After an update: the revisions past the limit go, and with them each uploaded image that only they named
 * (the article's own image and those of the kept revisions stay).
 */
export async function pruneRevisionsOf(deps: ContentDeps, article: Article): Promise<void> {
  for (const url of await pruneRevisions(deps.db, article.id))
    if (url !== article.imageUrl) await discardImage(deps.uploads, url);
}
