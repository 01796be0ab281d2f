// Article <-> stored item: ARTICLE#<id> / ARTICLE with its own index keys (see articles.ts for why).
// Internal attributes (tag ids, source and guid hashes, index keys) never leave this module.
import type { Article, ArticleFormat } from '../../domain/index.ts';
// Not through domain/index.ts: a cold read must not load the editor's form schema (infra/lambdas.test.ts).
import { isPublic, statusOf, type ArticleStatus } from '../../domain/article-status.ts';
import { padId } from '../keys.ts';
import { GSI1_PK, GSI1_SK, GSI2_PK, GSI2_SK, GSI3_PK, GSI3_SK, POPULAR_PK } from '../table.ts';

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
  /** product.md §10.12; defaults to 'published'. For 'scheduled', publishedAt is when it goes live. */
  status?: ArticleStatus;
  /** A Markdown body's HTML, rendered once when it is saved (product.md §10.11); null for plain text. */
  contentHtml?: string | null;
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
    | 'contentHtml'
  >
> & {
  slug?: string | null;
  publishedAt?: string;
  status?: ArticleStatus;
  /** An autosave (product.md §10.13): it keeps no revision of a version an autosave made. */
  autosave?: boolean;
} & TakeDownUpdate;

/** product.md §10.16: a take-down sets its time and reason, a restore clears them (null). */
export interface TakeDownUpdate {
  takenDownAt?: string | null;
  takenDownReason?: string | null;
}

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
  'status',
  'takenDownAt',
  'takenDownReason',
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

/** INDEX.articlesByStatus: the partition of the articles readers may not see yet, one per status. */
export const statusPartition = (status: ArticleStatus) => `STATUS#${status}`;

type Indexed = Pick<Article, 'id' | 'publishedAt' | 'categoryId' | 'isManualEntry'> & {
  status?: ArticleStatus | null;
  takenDownAt?: string | null;
};

/** INDEX.articlesByStatus: the partition of taken-down articles (product.md §10.16). */
export const TAKEN_DOWN_PARTITION = 'TAKENDOWN';

/** The sparse index of one kind of article: manual ones (MANUAL) or imported ones (IMPORTED, product.md §10.16). */
const kindKeys = (a: Indexed, sk: string) => ({
  gsi3pk: a.isManualEntry ? 'MANUAL' : 'IMPORTED',
  gsi3sk: sk,
});

/**
 * The index attributes of an article, a pair per index (../table.ts INDEX); `views` sorts the fourth.
 * Only a public article (domain isPublic) carries the keys of the public indexes; any other is in its
 * status's partition of INDEX.articlesByStatus instead, and in the admin's manual index as before.
 */
export function indexKeys(a: Indexed): Record<string, string> {
  const sk = dateKey(a.publishedAt, a.id);
  if (!isPublic(a))
    return {
      // INDEX.articlesByStatus: a scheduled one sorts by the time it goes live (its publishedAt).
      gsi1pk: a.takenDownAt ? TAKEN_DOWN_PARTITION : statusPartition(statusOf(a)),
      gsi1sk: sk,
      ...kindKeys(a, sk),
    };
  return {
    // INDEX.articlesByDate
    gsi1pk: 'ARTICLES',
    gsi1sk: sk,
    // INDEX.categoryArticlesByDate
    gsi2pk: `CATEGORY#${a.categoryId}`,
    gsi2sk: sk,
    // INDEX.manualArticlesByDate / importedArticlesByDate: one partition each of the same index
    ...kindKeys(a, sk),
    // INDEX.articlesByViews
    gsi4pk: 'ARTICLES',
  };
}

/** Every index attribute an article may carry. */
const INDEX_ATTRIBUTES = [GSI1_PK, GSI1_SK, GSI2_PK, GSI2_SK, GSI3_PK, GSI3_SK, POPULAR_PK];

/** The index attributes an update must REMOVE: those the article's new keys (indexKeys) leave out. */
export const droppedIndexKeys = (keys: Record<string, string>): string[] =>
  INDEX_ATTRIBUTES.filter((name) => !(name in keys));

export interface ArticleInternals {
  tagIds: number[];
  sourceHash?: string;
  guidHash?: string;
  /** NewArticle.contentHtml: the kept HTML, read by keptHtmlOf and never part of the domain Article. */
  contentHtml?: string | null;
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
  out.status = statusOf(out);
  return out as unknown as Article;
}

/**
 * The HTML kept with a Markdown article when it was saved (product.md §10.11); null for a plain one, or for one saved
 * before the HTML was kept, which readers get rendered on read (functions/lib/article-html.ts readerBodyHtml).
 */
export function keptHtmlOf(item: Record<string, unknown>): string | null {
  return item.format === 'markdown' && typeof item.contentHtml === 'string'
    ? item.contentHtml
    : null;
}

export function tagIdsOf(item: Record<string, unknown>): number[] {
  return Array.isArray(item.tagIds) ? item.tagIds.map(Number) : [];
}
