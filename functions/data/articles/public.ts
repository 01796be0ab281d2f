// The one gate of every public read (product.md §10.12, §10.16): ids from any index or link are loaded and
// kept only when the article item itself is public (domain isPublic), whatever the index says. An index can
// lag its items (a GSI is eventually consistent) or keep an entry a crashed write left behind (a TAG# link,
// a search posting), so no public list, search, feed, page or digest answers from an index alone.
import type { Article } from '../../domain/index.ts';
import { isPublic, type ArticleStatus } from '../../domain/article-status.ts';
import { batchGet } from '../batch.ts';
import type { Db } from '../db.ts';
import { articleKey, toArticle } from './item.ts';
import type { Page } from './lists.ts';

/** The attributes isPublic reads: a projection must name them, or the gate could not decide. */
const VISIBILITY_ATTRIBUTES = ['status', 'takenDownAt'];

const visible = (item: Record<string, unknown>) =>
  isPublic({
    status: item.status as ArticleStatus | undefined,
    takenDownAt: item.takenDownAt as string | undefined,
  });

/**
 * The public article items of `ids` in their order (BatchGet ARTICLE#id), whole or with only `attributes`
 * (plus what the gate reads); ids with no article, or one readers may not see, are left out.
 */
export async function publicItems(
  db: Db,
  ids: number[],
  attributes?: string[],
): Promise<Record<string, unknown>[]> {
  const projection = attributes && [...new Set([...attributes, ...VISIBILITY_ATTRIBUTES])];
  const items = await batchGet(db, ids.map(articleKey), projection);
  return items.filter((i) => i !== undefined).filter(visible);
}

/** The public articles of `ids`, in their order. */
export async function loadPublic(db: Db, ids: number[]): Promise<Article[]> {
  return (await publicItems(db, ids)).map(toArticle);
}

/** Ids checked per round: enough to keep the store busy, few enough to bound the BatchGets in flight (20). */
const ID_ROUND = 2000;

/**
 * The ids of `ids` whose article is public, in their order, reading only what the gate reads (BatchGet with a
 * projection, ID_ROUND at a time): for a list that must be right before any article is read, such as the
 * article pages a build names to getStaticPaths and its sitemap.
 */
export async function publicIds(db: Db, ids: number[]): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < ids.length; i += ID_ROUND)
    for (const item of await publicItems(db, ids.slice(i, i + ID_ROUND), []))
      out.push(Number(String(item.pk).slice('ARTICLE#'.length)));
  return out;
}

/** The ids at the index positions [offset, offset + limit) of a list, in its order; fewer only at its end. */
export type PositionReader = (page: Page) => Promise<number[]>;

/**
 * A public page of an index-ordered list. The paging rule: offset and limit count index entries, and the page
 * is the first `limit` public articles at or after entry `offset`. Normally every entry is public, so this is
 * one read of `limit` entries, as before. When the gate drops some (an entry the index still holds for an
 * article that is no longer public), the page reads on past offset + limit until it is full or the list ends,
 * so no page is short (the feed takes a short page for the last one) and no article is skipped; the next page
 * may then begin with the articles this one read on to, a repeat that lasts only as long as the stale entry.
 * Each further round reads the shortfall plus as many entries as the last round dropped, so a long run of stale
 * entries costs few rounds and a lone one loads at most one article more than it shows.
 */
export async function publicPage(
  db: Db,
  read: PositionReader,
  { offset, limit }: Page,
): Promise<Article[]> {
  const page: Article[] = [];
  let at = offset;
  let dropped = 0;
  while (page.length < limit) {
    const want = limit - page.length + dropped;
    const ids = await read({ offset: at, limit: want });
    const found = await loadPublic(db, ids);
    page.push(...found);
    if (ids.length < want) break;
    at += want;
    dropped = ids.length - found.length;
  }
  return page.slice(0, limit);
}
