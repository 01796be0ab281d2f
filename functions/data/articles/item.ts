// Article <-> stored item: ARTICLE#<id> / ARTICLE with its own index keys (see articles.ts for why).
// Internal attributes (tag ids, source and guid hashes, index keys) never leave this module.
import type { Article, ArticleFormat } from '../../domain/index.ts';
import { padId } from '../keys.ts';

/** What the data layer accepts to create an article (shared interface). */
export interface NewArticle {
  title: string;
  /** Explicit slug (taken -> ConflictError('slug', SLUG_TAKEN)); unset: from the title with -2, -3... suffixes. */
  slug?: string | null;
  summary: string;
  content: string;
  author: string | null;
  categoryId: number;
  featured: boolean;
  tagIds: number[];
  imageUrl?: string | null;
  /** '' marks a decorative image; null or absent: none given. */
  imageAlt?: string | null;
  sourceName: string;
  sourceUrl: string;
  isManualEntry: boolean;
  /** ISO 8601; defaults to now. */
  publishedAt?: string;
  /** Feed item guid of imported articles (unique, stored as its sha256). */
  guid?: string | null;
  /** product.md §10.11: absent is 'plain'. */
  format?: ArticleFormat;
  inShort?: string | null;
}

/** Fields an update may change; absent fields keep their value. */
export type ArticleUpdate = Partial<
  Pick<
    NewArticle,
    | 'title'
    | 'summary'
    | 'content'
    | 'author'
    | 'categoryId'
    | 'featured'
    | 'tagIds'
    | 'imageUrl'
    | 'imageAlt'
    | 'sourceName'
    | 'format'
    | 'inShort'
  >
> & { slug?: string | null; publishedAt?: string };

export const ARTICLE_FIELDS = [
  'id',
  'title',
  'slug',
  'summary',
  'content',
  'author',
  'imageUrl',
  'imageAlt',
  'publishedAt',
  'categoryId',
  'featured',
  'sourceName',
  'sourceUrl',
  'isManualEntry',
  'views',
  'version',
  'createdAt',
  'updatedAt',
  'format',
  'inShort',
] as const satisfies readonly (keyof Article)[];

export const articleKey = (id: number) => ({ pk: `ARTICLE#${id}`, sk: 'ARTICLE' });

/** Sort key of every date-ordered article index: '<publishedAt>#<padded id>'. */
export const dateKey = (publishedAt: string, id: number) => `${publishedAt}#${padId(id)}`;

/** The article id in a date key (dateKey). */
export const idOfDateKey = (key: string) => Number(key.slice(key.lastIndexOf('#') + 1));

/** Canonical ISO form (UTC, milliseconds) so date keys sort lexically. */
export function isoDate(value: string | undefined): string {
  const date = value ? new Date(value) : new Date();
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${value}`);
  return date.toISOString();
}

/** The index attributes of an article, a pair per index (../table.ts INDEX); `views` sorts the fourth. */
export function indexKeys(a: Pick<Article, 'id' | 'publishedAt' | 'categoryId' | 'isManualEntry'>) {
  const sk = dateKey(a.publishedAt, a.id);
  return {
    // INDEX.articlesByDate
    gsi1pk: 'ARTICLES',
    gsi1sk: sk,
    // INDEX.categoryArticlesByDate
    gsi2pk: `CATEGORY#${a.categoryId}`,
    gsi2sk: sk,
    // INDEX.manualArticlesByDate: sparse, so only manual entries appear in it
    ...(a.isManualEntry ? { gsi3pk: 'MANUAL', gsi3sk: sk } : {}),
    // INDEX.articlesByViews
    gsi4pk: 'ARTICLES',
  };
}

export interface ArticleInternals {
  tagIds: number[];
  sourceHash?: string;
  guidHash?: string;
}

export function toItem(article: Article, internals: ArticleInternals): Record<string, unknown> {
  return { ...articleKey(article.id), ...indexKeys(article), ...article, ...internals };
}

/** The domain Article of a stored item, with internal attributes stripped. */
export function toArticle(item: Record<string, unknown>): Article {
  const out: Record<string, unknown> = {};
  for (const field of ARTICLE_FIELDS) out[field] = item[field] ?? null;
  // product.md §10.11: a record stored before the format flag is plain text.
  out.format ??= 'plain';
  return out as unknown as Article;
}

export function tagIdsOf(item: Record<string, unknown>): number[] {
  return Array.isArray(item.tagIds) ? item.tagIds.map(Number) : [];
}
