// The search index upgrade against in-process dynalite: an old-format store (number-set postings, no version) is re-indexed once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createArticle } from '../articles/articles.ts';
import { createArticles, indexPending } from '../articles/bulk.ts';
import { batchWrite } from '../batch.ts';
import type { Db } from '../db.ts';
import {
  countRequests,
  createTestDb,
  newArticle,
  postingIds,
  type TestDb,
} from '../../../tests/support/data.ts';
import { searchArticleIds } from './search.ts';
import {
  readSearchIndexMeta,
  recordSearchIndexVersion,
  SEARCH_INDEX_VERSION,
  upgradeSearchIndex,
} from './upgrade.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

/**
 * Turns the store into what the format before left: every posting's ids as number sets, with no version
 * (`v`), and no SEARCH#META item.
 */
async function makeOldFormat(db: Db): Promise<void> {
  const writes: Parameters<typeof batchWrite>[1] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.dynamo.Scan({ TableName: db.table, ExclusiveStartKey: start });
    for (const item of page.Items ?? []) {
      const { pk, sk } = item as { pk: string; sk: string };
      if (pk === 'SEARCH#META') writes.push({ DeleteRequest: { Key: { pk, sk } } });
      if (!pk.startsWith('SEARCH#') || !sk.startsWith('B#')) continue;
      const old: Record<string, unknown> = { pk, sk };
      for (const [f, ids] of Object.entries(postingIds(item))) old[f] = new Set(ids);
      writes.push({ PutRequest: { Item: old } });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  await batchWrite(db, writes);
}

/** Three articles whose only words starting with 'wom' are in the title. */
async function createWombats(db: Db): Promise<number[]> {
  const bulk = await createArticles(db, [
    newArticle({ title: 'Wombat burrows' }),
    newArticle({ title: 'Womble litter' }),
  ]);
  const single = await createArticle(db, newArticle({ title: 'Wombats at night' }));
  return [...bulk.map((r) => (r instanceof Error ? 0 : r.id)), single.id];
}

describe('upgradeSearchIndex', () => {
  it('records the version on an empty store without indexing anything', async () => {
    expect(await readSearchIndexMeta(t.db)).toEqual({ version: 1 });
    expect(await upgradeSearchIndex(t.db)).toBe(0);
    expect(await readSearchIndexMeta(t.db)).toEqual({ version: SEARCH_INDEX_VERSION });
  });

  it('re-indexes every article of an old-format store, then is a single read', async () => {
    const ids = await createWombats(t.db);
    await makeOldFormat(t.db);
    expect(await searchArticleIds(t.db, 'wom', 10)).toEqual([]);

    expect(await upgradeSearchIndex(t.db)).toBe(3);
    expect(await searchArticleIds(t.db, 'wom', 10)).toEqual([...ids].reverse());
    expect(await searchArticleIds(t.db, 'womble', 10)).toEqual([ids[1]]);
    expect(await readSearchIndexMeta(t.db)).toEqual({ version: SEARCH_INDEX_VERSION });

    const requests = countRequests(t.db);
    expect(await upgradeSearchIndex(t.db)).toBe(0);
    expect([...requests]).toEqual([['GetItem', 1]]);
  });

  it('resumes an upgrade cut off part way after the ids it finished', async () => {
    const ids = await createWombats(t.db);
    await makeOldFormat(t.db);
    // Passes of one id; the second pass's read of its article fails, as if the process had stopped there.
    const batchGet = t.db.dynamo.BatchGetItem;
    let reads = 0;
    t.db.dynamo.BatchGetItem = (input) => {
      const readsArticles = String(input.RequestItems?.[t.db.table]?.Keys?.[0]?.pk).startsWith(
        'ARTICLE#',
      );
      if (readsArticles && ++reads === 2) return Promise.reject(new Error('store went away'));
      return batchGet(input);
    };
    await expect(upgradeSearchIndex(t.db, { batch: 1 })).rejects.toThrow('store went away');
    expect(await readSearchIndexMeta(t.db)).toEqual({
      version: 1,
      target: SEARCH_INDEX_VERSION,
      through: ids[0],
    });
    expect(await searchArticleIds(t.db, 'wom', 10)).toEqual([ids[0]]);

    expect(await upgradeSearchIndex(t.db, { batch: 1 })).toBe(2);
    expect(await searchArticleIds(t.db, 'wom', 10)).toEqual([...ids].reverse());
    expect(await readSearchIndexMeta(t.db)).toEqual({ version: SEARCH_INDEX_VERSION });
  });

  it('re-indexes in passes that end on multiples of the pass size, one posting bucket each by default', async () => {
    // Prepare: ids 1 to 3, passes of 2 ids
    const ids = await createWombats(t.db);
    await makeOldFormat(t.db);
    const passes: number[][] = [];
    const batchGet = t.db.dynamo.BatchGetItem;
    t.db.dynamo.BatchGetItem = (input) => {
      const keys = input.RequestItems?.[t.db.table]?.Keys ?? [];
      if (String(keys[0]?.pk).startsWith('ARTICLE#'))
        passes.push(keys.map((k) => Number(String(k.pk).slice('ARTICLE#'.length))));
      return batchGet(input);
    };
    // Act
    expect(await upgradeSearchIndex(t.db, { batch: 2 })).toBe(3);
    // Assess: the first pass stops at id 1 (ids 0-1 are the first pair), so the next covers 2-3
    expect(ids).toEqual([1, 2, 3]);
    expect(passes).toEqual([[1], [2, 3]]);
  });

  it('leaves a store alone once its version is recorded', async () => {
    await createWombats(t.db);
    await makeOldFormat(t.db);
    await recordSearchIndexVersion(t.db);
    expect(await upgradeSearchIndex(t.db)).toBe(0);
    expect(await searchArticleIds(t.db, 'wom', 10)).toEqual([]);
  });

  it('runs once per store in a process when called twice at the same time', async () => {
    await createWombats(t.db);
    await makeOldFormat(t.db);
    const first = upgradeSearchIndex(t.db);
    expect(upgradeSearchIndex(t.db)).toBe(first);
    expect(await first).toBe(3);
  });

  it('runs before each import: indexPending upgrades an old-format store', async () => {
    const ids = await createWombats(t.db);
    await makeOldFormat(t.db);
    expect(await indexPending(t.db)).toBe(0);
    expect(await searchArticleIds(t.db, 'wom', 10)).toEqual([...ids].reverse());
    expect((await readSearchIndexMeta(t.db)).version).toBe(SEARCH_INDEX_VERSION);
  });
});
