// Claiming a new article: its slug, source URL and guid guards (../guards.ts), taken before its item is
// written, and released if that write fails. Internal: createArticle and createArticles build on it.
import type { Article } from '../../domain/index.ts';
import { slugify } from '../../domain/slug.ts';
import type { Db } from '../db.ts';
import { ConflictError, SLUG_TAKEN } from '../errors.ts';
import { claimGuard, releaseGuard } from '../guards.ts';
import { articleKey, isoDate, type ArticleInternals, type NewArticle } from './item.ts';
import { guidHash, sourceHash } from './sources.ts';

/** Auto slugs try title, title-2, title-3... this many times before giving up. */
const SLUG_ATTEMPTS = 50;

/** True when ARTICLE#id exists (GetItem, keys only): used to spot a guard left by a crashed write. */
export async function articleExists(db: Db, id: number): Promise<boolean> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: articleKey(id),
    ProjectionExpression: 'pk',
    ConsistentRead: true,
  });
  return Item !== undefined;
}

/** Claims a slug for the article; an explicit slug must be free, an automatic one gets a suffix. */
export async function claimSlug(
  db: Db,
  id: number,
  explicit: string | null | undefined,
  title: string,
): Promise<string> {
  const exists = (owner: number) => articleExists(db, owner);
  if (explicit) {
    if (await claimGuard(db, 'SLUG', explicit, id, exists)) return explicit;
    throw new ConflictError('slug', SLUG_TAKEN);
  }
  const base = slugify(title);
  for (let n = 1; n <= SLUG_ATTEMPTS; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (await claimGuard(db, 'SLUG', slug, id, exists)) return slug;
  }
  const fallback = `${base}-${id}`;
  if (await claimGuard(db, 'SLUG', fallback, id, exists)) return fallback;
  throw new ConflictError('slug', SLUG_TAKEN);
}

/** An article whose guards are claimed but whose item is not written yet. */
export interface Claimed {
  article: Article;
  internals: ArticleInternals;
  /** The guards held for it, [kind, value], released again if its write fails. */
  guards: [string, string][];
}

export const releaseAll = (db: Db, id: number, guards: [string, string][]) =>
  Promise.all(guards.map(([kind, value]) => releaseGuard(db, kind, value, id)));

/**
 * Claims the slug, source URL and guid guards of a new article (one conditional PutItem each, in that
 * order) and builds its record; on a failure the guards already claimed are released.
 */
export async function claimArticle(db: Db, input: NewArticle, id: number): Promise<Claimed> {
  const exists = (owner: number) => articleExists(db, owner);
  const guards: [string, string][] = [];
  // Source URL and guid identify imported items; manual entries may share a site URL.
  const urlHash = !input.isManualEntry && input.sourceUrl ? sourceHash(input.sourceUrl) : undefined;
  const gHash = input.guid ? guidHash(input.guid) : undefined;
  // URL then guid, in that order: two writers of the same item race for the URL first, so one wins.
  const claimSource = async () => {
    if (urlHash) {
      if (!(await claimGuard(db, 'URL', urlHash, id, exists))) throw new ConflictError('sourceUrl');
      guards.push(['URL', urlHash]);
    }
    if (gHash) {
      if (!(await claimGuard(db, 'GUID', gHash, id, exists))) throw new ConflictError('guid');
      guards.push(['GUID', gHash]);
    }
  };
  const claimOwnSlug = async () => {
    const claimed = await claimSlug(db, id, input.slug, input.title);
    guards.push(['SLUG', claimed]);
    return claimed;
  };
  try {
    let slug: string;
    if (input.slug) {
      // An explicit slug can be refused: claimed alone first, so two such writers never both lose.
      slug = await claimOwnSlug();
      await claimSource();
    } else {
      // An automatic slug is never refused (it takes a suffix): claimed alongside, one round trip less.
      const [slugResult, sourceResult] = await Promise.allSettled([claimOwnSlug(), claimSource()]);
      if (slugResult.status === 'rejected') throw slugResult.reason;
      if (sourceResult.status === 'rejected') throw sourceResult.reason;
      slug = slugResult.value;
    }
    const now = new Date().toISOString();
    const article: Article = {
      id,
      title: input.title,
      slug,
      summary: input.summary,
      content: input.content,
      author: input.author ?? null,
      imageUrl: input.imageUrl ?? null,
      imageAlt: input.imageAlt ?? null,
      publishedAt: isoDate(input.publishedAt),
      categoryId: input.categoryId,
      featured: input.featured,
      sourceName: input.sourceName,
      sourceUrl: input.sourceUrl,
      isManualEntry: input.isManualEntry,
      views: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
      format: input.format ?? 'plain',
      inShort: input.inShort ?? null,
      status: input.status ?? 'published',
      takenDownAt: null,
      takenDownReason: null,
    };
    const internals = {
      tagIds: [...new Set(input.tagIds)],
      sourceHash: urlHash,
      guidHash: gHash,
      ...(input.contentHtml ? { contentHtml: input.contentHtml } : {}),
    };
    return { article, internals, guards };
  } catch (error) {
    await releaseAll(db, id, guards);
    throw error;
  }
}
