// Articles: create, read and count views. The item ARTICLE#<id> / ARTICLE carries the keys of every
// article index (see article-item.ts); uniqueness of slug, source URL and guid is held by guards
// claimed before the item is written, and released again if the create fails.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { slugify, type Article } from '../domain/index.ts';
import {
  articleKey,
  isoDate,
  toArticle,
  toItem,
  type ArticleInternals,
  type NewArticle,
} from './article-item.ts';
import { guidHash, sourceHash } from './article-sources.ts';
import { rewriteTagLinks } from './article-tags.ts';
import { batchGet } from './batch.ts';
import { nextId } from './counters.ts';
import type { Db } from './db.ts';
import { ConflictError, NotFoundError } from './errors.ts';
import { claimGuard, readGuard, releaseGuard } from './guards.ts';
import { isConditionFailure } from './keys.ts';
import { indexArticle } from './search-index.ts';

/** Auto slugs try title, title-2, title-3... this many times before giving up. */
const SLUG_ATTEMPTS = 50;

/** True when ARTICLE#id exists (GetItem, keys only): used to spot a guard left by a crashed write. */
export async function articleExists(db: Db, id: number): Promise<boolean> {
  const { Item } = await db.doc.send(
    new GetCommand({
      TableName: db.table,
      Key: articleKey(id),
      ProjectionExpression: 'pk',
      ConsistentRead: true,
    }),
  );
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
    throw new ConflictError('slug');
  }
  const base = slugify(title);
  for (let n = 1; n <= SLUG_ATTEMPTS; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (await claimGuard(db, 'SLUG', slug, id, exists)) return slug;
  }
  const fallback = `${base}-${id}`;
  if (await claimGuard(db, 'SLUG', fallback, id, exists)) return fallback;
  throw new ConflictError('slug');
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
    };
    const internals = { tagIds: [...new Set(input.tagIds)], sourceHash: urlHash, guidHash: gHash };
    return { article, internals, guards };
  } catch (error) {
    await releaseAll(db, id, guards);
    throw error;
  }
}

/** Writes one article without indexing it for search; the caller indexes it. */
async function writeArticle(db: Db, input: NewArticle, id: number): Promise<Article> {
  const { article, internals, guards } = await claimArticle(db, input, id);
  try {
    await db.doc.send(new PutCommand({ TableName: db.table, Item: toItem(article, internals) }));
    await rewriteTagLinks(db, null, { ...article, tagIds: internals.tagIds });
    return article;
  } catch (error) {
    await releaseAll(db, id, guards);
    throw error;
  }
}

/**
 * Creates an article (counter id, guards, item, tag links, search index). An explicit slug that an
 * existing article holds is refused before an id is reserved, so such a refusal leaves the counter as
 * it was; the conditional claim after it still decides a race between two new articles.
 */
export async function createArticle(db: Db, input: NewArticle): Promise<Article> {
  if (input.slug) {
    const owner = await readGuard(db, 'SLUG', input.slug);
    if (owner !== null && (await articleExists(db, owner))) throw new ConflictError('slug');
  }
  const article = await writeArticle(db, input, await nextId(db, 'article'));
  await indexArticle(db, article);
  return article;
}

/** One article (GetItem ARTICLE#id / ARTICLE); NotFoundError when missing. */
export async function getArticle(db: Db, id: number): Promise<Article> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: articleKey(id) }));
  if (!Item) throw new NotFoundError('article', id);
  return toArticle(Item);
}

/** Several articles (BatchGet ARTICLE#id), in the order of `ids`, missing ones left out. */
export async function getArticles(db: Db, ids: number[]): Promise<Article[]> {
  const items = await batchGet(db, ids.map(articleKey));
  return items.filter((i) => i !== undefined).map(toArticle);
}

/** Counts one view (UpdateItem ADD views on ARTICLE#id, which also moves it in the popular index). */
export async function recordArticleView(db: Db, id: number): Promise<number> {
  try {
    const { Attributes } = await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: articleKey(id),
        UpdateExpression: 'ADD #v :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#v': 'views' },
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.views);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('article', id);
    throw error;
  }
}
