// The import's change notice names every article it stored, also when the run fails after storing them:
// the site's partial rebuild renders exactly those pages, so an id left out would never get its page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createRssSource, listArticlesByCategory, type Db } from '../data/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { createFeedService } from './importer.ts';
import { WRITE_CHUNK } from './ingest/source.ts';
import { dataStore, type FeedStore } from './store.ts';
import { rss2 } from '../../tests/support/feeds-fixtures.ts';
import { startFeedServer, type FeedServer } from '../../tests/support/feeds-server.ts';

let store: TestDb;
let db: Db;
let server: FeedServer;

beforeAll(async () => {
  store = await createTestDb();
  db = store.db;
  server = await startFeedServer();
});
afterAll(async () => {
  await server.close();
  await store.close();
});

/** A feed of `n` items at `path`, in a category of its own; answers the category. */
async function feedOf(path: string, n: number): Promise<number> {
  const category = (await createCategory(db, { name: `Notice ${path}` })).id;
  const items = Array.from({ length: n }, (_, i) => ({
    title: `Notice story ${path} ${i}`,
    link: `https://notice.example.org${path}/${i}`,
    html: '<p>Text long enough to be a summary.</p>',
  }));
  server.route(path, (_q, r) =>
    r.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss2('Notice', items)),
  );
  await createRssSource(db, {
    name: `Notice ${path}`,
    url: `${server.url}${path}`,
    categoryId: category,
  });
  return category;
}

/** Imports the category's sources through a store with `faults`, and answers what was announced. */
async function importWith(category: number, faults: (base: FeedStore) => Partial<FeedStore>) {
  const notices: { n: number; ids: readonly number[] | undefined }[] = [];
  const base = dataStore(db);
  const feeds = createFeedService({
    db,
    allowLoopback: true,
    onArticlesAdded: (n, ids) => void notices.push({ n, ids }),
    store: {
      ...base,
      listSources: async () => (await base.listSources()).filter((s) => s.categoryId === category),
      ...faults(base),
    },
  });
  try {
    const stats = await feeds.importAll({ force: true });
    const stored = await listArticlesByCategory(db, category, { limit: 1000, offset: 0 });
    return { stats, notices, storedIds: stored.map((a) => a.id).sort((a, b) => a - b) };
  } finally {
    await feeds.close();
  }
}

const sorted = (ids: readonly number[] | undefined) => [...(ids ?? [])].sort((a, b) => a - b);

describe('the import change notice', () => {
  it('names the articles of the chunks stored before a later chunk threw', async () => {
    // Prepare: the second chunk's write throws (a dropped connection, not a per-item error)
    const category = await feedOf('/notice-chunks', WRITE_CHUNK + 3);
    let writes = 0;
    // Act
    const { stats, notices, storedIds } = await importWith(category, (base) => ({
      createArticles: async (items) => {
        if (++writes === 2) throw new Error('socket hang up');
        return base.createArticles(items);
      },
    }));
    // Assess
    expect(storedIds).toHaveLength(WRITE_CHUNK);
    expect(stats).toMatchObject({ added: WRITE_CHUNK, errors: 1 });
    expect(notices).toHaveLength(1);
    expect(notices[0]!.n).toBe(WRITE_CHUNK);
    expect(sorted(notices[0]!.ids)).toEqual(storedIds);
  });

  it('names them when the feed state cannot be saved after they were stored', async () => {
    // Prepare
    const category = await feedOf('/notice-state', 2);
    // Act
    const { stats, notices, storedIds } = await importWith(category, () => ({
      saveFetchState: async () => {
        throw new Error('ProvisionedThroughputExceededException');
      },
    }));
    // Assess
    expect(storedIds).toHaveLength(2);
    expect(stats).toMatchObject({ added: 2, errors: 1 });
    expect(notices.map((x) => ({ n: x.n, ids: sorted(x.ids) }))).toEqual([
      { n: 2, ids: storedIds },
    ]);
  });
});
