// Feed loading rules (spec §4, §7): tag, else category, else all articles; pages of 6; URL filter parsing.
import type { Article, ArticleSort } from '../../../functions/domain/index.ts';
import { listArticles, listCategoryArticles, listTagArticles } from '../../lib/api.ts';

/** spec §9: feed page size. */
export const FEED_PAGE_SIZE = 6;

export interface FeedQuery {
  category: number | null;
  tag: number | null;
  sort: ArticleSort;
  page: number;
}

/** One page of the feed; offset is (page-1)*6 (spec §7); tags page too (DESIGN departure 3). */
export function fetchFeedPage(q: FeedQuery): Promise<Article[]> {
  const p = { limit: FEED_PAGE_SIZE, offset: (q.page - 1) * FEED_PAGE_SIZE };
  if (q.tag !== null) return listTagArticles(q.tag, p);
  if (q.category !== null) return listCategoryArticles(q.category, p);
  return listArticles({ ...p, sort: q.sort });
}

/** spec §5: base-10 integers, anything else means no filter. */
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

/** The address with category/tag set to the id or removed when cleared (spec §2). */
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
