// The importer reports its progress to the store as each feed finishes (GET /api/rss/status reads it).
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createRssSource, type Db } from '../data/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { rss2 } from '../../tests/support/feeds-fixtures.ts';
import { createFeedService } from './importer.ts';
import { startFeedServer, type FeedServer } from '../../tests/support/feeds-server.ts';

let store: TestDb;
let db: Db;
let server: FeedServer;
const held: ServerResponse[] = [];

beforeAll(async () => {
  store = await createTestDb();
  db = store.db;
  server = await startFeedServer();
  // A feed that answers only when the test lets it, so a run can be watched half-way.
  server.route('/held', (_q, res) => void held.push(res));
});
afterAll(async () => {
  await server.close();
  await store.close();
});

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
}

describe('import progress', () => {
  it('counts each finished feed while the run goes on, then ends the run', async () => {
    const categoryId = (await createCategory(db, { name: 'Assistive Technology' })).id;
    for (const path of ['/rss', '/503', '/held'])
      await createRssSource(db, { name: path, url: `${server.url}${path}`, categoryId });
    const feeds = createFeedService({ db, allowLoopback: true, onArticlesAdded: () => undefined });
    expect(await feeds.importStatus()).toMatchObject({ running: false, total: 0, startedAt: null });

    const run = feeds.importAll();
    await until(async () => (await feeds.importStatus()).done === 2);
    const midway = await feeds.importStatus();
    held.pop()!.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss2('Held', []));
    const stats = await run;
    const after = await feeds.importStatus();
    await feeds.close();

    expect(midway).toMatchObject({ running: true, done: 2, total: 3, added: 1, errors: 1 });
    expect(midway.finishedAt).toBeNull();
    expect(stats).toEqual({ added: 1, skipped: 0, errors: 1, waiting: 0 });
    expect(after).toMatchObject({ running: false, done: 3, total: 3, added: 1, errors: 1 });
    expect(after.startedAt).toBe(midway.startedAt);
    expect(Date.parse(after.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(after.startedAt!));
  });
});
