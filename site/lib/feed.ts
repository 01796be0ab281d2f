// Feed loading rules (product.md §4, §7): the category and tag combined, in the chosen sort; pages of 6; URL filters.
import type { Article, ArticleSort } from '../../functions/domain/index.ts';
import { readingMinutes } from '../../functions/domain/reading-time.ts';
import {
  ApiRequestError,
  listArticles,
  listCategoryArticles,
  listTagArticles,
  type PageParams,
} from './api.ts';
import { SORT_LABELS } from './sort-labels.ts';
import { cardDate } from './format.ts';

/**
 * An article as the feed shows it: its text reduced to the read time the cards print, so neither the
 * prebuilt page's props nor the loaded pages carry whole article bodies, and its date as the cards print it,
 * formatted by the build for the prebuilt page and by the browser only for the pages it loads.
 */
export type FeedArticle = Omit<Article, 'content'> & { readMinutes: number; dateLabel: string };

/** Date labels the build made for the prebuilt page, by publishedAt (knowDateLabels). */
const knownDateLabels = new Map<string, string>();

/**
 * Takes the build's date labels of the prebuilt page's articles, so the browser formats only dates it has not
 * seen: the feed's refresh on load answers with the articles the page was built with.
 */
export function knowDateLabels(articles: readonly FeedArticle[]): void {
  for (const a of articles) knownDateLabels.set(a.publishedAt, a.dateLabel);
}

export function toFeedArticle({ content, ...rest }: Article): FeedArticle {
  return {
    ...rest,
    readMinutes: readingMinutes(rest.summary, content, rest.format),
    dateLabel: knownDateLabels.get(rest.publishedAt) ?? cardDate(rest.publishedAt),
  };
}

/** product.md §9: feed page size. */
export const FEED_PAGE_SIZE = 6;

export interface FeedQuery {
  category: number | null;
  tag: number | null;
  sort: ArticleSort;
  page: number;
}

/**
 * One page of the feed; offset is (page-1)*6 (product.md §7); tags page too (product.md §10.3), and every
 * source takes the sort (product.md §10.2). A tag and a category together are one list, the tag's articles
 * in that category (product.md §4.1). api.ts sends every field of the page object as a query parameter.
 */
export async function fetchFeedPage(q: FeedQuery): Promise<FeedArticle[]> {
  const p: PageParams & { sort: ArticleSort } = {
    limit: FEED_PAGE_SIZE,
    offset: (q.page - 1) * FEED_PAGE_SIZE,
    sort: q.sort,
  };
  const page =
    q.tag !== null
      ? listTagArticles(q.tag, q.category === null ? p : { ...p, category: q.category })
      : q.category !== null
        ? listCategoryArticles(q.category, p)
        : listArticles(p);
  return (await page).map(toFeedArticle);
}

/** Pages 1..q.page at once (restoring the feed on Back), with the size of the last batch for 'Load More'. */
export async function fetchFeedPages(
  q: FeedQuery,
): Promise<{ articles: FeedArticle[]; lastBatch: number }> {
  const pages = await Promise.all(
    Array.from({ length: q.page }, (_, i) => fetchFeedPage({ ...q, page: i + 1 })),
  );
  return { articles: pages.flat(), lastBatch: pages.at(-1)?.length ?? 0 };
}

/** A loaded list and the query it answers, which may have lost a filter that no longer exists. */
export interface FeedResult {
  query: FeedQuery;
  articles: FeedArticle[];
  lastBatch: number;
}

/**
 * Loads page q.page, or pages 1..q.page when restoring. A 404 names a category or tag deleted since
 * the link was made (/?category=999): that filter is dropped and the list loads without it, as if the
 * address had never named it (the caller corrects the address from result.query).
 */
export async function fetchFeed(q: FeedQuery, restore: boolean): Promise<FeedResult> {
  try {
    if (restore) return { query: q, ...(await fetchFeedPages(q)) };
    const batch = await fetchFeedPage(q);
    return { query: q, articles: batch, lastBatch: batch.length };
  } catch (err) {
    const missing = err instanceof ApiRequestError && err.status === 404;
    if (!missing || (q.tag === null && q.category === null)) throw err;
    // With both set, the answer names the one not found ('category 9 not found').
    const next =
      q.tag !== null && !/^category/i.test(err.serverMessage ?? '')
        ? { ...q, tag: null }
        : { ...q, category: null };
    return fetchFeed({ ...next, page: 1 }, false);
  }
}

/** Whether two queries ask for the same list. */
export function sameQuery(a: FeedQuery, b: FeedQuery): boolean {
  return a.category === b.category && a.tag === b.tag && a.sort === b.sort && a.page === b.page;
}

/**
 * Whether a refresh answered with the very articles shown, field for field. The feed keeps its list then, so
 * the refresh on load costs no render when the prebuilt page is current (the usual case).
 */
export function sameArticles(shown: readonly FeedArticle[], got: readonly FeedArticle[]): boolean {
  return (
    shown.length === got.length &&
    shown.every((a, i) => {
      const b = got[i];
      if (!b) return false;
      const keys = Object.keys(a) as (keyof FeedArticle)[];
      return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
    })
  );
}

/** product.md §5: base-10 integers, anything else means no filter. */
export function parseIdParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const n = Number.parseInt(value, 10);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Reads category and tag from a query string. */
export function readFilters(search: string): { category: number | null; tag: number | null } {
  const params = new URLSearchParams(search);
  return { category: parseIdParam(params.get('category')), tag: parseIdParam(params.get('tag')) };
}

/** The address with category/tag set to the id or removed when cleared (product.md §2). */
export function filtersHref(
  href: string,
  filters: { category: number | null; tag: number | null },
): string {
  const u = new URL(href);
  for (const key of ['category', 'tag'] as const) {
    const v = filters[key];
    if (v === null) u.searchParams.delete(key);
    else u.searchParams.set(key, String(v));
  }
  return u.pathname + u.search + u.hash;
}

/** What a history entry remembers of the feed, so Back from an article shows the same pages. */
export interface SavedFeed {
  sort: ArticleSort;
  page: number;
  /** The scroll position when the reader left the page. */
  scrollY?: number;
}

/** The saved feed of a history entry's state, or null when it has none (or a malformed one). */
export function readSavedFeed(state: unknown): SavedFeed | null {
  const saved: unknown = (state as { homeFeed?: unknown } | null)?.homeFeed;
  if (!saved || typeof saved !== 'object') return null;
  const { sort, page, scrollY } = saved as Record<string, unknown>;
  if (typeof sort !== 'string' || !Object.hasOwn(SORT_LABELS, sort)) return null;
  if (!Number.isSafeInteger(page) || (page as number) < 1) return null;
  return {
    sort: sort as ArticleSort,
    page: page as number,
    ...(typeof scrollY === 'number' && scrollY >= 0 ? { scrollY } : {}),
  };
}

/** History state with the feed saved beside whatever else the entry holds. */
export function withSavedFeed(state: unknown, feed: SavedFeed): Record<string, unknown> {
  const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  return { ...base, homeFeed: feed };
}

/** Whether the feed shown differs from the newest first page prebuilt into the HTML. */
export function differsFromPrebuilt(
  filters: { category: number | null; tag: number | null },
  saved: SavedFeed | null,
): boolean {
  if (filters.category !== null || filters.tag !== null) return true;
  return saved !== null && (saved.page > 1 || saved.sort !== 'newest');
}

const articles = (n: number) => `${n} ${n === 1 ? 'article' : 'articles'}`;

/** What a filter shows, in words: 'in Mobile', 'tagged Hearing', 'in Mobile tagged Hearing'; null for none. */
export function filterWords(
  q: { category: number | null; tag: number | null },
  categoryName: (id: number) => string,
  tagName: (id: number) => string,
): string | null {
  const words = [
    q.category !== null && `in ${categoryName(q.category)}`,
    q.tag !== null && `tagged ${tagName(q.tag)}`,
  ].filter(Boolean);
  return words.length ? words.join(' ') : null;
}

/** The line under a filtered list (product.md §4.1): '12 articles in Mobile tagged Hearing'. */
export const filterSummary = (shown: number, words: string, more: boolean) =>
  `${articles(shown)} ${words}${more ? ', more to load' : ''}`;

/**
 * The live region's sentence after a load (WCAG 4.1.3). `added` is the size of an appended page, or
 * null when the list was replaced; `filter` names the source: 'in Hearing' or 'tagged Deaf'.
 */
export function feedAnnouncement(o: {
  shown: number;
  added: number | null;
  filter: string | null;
  sort: ArticleSort;
}): string {
  const where = o.filter ? ` ${o.filter}` : '';
  if (o.added !== null)
    return o.added === 0
      ? `No more articles. ${articles(o.shown)} shown.`
      : `${o.added} more loaded. ${articles(o.shown)} shown.`;
  if (o.shown === 0) return `No articles found${where}.`;
  return `${articles(o.shown)} loaded${where}, ${SORT_LABELS[o.sort]}.`;
}
