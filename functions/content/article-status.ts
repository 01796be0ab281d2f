// Status changes of a save (product.md §10.12), and the publishing of scheduled articles once due.
import { listDueArticleIds, publishIfDue } from '../data/index.ts';
import {
  isPublic,
  latestSchedule,
  SCHEDULE_IN_PAST,
  SCHEDULE_TOO_FAR,
  statusOf,
  type Article,
  type ArticleStatus,
  type ArticleStatusInput,
} from '../domain/index.ts';
import { StatusChangeError } from './errors.ts';
import type { ContentDeps } from './types.ts';

/** What a save writes besides the article's fields: its status, and publishedAt when that moves. */
export interface StatusPatch {
  status: ArticleStatus;
  publishedAt?: string;
}

/**
 * The status a save leaves the article in. Absent status: a create publishes at once, an update keeps
 * its status (and a scheduled one its time). Publishing a draft or a scheduled article makes its
 * publishedAt now; scheduling makes it the scheduled time, which must be in the future and within two years. A published
 * article stays published: taking it off the site is not a save.
 */
export function statusChange(
  current: Article | null,
  ask: ArticleStatusInput,
  now: Date,
): StatusPatch {
  const was = current ? statusOf(current) : null;
  const status = ask.status ?? was ?? 'published';
  if (was === 'published' && status !== 'published')
    throw new StatusChangeError('status', `A published article cannot become ${status} again`);
  // A save that names no time keeps a scheduled article's (its publishedAt).
  if (status === 'scheduled' && ask.scheduledFor !== undefined) {
    const at = new Date(ask.scheduledFor);
    if (!(at.getTime() > now.getTime()))
      throw new StatusChangeError('scheduledFor', SCHEDULE_IN_PAST);
    if (at.getTime() > latestSchedule(now).getTime())
      throw new StatusChangeError('scheduledFor', SCHEDULE_TOO_FAR);
    return { status, publishedAt: at.toISOString() };
  }
  if (status === 'published' && was !== 'published')
    return { status, publishedAt: now.toISOString() };
  return { status };
}

/** Whether a change between these states touches anything readers see, so the site must rebuild. */
export const seenByReaders = (before: Article | null, after: Article) =>
  (before !== null && isPublic(before)) || isPublic(after);

/**
 * Publishes every scheduled article whose time has come (INDEX.articlesByStatus, then one versioned update
 * each), then sends one change notice naming them, so the partial rebuild adds their pages. Answers their
 * ids. The local timer (scripts/local/publish-timer.ts) and the schedule Lambda (functions/schedule/) run it.
 */
export async function publishDueArticles(
  deps: Pick<ContentDeps, 'db' | 'onContentChanged'>,
  now = new Date(),
): Promise<number[]> {
  const published: number[] = [];
  for (const id of await listDueArticleIds(deps.db, now))
    if (await publishIfDue(deps.db, id, now)) published.push(id);
  if (published.length > 0)
    deps.onContentChanged(`scheduled ${published.length} published`, { articleIds: published });
  return published;
}
