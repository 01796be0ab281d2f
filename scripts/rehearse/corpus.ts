// The rehearsal at a larger size (`--articles N`): generated articles (the bench's corpus) written straight into the
// table after the demo seed and before the first publish, and the count of public articles the journeys start on.
import { articleInputs } from '../bench/bench-corpus.ts';
import {
  createArticles,
  listArticles,
  listCategories,
  listTags,
  type Db,
  type NewArticle,
} from '../../functions/data/index.ts';
import { publicIds } from '../../functions/data/articles/public.ts';
import { articleIdsByDate } from '../../functions/data/articles/walk.ts';

/** Articles per createArticles call, as the rebuild bench loads its store. */
export const CORPUS_BATCH = 2000;

/** The generated articles sort at least this long before the oldest article already in the table. */
const GAP_MS = 3_600_000;

/**
 * `count` bench articles in batches of `batch`, moved in time so the newest is `GAP_MS` before `oldest` (the demo
 * content stays the newest: the journeys and the spike read the same feed as at demo size), with the corpus's
 * category and tag numbers mapped onto the ids the table has.
 */
export function corpusBatches(
  count: number,
  options: { oldest: Date; categoryIds: number[]; tagIds: number[]; batch?: number },
): NewArticle[][] {
  const { oldest, categoryIds, tagIds, batch = CORPUS_BATCH } = options;
  if (count <= 0) return [];
  if (categoryIds.length === 0) throw new Error('the table has no category for the corpus');
  const inputs = articleInputs(count);
  const shift = oldest.getTime() - GAP_MS - Date.parse(inputs.at(-1)!.publishedAt!);
  const pick = (ids: number[], n: number) => ids[(n - 1) % ids.length]!;
  const batches: NewArticle[][] = [];
  for (let i = 0; i < inputs.length; i += batch)
    batches.push(
      inputs.slice(i, i + batch).map((a) => ({
        ...a,
        categoryId: pick(categoryIds, a.categoryId),
        tagIds: tagIds.length ? (a.tagIds ?? []).map((t) => pick(tagIds, t)) : [],
        publishedAt: new Date(Date.parse(a.publishedAt!) + shift).toISOString(),
      })),
    );
  return batches;
}

/**
 * Writes generated articles until the table holds `total` public ones (none when it already does). Nobody else
 * writes the table before the first publish, so the batches go as the seed's do (`index: 'alone'`: BatchWrite and
 * batched search postings, no site change recorded: the first publish builds every page).
 */
export async function loadCorpus(
  db: Db,
  total: number,
  progress: (loaded: number, of: number) => void = () => undefined,
): Promise<{ loaded: number; seconds: number }> {
  const have = await countPublicArticles(db);
  const count = total - have;
  if (count <= 0) return { loaded: 0, seconds: 0 };
  const [oldest] = await listArticles(db, { limit: 1, offset: 0, sort: 'oldest' });
  const batches = corpusBatches(count, {
    oldest: new Date(oldest?.publishedAt ?? Date.now()),
    categoryIds: (await listCategories(db)).map((c) => c.id),
    tagIds: (await listTags(db)).map((t) => t.id),
  });
  const started = performance.now();
  let loaded = 0;
  for (const batch of batches) {
    const failed = (await createArticles(db, batch, { index: 'alone' })).find(
      (r) => r instanceof Error,
    );
    if (failed) throw failed;
    loaded += batch.length;
    progress(loaded, count);
  }
  return { loaded, seconds: (performance.now() - started) / 1000 };
}

/**
 * The public articles in the table: every id of the date index (one pass over its keys) passed through the public
 * gate as a page's reads are (public.ts: a BatchGet of the visibility attributes alone), so an index entry for an
 * article readers may not see is not counted.
 */
export async function countPublicArticles(db: Db): Promise<number> {
  return (await publicIds(db, await articleIdsByDate(db))).length;
}
