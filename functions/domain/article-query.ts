// Article lists and search: the query strings of GET /api/articles and its siblings (product.md §7,
// §10.2). Apart from article.ts, so the read routes never build the editor's form schema on a cold start.
import * as z from 'zod/mini';
import { ARTICLE_STATUSES } from './article-status.ts';
import { digitsId, requiredText } from './fields.ts';

/** The sort orders of GET /api/articles (product.md §10.2). */
export const articleSortSchema = z.enum(['newest', 'oldest', 'popular']);
export type ArticleSort = z.infer<typeof articleSortSchema>;

/** Default page sizes: product.md §9. */
export const FEED_PAGE_SIZE = 6;
export const DEFAULT_LIST_LIMIT = 20;
export const MAX_LIST_LIMIT = 100;
/**
 * Deepest offset a list answers (page 1,667 of the feed's Load More, 500 of the admin list of 20). Paging
 * reads every key before the offset, so a read costs more the deeper it starts and this bounds what one
 * request can cost (`npm run bench -- --articles 100000`; figures in docs/benchmarks.md).
 */
export const MAX_LIST_OFFSET = 10_000;
export const DEFAULT_SEARCH_LIMIT = 20;

/** A page size from the query string, 1 to MAX_LIST_LIMIT. */
const pageLimit = (fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_LIST_LIMIT)), fallback);
const offset = z._default(
  z.coerce
    .number()
    .check(
      z.int(),
      z.minimum(0),
      z.maximum(MAX_LIST_OFFSET, `Offset must be at most ${MAX_LIST_OFFSET}`),
    ),
  0,
);

/** Query of GET /api/articles. */
export const articleListQuerySchema = z.object({
  limit: pageLimit(DEFAULT_LIST_LIMIT),
  offset,
  sort: z._default(articleSortSchema, 'newest'),
  isManualEntry: z.optional(z.enum(['true', 'false'])),
  /** The admin list's status filter (product.md §10.12), with isManualEntry=true; absent: every status. */
  status: z.optional(z.enum(ARTICLE_STATUSES, 'Status must be draft, scheduled or published')),
});

/** Query of the category and tag article lists: limit, offset and sort, as GET /api/articles reads them (product.md §10.2). */
export const sortedPageQuerySchema = z.pick(articleListQuerySchema, {
  limit: true,
  offset: true,
  sort: true,
});

/** Query of a tag's article list: a sorted page, narrowed to one category when `category` is set (product.md §4.1). */
export const tagPageQuerySchema = z.extend(sortedPageQuerySchema, {
  category: z.optional(digitsId('Invalid category id')),
});

/** Query of GET /api/articles/search: product.md §4 needs more than 2 characters. */
export const searchQuerySchema = z.object({
  q: requiredText(1, 'Required', 200),
  limit: pageLimit(DEFAULT_SEARCH_LIMIT),
});
