// The rehearsal's corpus: batches sized and dated before the table's content, loaded up to a total of public articles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createArticle,
  createCategory,
  createTag,
  listArticles,
} from '../../functions/data/index.ts';
import { createTestDb, newArticle, type TestDb } from '../../tests/support/data.ts';
import { corpusBatches, countPublicArticles, loadCorpus } from './corpus.ts';

describe('corpusBatches', () => {
  const oldest = new Date('2026-01-01T00:00:00Z');

  it('splits the articles into batches of the given size, the last one shorter', () => {
    const batches = corpusBatches(5, { oldest, categoryIds: [1], tagIds: [1], batch: 2 });
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    const urls = batches.flat().map((a) => a.sourceUrl);
    expect(new Set(urls).size).toBe(5);
  });

  it('dates every article at least an hour before the oldest one in the table', () => {
    const dates = corpusBatches(50, { oldest, categoryIds: [1], tagIds: [1] })
      .flat()
      .map((a) => Date.parse(a.publishedAt!));
    expect(Math.max(...dates)).toBe(oldest.getTime() - 3_600_000);
  });

  it("puts the corpus's categories and tags onto the ids the table has", () => {
    const articles = corpusBatches(200, { oldest, categoryIds: [11, 12], tagIds: [7] }).flat();
    expect(new Set(articles.map((a) => a.categoryId))).toEqual(new Set([11, 12]));
    expect(new Set(articles.flatMap((a) => a.tagIds))).toEqual(new Set([7]));
  });

  it('gives nothing for no articles', () => {
    expect(corpusBatches(0, { oldest, categoryIds: [], tagIds: [] })).toEqual([]);
  });
});

describe('loadCorpus and countPublicArticles', () => {
  let store: TestDb;
  let newest: number;

  beforeAll(async () => {
    store = await createTestDb();
    const category = await createCategory(store.db, { name: 'News' });
    const tag = await createTag(store.db, { name: 'Vision', description: 'Sight', keywords: [] });
    const base = { categoryId: category.id, tagIds: [tag.id] };
    newest = (await createArticle(store.db, newArticle(base))).id;
    await createArticle(store.db, newArticle({ ...base, status: 'draft' }));
  }, 60_000);

  afterAll(async () => {
    await store.close();
  });

  it('counts public articles only', async () => {
    expect(await countPublicArticles(store.db)).toBe(1);
  });

  it('loads until the table holds the total, older than what was there, then loads nothing more', async () => {
    const seen: number[] = [];
    const first = await loadCorpus(store.db, 6, (loaded) => seen.push(loaded));
    expect(first.loaded).toBe(5);
    expect(seen).toEqual([5]);
    expect(await countPublicArticles(store.db)).toBe(6);
    const [top] = await listArticles(store.db, { limit: 1, offset: 0 });
    expect(top!.id).toBe(newest);
    expect((await loadCorpus(store.db, 6)).loaded).toBe(0);
  });
});
