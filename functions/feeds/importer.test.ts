// The feed service end to end: loopback feed server -> importer -> dynalite (functions/data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createRssSource,
  createTag,
  listArticleTags,
  listArticles,
  listRssSources,
  searchArticles,
  type Db,
} from '../data/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { createFeedService } from './importer.ts';
import type { FeedService } from './service.ts';
import { dataStore } from './store.ts';
import { startFeedServer, type FeedServer } from '../../tests/support/feeds-server.ts';

let store: TestDb;
let db: Db;
let server: FeedServer;
let feeds: FeedService & { close(): Promise<void> };
const rebuilds: number[] = [];
const rebuiltIds: number[] = [];
let categoryId: number;
let visualTag: number;

async function addSource(name: string, path: string) {
  return createRssSource(db, { name, url: `${server.url}${path}`, categoryId });
}
const byName = async (name: string) => (await listRssSources(db)).find((s) => s.name === name)!;
const all = () => listArticles(db, { sort: 'newest', limit: 100, offset: 0 });

beforeAll(async () => {
  store = await createTestDb();
  db = store.db;
  server = await startFeedServer();
  categoryId = (await createCategory(db, { name: 'Assistive Technology' })).id;
  visualTag = (
    await createTag(db, {
      name: 'Visual',
      description: 'Blind and low vision',
      keywords: ['blind', 'screen reader', 'low vision'],
    })
  ).id;
  await createTag(db, { name: 'Hearing', description: null, keywords: ['deaf', 'captions'] });
  feeds = createFeedService({
    db,
    allowLoopback: true,
    onArticlesAdded: (n, ids) => {
      rebuilds.push(n);
      rebuiltIds.push(...(ids ?? []));
    },
    fetcher: { timeoutMs: 2000 },
  });
});
afterAll(async () => {
  await feeds.close();
  await server.close();
  await store.close();
});

describe('feed service', () => {
  it('imports RSS 2.0, Atom, RDF and items without guid, once, with tags, category and plain text', async () => {
    // Prepare
    for (const [name, path] of [
      ['RSS', '/rss'],
      ['Atom', '/atom'],
      ['RDF', '/rdf'],
      ['No guid', '/no-guid'],
      ['Shared A', '/shared-a'],
      ['Shared B', '/shared-b'],
    ])
      await addSource(name!, path!);
    // Act
    const stats = await feeds.importAll();
    // Assess: 1 + 1 + 1 + 2 + the shared story once
    expect(stats).toEqual({ added: 6, skipped: 1, errors: 0, waiting: 0 });
    expect(rebuilds).toEqual([6]);
    const articles = await all();
    // The rebuild is told which article pages are new.
    expect([...rebuiltIds].sort((a, b) => a - b)).toEqual(
      articles.map((a) => a.id).sort((a, b) => a - b),
    );
    expect(articles.map((a) => a.title).sort()).toEqual([
      'Atom story on wheelchair access',
      'Item without a guid',
      'RDF story on dyslexia fonts',
      'RSS story about captions',
      'Screen reader update brings braille display support',
      'Second item without guid',
    ]);
    const shared = articles.find((a) => a.title.startsWith('Screen reader'))!;
    expect(shared).toMatchObject({
      sourceUrl: 'https://news.example.org/screen-reader-update',
      categoryId,
      isManualEntry: false,
    });
    // The feed gives a description only: it is the summary, and no body repeats it (product.md §11.3)
    expect(shared.summary).toBe(
      'The new release helps blind users. It also improves low vision magnifier support.',
    );
    expect(shared.content).toBe('');
    expect((await listArticleTags(db, shared.id)).map((t) => t.id)).toEqual([visualTag]);
    const rss = articles.find((a) => a.title.startsWith('RSS story'))!;
    expect(rss).toMatchObject({
      imageUrl: 'https://rss.example.org/a.jpg',
      author: 'Ann',
      publishedAt: '2026-11-01T08:00:00.000Z',
    });
    expect((await searchArticles(db, 'wheelchair', 5)).map((h) => h.title)).toEqual([
      'Atom story on wheelchair access',
    ]);
  });

  it('re-imports without duplicates: unchanged bodies match their hash, force refresh adds nothing', async () => {
    const again = await feeds.importAll();
    expect(again).toEqual({ added: 0, skipped: 0, errors: 0, waiting: 0 });
    expect((await byName('RSS')).fetch).toMatchObject({
      lastStatus: 'not-modified',
      failureCount: 0,
    });
    const forced = await feeds.importAll({ force: true });
    expect(forced).toEqual({ added: 0, skipped: 7, errors: 0, waiting: 0 });
    expect(await all()).toHaveLength(6);
    expect(rebuilds).toEqual([6]);
  });

  it('sends the stored ETag and takes a 304 without parsing', async () => {
    await addSource('ETag', '/etag');
    expect((await feeds.importCategory(categoryId)).added).toBe(1);
    expect((await byName('ETag')).fetch).toMatchObject({
      etag: '"v1"',
      lastStatus: 'ok',
      itemsSeen: 1,
      itemsAdded: 1,
    });
    await feeds.importCategory(categoryId);
    expect((await byName('ETag')).fetch).toMatchObject({
      lastStatus: 'not-modified',
      itemsSeen: 0,
    });
  });

  it('records failures per source, backs off, and never lets one feed stop the others', async () => {
    // Prepare
    for (const [name, path] of [
      ['Malformed', '/malformed'],
      ['Limited', '/429'],
      ['Hanging', '/hang'],
      ['Huge', '/huge'],
    ])
      await addSource(name!, path!);
    server.route(
      '/late',
      (_q, r) =>
        void r
          .writeHead(200, { 'content-type': 'application/rss+xml' })
          .end(
            `<?xml version="1.0"?><rss version="2.0"><channel><title>Late</title><item><title>Deaf news arrives late</title><link>https://late.example.org/1</link></item></channel></rss>`,
          ),
    );
    await addSource('Late', '/late');
    // Act
    const stats = await feeds.importAll();
    // Assess
    expect(stats).toEqual({ added: 1, skipped: 0, errors: 4, waiting: 0 });
    const limited = await byName('Limited');
    expect(limited.fetch).toMatchObject({
      lastStatus: 'error',
      lastError: 'HTTP 429',
      failureCount: 1,
    });
    expect(
      Date.parse(limited.fetch.nextAttemptAt!) - Date.parse(limited.fetch.lastFetchedAt!),
    ).toBe(300_000);
    expect((await byName('Malformed')).fetch.lastError).toMatch(/^Malformed feed: /);
    expect((await byName('Hanging')).fetch.lastError).toBe('Timed out');
    expect((await byName('Huge')).fetch.lastError).toBe('Feed larger than 5242880 bytes');
    const listed = await feeds.listSources();
    expect(listed.find((s) => s.name === 'Limited')!.status).toMatch(
      /^Failed \d{4}-\d\d-\d\d \d\d:\d\d UTC: HTTP 429 \(next try /,
    );
    expect(listed.find((s) => s.name === 'RSS')!.status).toBe('Active');
    // A normal import leaves backing-off sources alone: no request reaches them, and it says how many wait.
    const hits = server.hits.get('/429');
    const again = await feeds.importAll();
    expect(server.hits.get('/429')).toBe(hits);
    expect(again).toMatchObject({ errors: 0, waiting: 4 });
  });

  it('runs one import at a time: a second request joins the running one', async () => {
    const first = feeds.importAll();
    const second = feeds.importAll();
    expect(feeds.isRunning()).toBe(true);
    expect(second).toBe(first);
    await first;
    expect(feeds.isRunning()).toBe(false);
  });

  it('diagnoses every source with one line each and fails if any fails', async () => {
    const result = await feeds.diagnose();
    expect(result.success).toBe(false);
    expect(result.messages).toHaveLength((await listRssSources(db)).length);
    expect(result.messages).toContain(`OK: RSS (${server.url}/rss): 1 items`);
    expect(result.messages).toContain(`FAILED: Limited (${server.url}/429): HTTP 429`);
  });

  it('indexes and publishes the articles of an import that stopped before its index pass', async () => {
    // Prepare: an import whose process "dies" after storing its articles (the index pass never runs)
    const cut = createFeedService({
      db,
      allowLoopback: true,
      onArticlesAdded: () => undefined,
      store: { ...dataStore(db), flushIndex: async () => undefined },
    });
    await addSource('Cut short', '/gen/900?items=3');
    expect((await cut.importCategory(categoryId)).added).toBe(3);
    await cut.close();
    expect(await searchArticles(db, 'feed 900', 10)).toEqual([]);
    const before = rebuilds.length;
    // Act: the next import, which has nothing new to add
    const stats = await feeds.importAll();
    // Assess
    expect(stats.added).toBe(0);
    expect((await searchArticles(db, 'feed 900', 10)).map((h) => h.title).sort()).toEqual([
      'Feed 900 story 0: captions and screen reader news',
      'Feed 900 story 1: captions and screen reader news',
      'Feed 900 story 2: captions and screen reader news',
    ]);
    expect(rebuilds.slice(before)).toEqual([3]);
  });
});
