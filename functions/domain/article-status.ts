// Article status (product.md §10.12): Draft, Scheduled or Published; who may read an article, decided in one place.
import * as z from 'zod/mini';

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The admin list's labels (product.md §10.12). */
export const STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** A record's status: records stored before statuses existed were all published. */
export const statusOf = (a: { status?: ArticleStatus | null }): ArticleStatus =>
  a.status ?? 'published';

/**
 * Whether readers may see the article: every public surface (API, lists, search, tags, pages, sitemap,
 * feeds, digest) asks this, through the index keys it decides (functions/data/articles/item.ts). A later
 * reason to hide an article is one more condition here.
 */
export function isPublic(a: { status?: ArticleStatus | null }): boolean {
  return statusOf(a) === 'published';
}

/**
 * What an editor may ask of a save beside the article's fields (multipart, product.md §7): the status it
 * leaves the article in, and for 'scheduled' the time it goes live. Absent status: a create publishes at
 * once ('Create Article' is unchanged), an update keeps the status it finds.
 */
export const articleStatusInputSchema = z
  .object({
    status: z.optional(z.enum(ARTICLE_STATUSES, 'Status must be draft, scheduled or published')),
    scheduledFor: z.optional(
      z.iso.datetime({
        offset: true,
        error: 'Scheduled time must be a date and time with its offset (ISO 8601)',
      }),
    ),
  })
  .check(
    z.refine((v) => (v.status === 'scheduled') === (v.scheduledFor !== undefined), {
      message: 'Scheduling needs both status "scheduled" and a scheduled time',
      path: ['scheduledFor'],
    }),
  );
export type ArticleStatusInput = z.output<typeof articleStatusInputSchema>;

/** The refusal of a scheduled time that is not in the future. */
export const SCHEDULE_IN_PAST = 'The scheduled time has passed: choose a time in the future';
