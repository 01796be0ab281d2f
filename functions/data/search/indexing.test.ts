// Runs against in-process dynalite: the single, bulk and batched ('alone') index paths write the same postings.
import { describe, expect, it } from 'vitest';
import type { Db } from '../db.ts';
import { createTestDb, postingIds } from '../../../tests/support/data.ts';
import { BUCKET_SIZE } from './bits.ts';
import { indexArticle, indexArticles } from './indexing.ts';

/** The posting items of a store: SEARCH#<key> / B#<bucket> -> the non-empty fields' ids, ascending. */
async function postingsIn(db: Db): Promise<Record<string, Record<string, number[]>>> {
  const out: Record<string, Record<string, number[]>> = {};
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.dynamo.Scan({ TableName: db.table, ExclusiveStartKey: start });
    for (const item of page.Items ?? []) {
      const pk = String(item.pk);
      if (!pk.startsWith('SEARCH#') || !String(item.sk).startsWith('B#')) continue;
      const sets = postingIds(item);
      if (Object.keys(sets).length > 0) out[`${pk}|${item.sk}`] = sets;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

describe('bulk and single indexing', () => {
  const texts = [
    { id: 3, title: 'Control contract', summary: 'Con artists', content: 'Consider the cons.' },
    { id: 4100, title: 'Ux for all', summary: 'Braille displays', content: 'Braille, control.' },
  ];

  it('write the same postings, also after an update', async () => {
    const single = await createTestDb();
    const bulk = await createTestDb();
    const updated = await createTestDb();
    try {
      for (const a of texts) await indexArticle(single.db, a);
      await indexArticles(bulk.db, texts);
      expect(Object.keys(await postingsIn(bulk.db))).toContain('SEARCH#con*|B#0');
      expect(await postingsIn(single.db)).toEqual(await postingsIn(bulk.db));

      // Indexed once with other words, then updated to the texts: the diff leaves the same postings.
      for (const a of texts)
        await indexArticle(updated.db, { ...a, title: 'Contour maps', content: 'Other words.' });
      for (const a of texts) await indexArticle(updated.db, a);
      expect(await postingsIn(updated.db)).toEqual(await postingsIn(bulk.db));
    } finally {
      await Promise.all([single.close(), bulk.close(), updated.close()]);
    }
  });

  it('write the same postings when indexed alone (batched, as the seed does), onto existing ones too', async () => {
    // Prepare: one store indexed by ADD updates, one by the batched path; both start with one article indexed
    const added = await createTestDb();
    const alone = await createTestDb();
    const [first, other] = texts;
    const rest = [
      { id: 5, title: 'Contrast checker', summary: 'Colour', content: 'Ratios.' },
      other!,
    ];
    try {
      for (const t2 of [added, alone]) await indexArticle(t2.db, first!);
      // Act
      await indexArticles(added.db, rest);
      await indexArticles(alone.db, rest, { alone: true });
      // Assess: the batched merge kept the first article's id in the bucket it shares with a new one
      expect(await postingsIn(alone.db)).toEqual(await postingsIn(added.db));
      expect((await postingsIn(alone.db))['SEARCH#con*|B#0']?.t).toEqual([3, 5]);
    } finally {
      await Promise.all([added.close(), alone.close()]);
    }
  });

  it('write the same postings when indexed alone past the ids indexed so far (only older buckets read)', async () => {
    // Prepare: article 3 indexed in both stores; the new ones fall in its bucket and in the next one
    const added = await createTestDb();
    const alone = await createTestDb();
    const rest = [
      { id: 5, title: 'Contrast checker', summary: 'Colour', content: 'Ratios.' },
      { id: BUCKET_SIZE + 1, title: 'Control centre', summary: 'Switches', content: 'Contrast.' },
    ];
    try {
      for (const t2 of [added, alone]) await indexArticle(t2.db, texts[0]!);
      // Act
      await indexArticles(added.db, rest);
      await indexArticles(alone.db, rest, { alone: true, indexedThrough: 3 });
      // Assess: bucket 0 was merged with article 3, bucket 1 written from the new article alone
      expect(await postingsIn(alone.db)).toEqual(await postingsIn(added.db));
      expect((await postingsIn(alone.db))['SEARCH#con*|B#0']?.t).toEqual([3, 5]);
      expect((await postingsIn(alone.db))['SEARCH#con*|B#1']?.t).toEqual([BUCKET_SIZE + 1]);
    } finally {
      await Promise.all([added.close(), alone.close()]);
    }
  });

  it('write the same postings when indexed alone into a store that never held an article (no reads)', async () => {
    // Prepare
    const added = await createTestDb();
    const fresh = await createTestDb();
    try {
      // Act
      await indexArticles(added.db, texts);
      await indexArticles(fresh.db, texts, { alone: true, indexedThrough: 0 });
      // Assess
      expect(await postingsIn(fresh.db)).toEqual(await postingsIn(added.db));
      expect(Object.keys(await postingsIn(fresh.db))).toContain('SEARCH#con*|B#0');
    } finally {
      await Promise.all([added.close(), fresh.close()]);
    }
  });

  it("keep every writer's ids when saves of articles sharing words race on the same postings", async () => {
    // Prepare: eight articles in one bucket, every one under the keys of 'control' and 'braille'
    const racing = await createTestDb();
    const bulk = await createTestDb();
    const many = Array.from({ length: 8 }, (_, i) => ({
      id: 10 + i,
      title: `Control panel ${i}`,
      summary: 'Braille',
      content: `Braille and control, part ${i}.`,
    }));
    try {
      // Act: the saves run at once, so their conditional writes collide and the losers retry
      await Promise.all(many.map((a) => indexArticle(racing.db, a)));
      await indexArticles(bulk.db, many);
      // Assess
      const postings = await postingsIn(racing.db);
      expect(postings['SEARCH#con*|B#0']?.t).toEqual(many.map((a) => a.id));
      expect(postings).toEqual(await postingsIn(bulk.db));
    } finally {
      await Promise.all([racing.close(), bulk.close()]);
    }
  });
});
