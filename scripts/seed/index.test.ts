// Demo seed: the demo counts of product.md §11.1, its field rules, and a second call that writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getArticleWithKeptHtml,
  listArticles,
  listCategories,
  listEvents,
  listGlossaryTerms,
  listManualArticles,
  listRssSources,
  listTags,
  readSearchIndexMeta,
  SEARCH_INDEX_VERSION,
  searchArticleIds,
  tokenize,
  upgradeSearchIndex,
} from '../../functions/data/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { readingMinutes } from '../../functions/domain/reading-time.ts';
import { savedBodyHtml } from '../../functions/lib/article-html.ts';
import { seedIfEmpty } from './index.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
let store: TestDb;

beforeAll(async () => {
  store = await createTestDb();
  await seedIfEmpty(store.db, NOW);
});
afterAll(() => store.close());

describe('seedIfEmpty', () => {
  it('writes at least 6 categories and 6 tags with descriptions and keywords', async () => {
    expect((await listCategories(store.db)).length).toBeGreaterThanOrEqual(6);
    const tags = await listTags(store.db);
    expect(tags.length).toBeGreaterThanOrEqual(6);
    for (const t of tags) {
      expect(t.description?.length ?? 0).toBeGreaterThan(10);
      expect(t.keywords.length).toBeGreaterThan(3);
    }
  });

  it('writes at least 40 valid articles, featured and manual among them, with reading times from 1 to 20+ minutes', async () => {
    const articles = await listArticles(store.db, { sort: 'newest', limit: 100, offset: 0 });
    expect(articles.length).toBeGreaterThanOrEqual(40);
    expect(articles.some((a) => a.featured)).toBe(true);
    expect((await listManualArticles(store.db, { limit: 100, offset: 0 })).length).toBeGreaterThan(
      0,
    );
    expect(articles.some((a) => !a.isManualEntry && a.sourceUrl.startsWith('https://'))).toBe(true);
    for (const a of articles) {
      expect(a.summary.length).toBeGreaterThanOrEqual(10); // product.md §5
      expect(a.content.length).toBeGreaterThanOrEqual(50); // product.md §5
      expect(Date.parse(a.publishedAt)).toBeLessThanOrEqual(NOW.getTime());
    }
    const minutes = articles.map((a) => readingMinutes(a.summary, a.content));
    expect(Math.min(...minutes)).toBe(1);
    expect(Math.max(...minutes)).toBeGreaterThanOrEqual(20);
  });

  it('keeps the HTML of its Markdown articles, as a save does (product.md §10.11)', async () => {
    const articles = await listArticles(store.db, { sort: 'newest', limit: 100, offset: 0 });
    const markdown = articles.filter((a) => a.format === 'markdown');
    expect(markdown.length).toBeGreaterThan(0);
    for (const a of markdown) {
      const { keptHtml } = await getArticleWithKeptHtml(store.db, a.id);
      expect(keptHtml, a.title).toBe(savedBodyHtml(a));
    }
  });

  it('writes glossary terms, past/future/virtual/recurring events and real RSS sources', async () => {
    expect((await listGlossaryTerms(store.db)).length).toBeGreaterThanOrEqual(20);
    const events = await listEvents(store.db);
    expect(events.length).toBeGreaterThanOrEqual(10);
    expect(events.some((e) => Date.parse(e.eventDate) < NOW.getTime())).toBe(true);
    expect(events.some((e) => Date.parse(e.eventDate) > NOW.getTime())).toBe(true);
    expect(events.some((e) => e.isVirtual)).toBe(true);
    expect(events.some((e) => e.isRecurring)).toBe(true);
    expect(events.some((e) => e.categoryId === null)).toBe(true);
    const sources = await listRssSources(store.db);
    expect(sources.length).toBeGreaterThanOrEqual(8);
    for (const s of sources) expect(s.url).toMatch(/^https:\/\//);
  });

  it('records the current search index format, so the store is never re-indexed', async () => {
    expect(await readSearchIndexMeta(store.db)).toEqual({ version: SEARCH_INDEX_VERSION });
    expect(await upgradeSearchIndex(store.db)).toBe(0);
  });

  it('finds every article holding a word that starts with a typed prefix', async () => {
    const articles = await listArticles(store.db, { sort: 'newest', limit: 1000, offset: 0 });
    const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);
    // 'con', 'com' and 'pro' each have more than 24 words in the demo text.
    for (const prefix of ['con', 'com', 'pro', 'acce', 'screen', 'navigat']) {
      const expected = articles
        .filter((a) =>
          tokenize(`${a.title} ${a.summary} ${a.content}`).some((w) => w.startsWith(prefix)),
        )
        .map((a) => a.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(ascending(await searchArticleIds(store.db, prefix, 1000))).toEqual(
        ascending(expected),
      );
    }
  });

  it('leaves a seeded store alone', async () => {
    const before = (await listArticles(store.db, { sort: 'newest', limit: 100, offset: 0 })).length;
    const again = await seedIfEmpty(store.db, NOW);
    expect(again.seeded).toBe(false);
    expect((await listArticles(store.db, { sort: 'newest', limit: 100, offset: 0 })).length).toBe(
      before,
    );
  });
});
