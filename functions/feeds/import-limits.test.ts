// The feed service's dedup keys, failure handling and limits: loopback feed server -> importer -> dynalite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createRssSource,
  listArticlesByCategory,
  listRssSources,
  type Db,
} from '../data/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { createFeedService } from './importer.ts';
import type { FeedService } from './service.ts';
import { dataStore, type FeedStore } from './store.ts';
import { rss2 } from '../../tests/support/feeds-fixtures.ts';
import { startFeedServer, type FeedServer } from '../../tests/support/feeds-server.ts';

let store: TestDb;
let db: Db;
let server: FeedServer;
let feeds: FeedService & { close(): Promise<void> };

beforeAll(async () => {
  store = await createTestDb();
  db = store.db;
  server = await startFeedServer();
  feeds = createFeedService({
    db,
    allowLoopback: true,
    onArticlesAdded: () => undefined,
    fetcher: { timeoutMs: 2000 },
  });
});
afterAll(async () => {
  await feeds.close();
  await server.close();
  await store.close();
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
    expect(stats).toEqual({ added: 3, skipped: 1, errors: 0, waiting: 0 });
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
    expect(first).toEqual({ added: 0, skipped: 0, errors: 1, waiting: 0 });
    expect(afterFailure).toMatchObject({
      lastStatus: 'error',
      lastError: '1 item could not be stored: ProvisionedThroughputExceededException',
      failureCount: 1,
      etag: null,
      bodyHash: null,
      itemsSeen: 1,
      itemsAdded: 0,
    });
    expect(second).toEqual({ added: 1, skipped: 0, errors: 0, waiting: 0 });
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
    expect(normalStats).toEqual({ added: 0, skipped: 0, errors: 0, waiting: 0 });
    expect(forcedStats).toEqual({ added: 0, skipped: 1, errors: 0, waiting: 0 });
  });

  it('answers the diagnostic within its deadline, reporting sources that did not answer', async () => {
    await addTo(await isolated('Hanging'), 'Hanging', '/hang');
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
