// Article: the form and API rules of product.md §5, and the record of product.md §3.
import * as z from 'zod/mini';
import {
  blankAsNull,
  digitsId,
  formId,
  formBoolean,
  formVersion,
  idSchema,
  optionalText,
  requiredText,
  tooLongMessage,
} from './fields.ts';
import { ARTICLE_STATUSES } from './article-status.ts';
import { text } from './text.ts';
import { formatField, formatSchema, inShortField, inShortSchema } from './article-format-fields.ts';

/** Limits: product.md §9 minimums; maxima keep a single record well under DynamoDB's 400 KB. */
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

/** What an editor sends to create or update an article (multipart fields, product.md §7). */
export const articleInputSchema = z.object({
  /** Headline; product.md §5 min 5. */
  title: requiredText(
    ARTICLE_LIMITS.titleMin,
    'Title must be at least 5 characters',
    ARTICLE_LIMITS.titleMax,
  ),
  /** URL slug; blank means generated from the title. */
  slug: blankAsNull(
    text().check(
      z.trim(),
      z.maxLength(ARTICLE_LIMITS.slugMax, tooLongMessage(ARTICLE_LIMITS.slugMax)),
      z.regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$|^$/,
        'Slug may contain only lowercase letters, digits and hyphens',
      ),
    ),
  ),
  /** Short plain-text summary; product.md §5 min 10. */
  summary: requiredText(
    ARTICLE_LIMITS.summaryMin,
    'Summary must be at least 10 characters',
    ARTICLE_LIMITS.summaryMax,
  ),
  /** Body text; paragraphs split at line breaks; product.md §5 min 50. */
  content: requiredText(
    ARTICLE_LIMITS.contentMin,
    'Content must be at least 50 characters',
    ARTICLE_LIMITS.contentMax,
  ),
  /** Optional byline. */
  author: optionalText(ARTICLE_LIMITS.authorMax),
  /** Category id, coerced from the form string; product.md §5 'Category is required'. */
  categoryId: formId('Category is required'),
  /** Highlighted by editors. */
  featured: z._default(formBoolean, false),
  /** Disability tag ids, sent as repeated strings. */
  tagIds: z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.array(z.string())])),
      z.transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
    ),
    z.array(digitsId('Invalid tag id')).check(z.maxLength(50)),
  ),
  /**
   * Text alternative of the image. Absent keeps the stored one (an update that does not mention it);
   * an empty string says the image is decorative (rendered alt=""), which differs from null (never given).
   */
  imageAlt: z.optional(
    text().check(
      z.trim(),
      z.maxLength(
        ARTICLE_LIMITS.imageAltMax,
        `Image alt text must be at most ${ARTICLE_LIMITS.imageAltMax} characters`,
      ),
    ),
  ),
  /** Optimistic concurrency: the version the editor loaded; a stale one answers 409. */
  version: formVersion,
  /** On update: 'true' drops the current image (a new image file wins over it). */
  removeImage: z._default(formBoolean, false),
  /** Text format (product.md §10.11): absent keeps the stored one; a new article without it is 'plain'. */
  format: formatField,
  /** Easy-read summary, at most 60 words (product.md §10.11): absent keeps the stored one, blank clears it. */
  inShort: inShortField,
});
export type ArticleInput = z.output<typeof articleInputSchema>;

/** A stored article as the API returns it (product.md §3, plus views and version). */
export const articleSchema = z.object({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  content: z.string(),
  author: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  /** The image's alt text: '' when decorative, null when none was given (rendered as alt=""). */
  imageAlt: z.nullable(z.string()),
  publishedAt: z.string(),
  categoryId: z.int(),
  featured: z.boolean(),
  sourceName: z.string(),
  sourceUrl: z.string(),
  isManualEntry: z.boolean(),
  views: z.int(),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** product.md §10.11: records stored without it read as 'plain'. */
  format: formatSchema,
  inShort: inShortSchema,
  /** product.md §10.12: only 'published' reaches readers; for 'scheduled', publishedAt is when it goes live. */
  status: z.enum(ARTICLE_STATUSES),
  /** product.md §10.16: the take-down of an imported article (when, why); null otherwise. */
  takenDownAt: z.nullable(z.string()),
  takenDownReason: z.nullable(z.string()),
});
export type Article = z.infer<typeof articleSchema>;

/** An article found by search: product.md §7. */
export type ArticleHit = Pick<Article, 'id' | 'title' | 'summary'>;

export { idSchema };
