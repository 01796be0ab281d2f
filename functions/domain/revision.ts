// Article revisions (product.md §10.13): what the API answers for an article's kept versions, and the restore body.
import * as z from 'zod/mini';
import type { Article } from './article.ts';
import { digitsId } from './fields.ts';

/** Revisions kept per article; a save past it drops the oldest. */
export const REVISION_LIMIT = 50;

/** One kept version in the list: its version number, when it was saved, its title. */
export interface ArticleRevisionSummary {
  version: number;
  /** ISO 8601: when this version was saved (the article's updatedAt then). */
  savedAt: string;
  title: string;
}

/**
 * One kept version whole: every field the editor could change then (fields added to the record later ride
 * along under their own names), its version and when it was saved.
 */
export type ArticleRevision = ArticleRevisionSummary &
  Pick<
    Article,
    'slug' | 'summary' | 'content' | 'author' | 'categoryId' | 'featured' | 'imageUrl' | 'imageAlt'
  > & { tagIds: number[]; [field: string]: unknown };

/** POST .../revisions/:version/restore: the article version the editor has (a stale one answers 409). */
export const restoreBodySchema = z.object({
  version: z.int().check(z.minimum(1)),
});

/** The path of one revision: the article id and the revision's version. */
export const revisionParamSchema = z.object({
  id: digitsId('Invalid id'),
  version: digitsId('Invalid version'),
});
