// Articles: create, read and count views. The item ARTICLE#<id> / ARTICLE carries the keys of every
// article index (see article-item.ts); uniqueness of slug, source URL and guid is held by guards
// claimed before the item is written, and released again if the create fails.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { slugify, type Article } from '../domain/index.ts';
import { articleKey, isoDate, toArticle, toItem, type NewArticle } from './article-item.ts';
import { guidHash, sourceHash } from './article-sources.ts';
import { rewriteTagLinks } from './article-tags.ts';
import { batchGet } from './batch.ts';
import { nextId } from './counters.ts';
import type { Db } from './db.ts';
import { ConflictError, NotFoundError } from './errors.ts';
import { claimGuard, releaseGuard } from './guards.ts';
import { isConditionFailure } from './keys.ts';
import { indexArticle, indexArticles } from './search-index.ts';

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

/** Writes one article without indexing it for search; the caller indexes (alone or in bulk). */
async function writeArticle(db: Db, input: NewArticle, id: number): Promise<Article> {
  const exists = (owner: number) => articleExists(db, owner);
  const claimed: [string, string][] = [];
  try {
    const slug = await claimSlug(db, id, input.slug, input.title);
    claimed.push(['SLUG', slug]);
    // Source URL and guid identify imported items; manual entries may share a site URL.
    const urlHash =
      !input.isManualEntry && input.sourceUrl ? sourceHash(input.sourceUrl) : undefined;
    if (urlHash) {
      if (!(await claimGuard(db, 'URL', urlHash, id, exists))) throw new ConflictError('sourceUrl');
      claimed.push(['URL', urlHash]);
    }
    const gHash = input.guid ? guidHash(input.guid) : undefined;
    if (gHash) {
      if (!(await claimGuard(db, 'GUID', gHash, id, exists))) throw new ConflictError('guid');
      claimed.push(['GUID', gHash]);
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
    const tagIds = [...new Set(input.tagIds)];
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: toItem(article, { tagIds, sourceHash: urlHash, guidHash: gHash }),
      }),
    );
    await rewriteTagLinks(db, null, { id, publishedAt: article.publishedAt, tagIds });
    return article;
  } catch (error) {
    await Promise.all(claimed.map(([kind, value]) => releaseGuard(db, kind, value, id)));
    throw error;
  }
}

/** Creates an article (counter id, guards, item, tag links, search index). */
export async function createArticle(db: Db, input: NewArticle): Promise<Article> {
  const article = await writeArticle(db, input, await nextId(db, 'article'));
  await indexArticle(db, article);
  return article;
}

/** Articles written at once by createArticles: bounded so a batch never floods the store. */
const BULK_WIDTH = 8;

/**
 * Bulk create (seed, importer): ids reserved in one counter call (input order), items written a few at
 * a time, then the whole batch indexed in one pass. Answers each article or its error, in order.
 */
export async function createArticles(db: Db, inputs: NewArticle[]): Promise<(Article | Error)[]> {
  if (inputs.length === 0) return [];
  const first = await nextId(db, 'article', inputs.length);
  const results: (Article | Error)[] = new Array(inputs.length);
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < inputs.length; n = next++) {
      results[n] = await writeArticle(db, inputs[n] as NewArticle, first + n).catch((e: unknown) =>
        e instanceof Error ? e : new Error(String(e)),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_WIDTH, inputs.length) }, worker));
  await indexArticles(
    db,
    results.filter((r): r is Article => !(r instanceof Error)),
  );
  return results;
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
