// The RSS API on the real app (admin session, real store) with the real FeedService and a loopback feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../data/index.ts';
import { createFeedService } from '../../feeds/importer.ts';
import type { FeedService } from '../../feeds/service.ts';
import { startFeedServer, type FeedServer } from '../../../tests/support/feeds-server.ts';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';

let api: TestApi;
let server: FeedServer;
let real: (FeedService & { close(): Promise<void> }) | undefined;
let cookie: string;
let categoryId: number;

/** startTestApi makes the store, so the service is created after it and reached through this proxy. */
const feeds: FeedService = {
  importAll: (o) => real!.importAll(o),
  importCategory: (id) => real!.importCategory(id),
  fetchSource: (id) => real!.fetchSource(id),
  categoryExists: (id) => real!.categoryExists(id),
  diagnose: () => real!.diagnose(),
  isRunning: () => real!.isRunning(),
  listSources: () => real!.listSources(),
  addressRefusal: (url) => real!.addressRefusal(url),
  addSource: (input) => real!.addSource(input),
  updateSource: (id, input) => real!.updateSource(id, input),
  deleteSource: (id) => real!.deleteSource(id),
  listCategories: () => real!.listCategories(),
  importStatus: () => real!.importStatus(),
  status: () => real!.status(),
};

beforeAll(async () => {
  api = await startTestApi({ feeds });
  server = await startFeedServer();
  real = createFeedService({ db: api.db, allowLoopback: true, onArticlesAdded: () => undefined });
  categoryId = (await createCategory(api.db, { name: 'Assistive Technology' })).id;
  cookie = await api.login();
});
afterAll(async () => {
  await real?.close();
  await server.close();
  await api.close();
});

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  cookie,
});

describe('/api/rss on the real app', () => {
  it('answers 401 without the admin session', async () => {
    expect((await api.send('/api/rss/sources')).status).toBe(401);
    expect((await api.send('/api/rss/refresh', { method: 'POST' })).status).toBe(401);
  });

  it('adds a source, refuses an unknown category and a repeated URL', async () => {
    const added = await api.send(
      '/api/rss/sources',
      json({ name: 'RSS fixture', url: `${server.url}/rss`, categoryId }),
    );
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({
      name: 'RSS fixture',
      categoryId,
      status: 'Not fetched yet',
    });
    expect(
      (
        await api.send(
          '/api/rss/sources',
          json({ name: 'X', url: `${server.url}/atom`, categoryId: 999 }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await api.send(
          '/api/rss/sources',
          json({ name: 'Again', url: `${server.url}/rss`, categoryId }),
        )
      ).status,
    ).toBe(409);
  });

  it('refuses a private address when adding, though loopback is allowed for tests', async () => {
    const refused = await api.send(
      '/api/rss/sources',
      json({ name: 'Metadata', url: 'http://169.254.169.254/latest/meta-data', categoryId }),
    );
    const local = await api.send(
      '/api/rss/sources',
      json({ name: 'Local', url: 'http://intranet.localhost/rss', categoryId }),
    );

    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'This address points to a private or local network, which feeds may not use.',
      issues: [{ path: 'url' }],
    });
    expect(local.status).toBe(400);
    expect((await real!.listSources()).map((s) => s.name)).toEqual(['RSS fixture']);
  });

  it('refreshes with stats, then lists the source as Active with a 60 s cache', async () => {
    const refresh = await api.send('/api/rss/refresh', { method: 'POST', cookie });
    expect(await refresh.json()).toEqual({
      stats: { added: 1, skipped: 0, errors: 0, waiting: 0 },
    });
    const list = await api.send('/api/rss/sources', { cookie });
    expect(list.headers.get('cache-control')).toBe('private, max-age=60');
    expect(await list.json()).toMatchObject([
      {
        name: 'RSS fixture',
        status: 'Active',
        fetch: { lastStatus: 'ok', itemsSeen: 1, itemsAdded: 1 },
      },
    ]);
  });

  it('force refresh adds nothing twice; category update and diagnostic answer', async () => {
    expect(
      await (await api.send('/api/rss/force-refresh', { method: 'POST', cookie })).json(),
    ).toEqual({ stats: { added: 0, skipped: 1, errors: 0, waiting: 0 } });
    expect(
      (
        await (
          await api.send(`/api/rss/update/category/${categoryId}`, { method: 'POST', cookie })
        ).json()
      ).stats.errors,
    ).toBe(0);
    expect(await (await api.send('/api/rss/diagnostic', { cookie })).json()).toEqual({
      success: true,
      messages: [`OK: RSS fixture (${server.url}/rss): 1 items`],
    });
  });

  it('starts a background update with 202', async () => {
    const res = await api.send('/api/rss/update', { method: 'POST', cookie });
    expect(res.status).toBe(202);
    expect(api.importsStarted).toBe(1);
  });
});
