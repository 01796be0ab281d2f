// Article: the form and API rules of spec §5, and the record of spec §3.
import { z } from 'zod';
import { formBoolean, formVersion, httpUrl, idSchema } from './fields.ts';
import { text } from './text.ts';

/** Limits: spec §9 minimums; maxima keep a single record well under DynamoDB's 400 KB. */
export const ARTICLE_LIMITS = {
  titleMin: 5,
  titleMax: 300,
  summaryMin: 10,
  summaryMax: 2000,
  contentMin: 50,
  contentMax: 100_000,
  slugMax: 120,
  authorMax: 200,
  imageAltMax: 250,
} as const;

/** What an editor sends to create or update an article (multipart fields, spec §7). */
export const articleInputSchema = z.object({
  /** Headline; spec §5 min 5. */
  title: text()
    .trim()
    .min(ARTICLE_LIMITS.titleMin, 'Title must be at least 5 characters')
    .max(ARTICLE_LIMITS.titleMax),
  /** URL slug; blank means generated from the title. */
  slug: text()
    .trim()
    .max(ARTICLE_LIMITS.slugMax)
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$|^$/,
      'Slug may contain only lowercase letters, digits and hyphens',
    )
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  /** Short plain-text summary; spec §5 min 10. */
  summary: text()
    .trim()
    .min(ARTICLE_LIMITS.summaryMin, 'Summary must be at least 10 characters')
    .max(ARTICLE_LIMITS.summaryMax),
  /** Body text; paragraphs split at line breaks; spec §5 min 50. */
  content: text()
    .trim()
    .min(ARTICLE_LIMITS.contentMin, 'Content must be at least 50 characters')
    .max(ARTICLE_LIMITS.contentMax),
  /** Optional byline. */
  author: text()
    .trim()
    .max(ARTICLE_LIMITS.authorMax)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  /** Category id, coerced from the form string; spec §5 'Category is required'. */
  categoryId: z.coerce
    .number({ error: 'Category is required' })
    .int('Category is required')
    .min(1, 'Category is required'),
  /** Highlighted by editors. */
  featured: formBoolean.default(false),
  /** Disability tag ids, sent as repeated strings. */
  tagIds: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,15}$/, 'Invalid tag id')
            .transform(Number),
        )
        .max(50),
    ),
  /**
   * Text alternative of the image. Absent keeps the stored one (an update that does not mention it);
   * an empty string says the image is decorative (rendered alt=""), which differs from null (never given).
   */
  imageAlt: text()
    .trim()
    .max(
      ARTICLE_LIMITS.imageAltMax,
      `Image alt text must be at most ${ARTICLE_LIMITS.imageAltMax} characters`,
    )
    .optional(),
  /** Optimistic concurrency: the version the editor loaded; a stale one answers 409. */
  version: formVersion,
  /** On update: 'true' drops the current image (a new image file wins over it). */
  removeImage: formBoolean.default(false),
});
export type ArticleInput = z.output<typeof articleInputSchema>;

/** A stored article as the API returns it (spec §3, plus views and version). */
export const articleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  content: z.string(),
  author: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The image's alt text: '' when decorative, null when none was given (rendered as alt=""). */
  imageAlt: z.string().nullable(),
  publishedAt: z.string(),
  categoryId: z.number().int(),
  featured: z.boolean(),
  sourceName: z.string(),
  sourceUrl: z.string(),
  isManualEntry: z.boolean(),
  views: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

/** The sort orders of GET /api/articles (DESIGN departure 2). */
export const articleSortSchema = z.enum(['newest', 'oldest', 'popular']);
export type ArticleSort = z.infer<typeof articleSortSchema>;

/** Default page sizes: spec §9. */
export const FEED_PAGE_SIZE = 6;
export const DEFAULT_LIST_LIMIT = 20;
export const MAX_LIST_LIMIT = 100;
/**
 * Deepest offset a list answers (page 1,667 of the feed's Load More, 500 of the admin list of 20). Paging
 * reads every key before the offset: at 100,000 articles offset 9,000 took 145 ms and 99,000 took 2.4 s
 * (p50, `npm run bench -- --articles 100000`), so this bounds what one request can cost.
 */
export const MAX_LIST_OFFSET = 10_000;
export const DEFAULT_SEARCH_LIMIT = 20;

const limit = z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_LIST_LIMIT);
const offset = z.coerce
  .number()
  .int()
  .min(0)
  .max(MAX_LIST_OFFSET, `Offset must be at most ${MAX_LIST_OFFSET}`)
  .default(0);

/** Query of GET /api/articles. */
export const articleListQuerySchema = z.object({
  limit,
  offset,
  sort: articleSortSchema.default('newest'),
  isManualEntry: z.enum(['true', 'false']).optional(),
});

/** Query of the category and tag article lists: limit, offset and sort, as GET /api/articles reads them (departure 2). */
export const sortedPageQuerySchema = articleListQuerySchema.pick({
  limit: true,
  offset: true,
  sort: true,
});

/** Query of GET /api/articles/search: spec §4 needs more than 2 characters. */
export const searchQuerySchema = z.object({
  q: text().trim().min(1, 'Required').max(200),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_SEARCH_LIMIT),
});

/** An article found by search: spec §7. */
export type ArticleHit = Pick<Article, 'id' | 'title' | 'summary'>;

/** Image source URL for imported items. */
export const sourceUrlSchema = httpUrl('Invalid URL');
export { idSchema };
