// Article status (product.md §10.12): Draft, Scheduled or Published; who may read an article, decided in one place.
// No zod here: the admin's first load and the data layer read it (the save's input: article-status-input.ts).

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
export function isPublic(a: {
  status?: ArticleStatus | null;
  takenDownAt?: string | null;
}): boolean {
  // product.md §10.16: a taken-down imported article leaves every public surface as a draft does.
  return statusOf(a) === 'published' && !a.takenDownAt;
}

/** The refusal of a scheduled time that is not in the future. */
export const SCHEDULE_IN_PAST = 'The scheduled time has passed: choose a time in the future';
