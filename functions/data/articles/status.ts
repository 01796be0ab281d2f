// Articles by status (product.md §10.12): the admin list's status filter, and the scheduled articles that are due,
// both read from INDEX.articlesByStatus (item.ts indexKeys), never by a scan.
import type { Article, ArticleStatus } from '../../domain/index.ts';
import type { Db } from '../db.ts';
import { NotFoundError, VersionConflictError } from '../errors.ts';
import { GSI1_SK, INDEX } from '../table.ts';
import { getArticle } from './articles.ts';
import { idOfDateKey, statusPartition } from './item.ts';
import {
  fromArticleKey,
  loadAnyStatus,
  pageIds,
  readIds,
  type KeyQuery,
  type Page,
} from './lists.ts';
import { updateArticle } from './update.ts';

/** One status partition of INDEX.articlesByStatus, newest first. */
const statusQuery = (status: ArticleStatus): KeyQuery => ({
  index: INDEX.articlesByStatus,
  condition: 'gsi1pk = :p',
  values: { ':p': statusPartition(status) },
  forward: false,
  idAttribute: GSI1_SK,
});

const fromDateKey = (item: Record<string, unknown>) => idOfDateKey(String(item[GSI1_SK]));

/**
 * Manual articles of one status, newest first (by publishedAt: for a scheduled one, when it goes live).
 * Draft and Scheduled read their own partition. Published is every manual key (INDEX.manualArticlesByDate)
 * less those two partitions' keys, paged in memory: keys only, linear in the manual articles, as the
 * admin's list of hand-written articles can afford.
 */
export async function listManualArticlesByStatus(
  db: Db,
  status: ArticleStatus,
  page: Page,
): Promise<Article[]> {
  if (status !== 'published')
    return loadAnyStatus(db, await pageIds(db, statusQuery(status), page, fromDateKey));
  const manual: KeyQuery = {
    index: INDEX.manualArticlesByDate,
    condition: 'gsi3pk = :p',
    values: { ':p': 'MANUAL' },
    forward: false,
    idAttribute: 'pk',
  };
  const [all, drafts, scheduled] = await Promise.all([
    readIds(db, manual, fromArticleKey),
    readIds(db, statusQuery('draft'), fromDateKey),
    readIds(db, statusQuery('scheduled'), fromDateKey),
  ]);
  const hidden = new Set([...drafts, ...scheduled]);
  const ids = all.filter((id) => !hidden.has(id));
  return loadAnyStatus(db, ids.slice(page.offset, page.offset + page.limit));
}

/** Scheduled articles whose time has come (publishedAt <= now), oldest first, up to `max`. */
export async function listDueArticleIds(db: Db, now: Date, max = 100): Promise<number[]> {
  const q: KeyQuery = {
    index: INDEX.articlesByStatus,
    // '~' sorts after every digit: an article due at exactly `now` is in.
    condition: `gsi1pk = :p AND ${GSI1_SK} <= :now`,
    values: { ':p': statusPartition('scheduled'), ':now': `${now.toISOString()}#~` },
    forward: true,
    idAttribute: GSI1_SK,
  };
  return readIds(db, q, fromDateKey, max);
}

/**
 * Publishes a scheduled article that is due (GetItem, then the versioned update of update.ts): its
 * publishedAt stays the scheduled time. Answers null, changing nothing, when it is no longer scheduled,
 * not due yet, deleted, or saved meanwhile (the next check sees it again).
 */
export async function publishIfDue(db: Db, id: number, now: Date): Promise<Article | null> {
  try {
    const current = await getArticle(db, id);
    if (current.status !== 'scheduled' || new Date(current.publishedAt) > now) return null;
    return await updateArticle(db, id, { status: 'published' }, current.version);
  } catch (error) {
    if (error instanceof VersionConflictError || error instanceof NotFoundError) return null;
    throw error;
  }
}
