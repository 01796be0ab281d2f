// The feed admin calls on the real app (session, store, FeedService, loopback feeds): edit, delete, import status,
// fetching one source, another form of a listed feed, with their refusals (OPML: rss-opml.api.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { listArticles } from '../../data/index.ts';
import { FEED_URL_MESSAGE } from '../../domain/rss.ts';
import type { FeedServer } from '../../../tests/support/feeds-server.ts';
import type { TestApi } from '../../../tests/support/api.ts';
import { rssAdminFixture } from '../../../tests/support/rss-admin.ts';

const { get, json, add, upload, sources } = rssAdminFixture();
let api: TestApi;
let server: FeedServer;
let cookie: string;
let categoryId: number;
beforeAll(() => {
  ({ api, server, cookie, categoryId } = get());
});

describe('feed admin calls', () => {
  it('answer 401 without the admin session', async () => {
    const calls = [
      api.send('/api/rss/sources/1', { ...json('PUT', {}), cookie: '' }),
      api.send('/api/rss/sources/1', { method: 'DELETE' }),
      api.send('/api/rss/status'),
      api.send('/api/rss/opml'),
      api.send('/api/rss/opml/preview', { method: 'POST', body: new FormData() }),
      api.send('/api/rss/opml/import', { method: 'POST', body: new FormData() }),
    ];

    const statuses = (await Promise.all(calls)).map((r) => r.status);

    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('edit a source: 200, then 400 bad url, 404 unknown id, 409 another source url', async () => {
    const a = await add('Edit me', '/rss');
    const b = await add('Other', '/atom');
    const edit = { name: 'Edited', url: `${server.url}/rss`, categoryId };

    const ok = await api.send(`/api/rss/sources/${a.id}`, json('PUT', edit));
    const bad = await api.send(`/api/rss/sources/${a.id}`, json('PUT', { ...edit, url: 'nope' }));
    const unknown = await api.send('/api/rss/sources/9999', json('PUT', edit));
    const noCategory = await api.send(
      `/api/rss/sources/${a.id}`,
      json('PUT', { ...edit, categoryId: 999 }),
    );
    const taken = await api.send(`/api/rss/sources/${a.id}`, json('PUT', { ...edit, url: b.url }));

    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: a.id, name: 'Edited', status: 'Not fetched yet' });
    expect([bad.status, unknown.status, taken.status]).toEqual([400, 404, 409]);
    expect(await noCategory.json()).toMatchObject({ issues: [{ path: 'categoryId' }] });
    expect((await sources()).map((s) => s.name)).toEqual(['Edited', 'Other']);
  });

  it('import status follows a refresh, and delete keeps the imported articles', async () => {
    await api.send('/api/rss/refresh', { method: 'POST', cookie });
    const status = await (await api.send('/api/rss/status', { cookie })).json();
    const before = (await listArticles(api.db, { sort: 'newest', limit: 100, offset: 0 })).length;
    const [first] = (await (await api.send('/api/rss/sources', { cookie })).json()) as {
      id: number;
    }[];

    const deleted = await api.send(`/api/rss/sources/${first!.id}`, { method: 'DELETE', cookie });
    const again = await api.send(`/api/rss/sources/${first!.id}`, { method: 'DELETE', cookie });

    expect(status).toMatchObject({ running: false, done: 2, total: 2, added: 2, errors: 0 });
    expect(status.finishedAt).not.toBeNull();
    expect(before).toBe(2);
    expect(deleted.status).toBe(204);
    expect(again.status).toBe(404);
    expect((await sources()).map((s) => s.name)).toEqual(['Other']);
    expect((await listArticles(api.db, { sort: 'newest', limit: 100, offset: 0 })).length).toBe(
      before,
    );
  });
});

describe('fetch one source now', () => {
  it('fetches the source past its back-off and answers its stats and health; 404 unknown, 401 signed out', async () => {
    let busy = true;
    server.route('/flaky', (req, res) => {
      if (busy) return void res.writeHead(503, { 'retry-after': '3600' }).end('busy');
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end(
        '<?xml version="1.0"?><rss version="2.0"><channel><title>F</title><link>https://flaky.example/</link>' +
          '<description>d</description><item><title>Flaky story about hearing loops</title>' +
          '<link>https://flaky.example/a</link><description>Hearing loops help.</description></item></channel></rss>',
      );
    });
    const flaky = await add('Flaky', '/flaky');
    const first = await api.send(`/api/rss/sources/${flaky.id}/fetch`, { method: 'POST', cookie });
    busy = false;
    // The category update respects the back-off: the feed only waits.
    const category = await api.send(`/api/rss/update/category/${categoryId}`, {
      method: 'POST',
      cookie,
    });

    const now = await api.send(`/api/rss/sources/${flaky.id}/fetch`, { method: 'POST', cookie });
    const unknown = await api.send('/api/rss/sources/9999/fetch', { method: 'POST', cookie });
    const signedOut = await api.send(`/api/rss/sources/${flaky.id}/fetch`, { method: 'POST' });

    expect(await first.json()).toMatchObject({
      stats: { added: 0, errors: 1 },
      source: { id: flaky.id, fetch: { lastStatus: 'error', lastError: 'HTTP 503' } },
    });
    expect((await category.json()).stats).toMatchObject({ waiting: 1 });
    expect(now.status).toBe(200);
    expect(await now.json()).toMatchObject({
      stats: { added: 1, errors: 0, waiting: 0 },
      source: { id: flaky.id, status: 'Active', fetch: { lastStatus: 'ok', itemsAdded: 1 } },
    });
    expect([unknown.status, signedOut.status]).toEqual([404, 401]);
  });
});

describe('another form of a listed feed', () => {
  it('is refused on add, edit and OPML import, naming the source that holds it', async () => {
    // Prepare
    const held = await add('Held feed', '/held');
    const other = await add('Other held', '/other-held');
    const variant = `${server.url.replace('http://', 'HTTP://')}/held/?utm_source=x#top`;
    const before = await sources();
    const message = `This feed is already added as 'Held feed' (${held.url})`;
    // Act
    const added = await api.send(
      '/api/rss/sources',
      json('POST', { name: 'Again', url: variant, categoryId }),
    );
    const edited = await api.send(
      `/api/rss/sources/${other.id}`,
      json('PUT', { name: 'Other held', url: variant, categoryId }),
    );
    const preview = await (
      await upload(
        'preview',
        `<opml version="2.0"><body><outline text="Again" xmlUrl="${variant}"/></body></opml>`,
      )
    ).json();
    // Assess
    for (const res of [added, edited]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: message,
        field: 'url',
        issues: [{ path: 'url', message }],
      });
    }
    expect(preview.feeds).toMatchObject([{ status: 'existing', message }]);
    expect(await sources()).toEqual(before);
  });

  it.each(['localhost:4700', '//feed.xml'])(
    'refuses %j, which is no absolute http(s) URL with a host, on add and edit',
    async (url) => {
      // Prepare
      const [source] = (await sources()) as unknown as { id: number }[];
      const before = await sources();
      // Act
      const added = await api.send(
        '/api/rss/sources',
        json('POST', { name: 'Bad', url, categoryId }),
      );
      const edited = await api.send(
        `/api/rss/sources/${source!.id}`,
        json('PUT', { name: 'Bad', url, categoryId }),
      );
      // Assess
      for (const res of [added, edited]) {
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          error: FEED_URL_MESSAGE,
          issues: [{ path: 'url', message: FEED_URL_MESSAGE }],
        });
      }
      expect(await sources()).toEqual(before);
    },
  );
});
