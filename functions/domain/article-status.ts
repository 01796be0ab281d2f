// Article status (product.md §10.12): Draft, Scheduled or Published; who may read an article, decided in one place.
// No zod here: the admin's first load and the data layer read it (the save's input: article-status-input.ts).
import { addYears } from 'date-fns';

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
 * feeds, digest) asks this, through the index keys it decides (functions/data/articles/item.ts) and again of
 * each item it reads (functions/data/articles/public.ts). A later reason to hide an article is one more
 * condition here, and in the view beacon's condition (functions/data/articles/articles.ts recordArticleView).
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

/**
 * product.md §10.12: a schedule lies at most two years ahead. Farther is a slip (9999 for 2026), and an
 * article waiting decades would sit in the scheduled partition, and the due check, all that time.
 */
export const SCHEDULE_MAX_YEARS = 2;
/** The refusal of a scheduled time past SCHEDULE_MAX_YEARS. */
export const SCHEDULE_TOO_FAR =
  'The scheduled time is more than two years ahead: choose a time within two years';

/** The latest time a schedule may name, seen from `now`: the same day and time two years on. */
export const latestSchedule = (now: Date): Date => addYears(now, SCHEDULE_MAX_YEARS);
