// The feed service end to end: loopback feed server -> importer -> dynalite (functions/data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createRssSource,
  createTag,
  listArticleTags,
  listArticles,
  listArticlesByCategory,
  listRssSources,
  searchArticles,
  type Db,
} from '../data/index.ts';
import { createTestDb, type TestDb } from '../data/testing.ts';
import { createFeedService } from './index.ts';
import type { FeedService } from './service.ts';
import { dataStore, type FeedStore } from './store.ts';
import { rss2 } from './testing/fixtures.ts';
import { startFeedServer, type FeedServer } from './testing/server.ts';

let store: TestDb;
let db: Db;
let server: FeedServer;
let feeds: FeedService & { close(): Promise<void> };
const rebuilds: number[] = [];
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
    onArticlesAdded: (n) => void rebuilds.push(n),
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
    expect(stats).toEqual({ added: 6, skipped: 1, errors: 0 });
    expect(rebuilds).toEqual([6]);
    const articles = await all();
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
    expect(shared.content).toBe(
      'The new release helps blind users.\n\nIt also improves low vision magnifier support.',
    );
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
    expect(again).toEqual({ added: 0, skipped: 0, errors: 0 });
    expect((await byName('RSS')).fetch).toMatchObject({
      lastStatus: 'not-modified',
      failureCount: 0,
    });
    const forced = await feeds.importAll({ force: true });
    expect(forced).toEqual({ added: 0, skipped: 7, errors: 0 });
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
    expect(stats).toEqual({ added: 1, skipped: 0, errors: 4 });
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
    // A normal import leaves backing-off sources alone: no request reaches them.
    const hits = server.hits.get('/429');
    await feeds.importAll();
    expect(server.hits.get('/429')).toBe(hits);
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

describe('feed service: dedup keys, failures and limits', () => {
  /** A category of its own, so importCategory touches only the sources a test adds. */
  async function isolated(name: string) {
    return (await createCategory(db, { name })).id;
  }
  const addTo = (category: number, name: string, path: string) =>
    createRssSource(db, { name, url: `${server.url}${path}`, categoryId: category });
  const feedOf = (title: string, items: { title: string; link: string; guid?: string }[]) =>
    rss2(
      title,
      items.map((i) => ({ ...i, html: '<p>Text long enough to be a summary.</p>' })),
    );
  /** A service that sees only one category's sources, so a force refresh touches nothing else. */
  function scoped(category: number, store: Partial<FeedStore> = {}, now?: () => Date) {
    const base = dataStore(db);
    return createFeedService({
      db,
      allowLoopback: true,
      onArticlesAdded: () => undefined,
      ...(now ? { now } : {}),
      store: {
        ...base,
        listSources: async () =>
          (await base.listSources()).filter((s) => s.categoryId === category),
        ...store,
      },
    });
  }
  const serve = (path: string, body: string, headers: Record<string, string> = {}) =>
    server.route(
      path,
      (_q, r) =>
        void r.writeHead(200, { 'content-type': 'application/rss+xml', ...headers }).end(body),
    );

  it('keeps different stories that share a plain guid, and dedups a URL guid across feeds', async () => {
    // Prepare: guid '1' in two feeds for different stories; one tag: guid for two different links
    const category = await isolated('Guid scope');
    serve(
      '/plain-a',
      feedOf('A', [{ title: 'Story one of feed A', link: 'https://a.example.org/1', guid: '1' }]),
    );
    serve(
      '/plain-b',
      feedOf('B', [{ title: 'Story one of feed B', link: 'https://b.example.org/1', guid: '1' }]),
    );
    serve(
      '/tag-a',
      feedOf('C', [
        {
          title: 'Tagged story from C',
          link: 'https://c.example.org/x',
          guid: 'tag:news.example.org,2026:42',
        },
      ]),
    );
    serve(
      '/tag-b',
      feedOf('D', [
        {
          title: 'Tagged story from D',
          link: 'https://d.example.org/y',
          guid: 'tag:news.example.org,2026:42',
        },
      ]),
    );
    for (const path of ['/plain-a', '/plain-b', '/tag-a', '/tag-b'])
      await addTo(category, path, path);
    // Act
    const stats = await feeds.importCategory(category);
    // Assess
    expect(stats).toEqual({ added: 3, skipped: 1, errors: 0 });
    const titles = (await listArticlesByCategory(db, category, { limit: 10, offset: 0 })).map(
      (a) => a.title,
    );
    expect(titles).toEqual(expect.arrayContaining(['Story one of feed A', 'Story one of feed B']));
    expect(titles.filter((t) => t.startsWith('Tagged story'))).toHaveLength(1);
  });

  it('counts items that could not be stored as a failure and fetches the feed again next time', async () => {
    // Prepare: a store whose first write fails (as a throttled BatchWrite would)
    const category = await isolated('Store failure');
    // The server answers 304 to its ETag: only a run that kept no validators reads the items again.
    server.route('/flaky-store', (req, r) => {
      if (req.headers['if-none-match'] === '"f1"') return void r.writeHead(304).end();
      r.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"f1"' }).end(
        feedOf('Flaky', [
          { title: 'Stored on the second try', link: 'https://flaky.example.org/1' },
        ]),
      );
    });
    const source = await addTo(category, 'Flaky store', '/flaky-store');
    const base = dataStore(db);
    let failNext = true;
    let clock = Date.now();
    const flaky = scoped(
      category,
      {
        createArticles: async (items) => {
          if (!failNext) return base.createArticles(items);
          failNext = false;
          return items.map(() => new Error('ProvisionedThroughputExceededException'));
        },
      },
      () => new Date(clock),
    );
    // Act
    const first = await flaky.importAll();
    const afterFailure = (await listRssSources(db)).find((s) => s.id === source.id)!.fetch;
    clock += 6 * 60_000; // past the first back-off
    const second = await flaky.importAll();
    await flaky.close();
    // Assess
    expect(first).toEqual({ added: 0, skipped: 0, errors: 1 });
    expect(afterFailure).toMatchObject({
      lastStatus: 'error',
      lastError: '1 item could not be stored: ProvisionedThroughputExceededException',
      failureCount: 1,
      etag: null,
      bodyHash: null,
      itemsSeen: 1,
      itemsAdded: 0,
    });
    expect(second).toEqual({ added: 1, skipped: 0, errors: 0 });
    const titles = (await listArticlesByCategory(db, category, { limit: 10, offset: 0 })).map(
      (a) => a.title,
    );
    expect(titles).toEqual(['Stored on the second try']);
  });

  it('waits as long as Retry-After asks when that is longer than the back-off, and backs off further on each failure', async () => {
    const category = await isolated('Back-off');
    server.route('/429-hour', (_q, r) => void r.writeHead(429, { 'retry-after': '3600' }).end());
    server.route('/down', (_q, r) => void r.writeHead(500).end());
    const limited = await addTo(category, 'Hour limit', '/429-hour');
    const down = await addTo(category, 'Down', '/down');
    const fetchOf = async (id: number) =>
      (await listRssSources(db)).find((s) => s.id === id)!.fetch;
    const waited = (f: { nextAttemptAt: string | null; lastFetchedAt: string | null }) =>
      Date.parse(f.nextAttemptAt!) - Date.parse(f.lastFetchedAt!);
    const only = scoped(category);
    // Act: a force refresh ignores the back-off, so the second one fetches again
    await only.importAll({ force: true });
    const once = await fetchOf(down.id);
    await only.importAll({ force: true });
    const twice = await fetchOf(down.id);
    await only.close();
    // Assess
    expect(waited(await fetchOf(limited.id))).toBe(3_600_000);
    expect(once).toMatchObject({ failureCount: 1, lastError: 'HTTP 500' });
    expect(waited(once)).toBe(5 * 60_000);
    expect(twice.failureCount).toBe(2);
    expect(waited(twice)).toBe(10 * 60_000);
  });

  it('fetches about 6 sources at once, never more', async () => {
    // Prepare: 12 sources whose server holds every request until none has arrived for 500 ms, so
    // all the requests the importer has in flight at once are held together and counted.
    const category = await isolated('Concurrency');
    let inFlight = 0;
    let most = 0;
    const held: (() => void)[] = [];
    let quiet: NodeJS.Timeout | undefined;
    server.route('/slow', (_q, r) => {
      inFlight++;
      most = Math.max(most, inFlight);
      held.push(() => {
        inFlight--;
        r.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feedOf('Slow', []));
      });
      clearTimeout(quiet);
      quiet = setTimeout(() => held.splice(0).forEach((release) => release()), 500);
    });
    for (let n = 0; n < 12; n++) await addTo(category, `Slow ${n}`, `/slow?n=${n}`);
    // Act
    const stats = await feeds.importCategory(category);
    // Assess
    expect(stats.errors).toBe(0);
    expect(most).toBe(6);
  });

  it('ignores the stored ETag on a force refresh, and a force refresh never joins a normal one', async () => {
    // Prepare
    const category = await isolated('Force');
    const seen: (string | undefined)[] = [];
    server.route('/etag-probe', (req, r) => {
      const tag = req.headers['if-none-match'];
      seen.push(typeof tag === 'string' ? tag : undefined);
      if (tag === '"p1"') return void r.writeHead(304).end();
      r.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"p1"' }).end(
        feedOf('Probe', [{ title: 'Probe story', link: 'https://probe.example.org/1' }]),
      );
    });
    await addTo(category, 'Probe', '/etag-probe');
    const only = scoped(category);
    await only.importAll();
    await only.importAll();
    // Act
    const normal = only.importAll();
    const forced = only.importAll({ force: true });
    const [normalStats, forcedStats] = await Promise.all([normal, forced]);
    await only.close();
    // Assess
    expect(forced).not.toBe(normal);
    expect(seen).toEqual([undefined, '"p1"', '"p1"', undefined]);
    expect(normalStats).toEqual({ added: 0, skipped: 0, errors: 0 });
    expect(forcedStats).toEqual({ added: 0, skipped: 1, errors: 0 });
  });

  it('answers the diagnostic within its deadline, reporting sources that did not answer', async () => {
    const quick = createFeedService({
      db,
      allowLoopback: true,
      onArticlesAdded: () => undefined,
      fetcher: { timeoutMs: 1000 },
      diagnoseWithinMs: 300,
    });
    const result = await quick.diagnose();
    await quick.close();
    expect(result.success).toBe(false);
    expect(result.messages).toContain(
      `FAILED: Hanging (${server.url}/hang): no answer within 0.3 s`,
    );
  });
});
