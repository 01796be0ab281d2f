// The RSS routes over a fake FeedService, on a small Hono app (the admin check is a stand-in header check).
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../data/errors.ts';
import { NO_IMPORT } from '../../data/import-progress.ts';
import { INITIAL_FETCH_STATE } from '../../data/rss-sources.ts';
import type { RefreshStats, RssSourceInput } from '../../domain/index.ts';
import { feedAddressRefusal } from '../../feeds/fetch/address.ts';
import { ImportRunningError, ImportStillRunningError } from '../../feeds/remote.ts';
import type { FeedService, RssSourceView } from '../../feeds/service.ts';
import { handleError } from '../errors.ts';
import { rssRoutes } from './rss.ts';

const source: RssSourceView = {
  id: 1,
  name: 'A feed',
  url: 'https://example.org/feed.xml',
  categoryId: 1,
  createdAt: '2026-11-21T00:00:00.000Z',
  fetch: { ...INITIAL_FETCH_STATE },
  status: 'Not fetched yet',
};

function setup(importError?: Error) {
  const calls: string[] = [];
  const stats = (n: number): RefreshStats => ({ added: n, skipped: 2, errors: 0, waiting: 0 });
  const feeds: FeedService = {
    importAll: async (o) => {
      if (importError) throw importError;
      calls.push(o?.force ? 'force' : 'all');
      return stats(o?.force ? 7 : 3);
    },
    importCategory: async (id) => (calls.push(`category ${id}`), stats(id)),
    fetchSource: async (id) => (calls.push(`source ${id}`), stats(id)),
    categoryExists: async (id) => id !== 99,
    diagnose: async () => ({ success: false, messages: ['FAILED A feed: HTTP 503'] }),
    isRunning: () => false,
    listSources: async () => [source],
    addressRefusal: (url) => feedAddressRefusal(url, { allowLoopback: false }),
    addSource: async (input: RssSourceInput) => {
      calls.push(`added ${input.url}`);
      if (input.categoryId === 99) throw new NotFoundError('Category', 99);
      return { ...source, ...input, id: 2 };
    },
    updateSource: async (id, input) => {
      calls.push(`saved ${input.url}`);
      if (id !== source.id) throw new NotFoundError('rss source', id);
      if (input.categoryId === 99) throw new NotFoundError('category', 99);
      return { ...source, ...input };
    },
    deleteSource: async (id) => {
      if (id !== source.id) throw new NotFoundError('rss source', id);
      calls.push(`deleted ${id}`);
    },
    listCategories: async () => [{ id: 1, name: 'Assistive Technology' }],
    importStatus: async () => ({ ...NO_IMPORT, running: true, done: 1, total: 3 }),
    status: () => ({ running: false, startedAt: null, lastStats: null }),
  };
  const deps = { feeds, startImport: () => void calls.push('started') };
  const app = new Hono().onError(handleError);
  app.route(
    '/api/rss',
    rssRoutes(deps, async (c, next) =>
      c.req.header('x-admin') ? next() : c.json({ error: 'Unauthorized' }, 401),
    ),
  );
  const send = (method: string, path: string, body?: unknown, admin = true) =>
    app.request(`/api/rss${path}`, {
      method,
      headers: { ...(admin ? { 'x-admin': '1' } : {}), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { send, calls };
}

describe('rss routes', () => {
  it('lists sources with their status and a 60 s cache', async () => {
    const { send } = setup();
    const res = await send('GET', '/sources');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    expect(await res.json()).toEqual([source]);
  });

  it('refuses every route without the admin session', async () => {
    const { send, calls } = setup();
    for (const [method, path] of [
      ['GET', '/sources'],
      ['POST', '/update'],
      ['POST', '/refresh'],
      ['GET', '/diagnostic'],
      ['POST', '/update/category/1'],
      ['PUT', '/sources/1'],
      ['DELETE', '/sources/1'],
      ['GET', '/status'],
      ['GET', '/opml'],
      ['POST', '/opml/preview'],
      ['POST', '/opml/import'],
    ] as const) {
      expect((await send(method, path, undefined, false)).status).toBe(401);
    }
    expect(calls).toEqual([]);
  });

  it('adds a valid source and refuses bad input and unknown categories', async () => {
    const { send } = setup();
    const ok = await send('POST', '/sources', {
      name: 'New',
      url: 'https://example.com/rss',
      categoryId: 2,
    });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ id: 2, name: 'New', categoryId: 2 });
    expect(
      (await send('POST', '/sources', { name: 'Bad', url: 'javascript:alert(1)', categoryId: 1 }))
        .status,
    ).toBe(400);
    expect(
      (await send('POST', '/sources', { name: '', url: 'https://example.com/rss' })).status,
    ).toBe(400);
    const withPassword = await send('POST', '/sources', {
      name: 'Private',
      url: 'https://editor:secret@example.com/rss',
      categoryId: 1,
    });
    expect(withPassword.status).toBe(400);
    expect(await withPassword.json()).toMatchObject({
      error: 'Feed URLs may not contain a user name or password',
    });
    const unknown = await send('POST', '/sources', {
      name: 'X',
      url: 'https://example.com/rss',
      categoryId: 99,
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ issues: [{ path: 'categoryId' }] });
  });

  it('refuses a private or local feed address when it is added or saved, before the service', async () => {
    const { send, calls } = setup();
    const urls = [
      'http://10.0.0.1/rss',
      'http://169.254.169.254/latest/meta-data',
      'http://127.0.0.1/rss',
      'http://localhost:8080/rss',
      'http://foo.localhost/rss',
      'http://[::1]/rss',
      'http://[::ffff:192.168.0.1]/rss',
      'http://[fd00::1]/rss',
    ];

    const answers = [];
    for (const url of urls) {
      answers.push(await send('POST', '/sources', { name: 'Local', url, categoryId: 1 }));
      answers.push(await send('PUT', '/sources/1', { name: 'Local', url, categoryId: 1 }));
    }

    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: 'This address points to a private or local network, which feeds may not use.',
        issues: [
          {
            path: 'url',
            message: 'This address points to a private or local network, which feeds may not use.',
          },
        ],
      });
    }
    expect(calls).toEqual([]);
  });

  it('starts an update in the background with 202', async () => {
    const { send, calls } = setup();
    const res = await send('POST', '/update');
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ started: true });
    expect(calls).toEqual(['started']);
  });

  it('answers refresh, force refresh and category update with stats', async () => {
    const { send, calls } = setup();
    expect(await (await send('POST', '/refresh')).json()).toEqual({
      stats: { added: 3, skipped: 2, errors: 0, waiting: 0 },
    });
    expect(await (await send('POST', '/force-refresh')).json()).toEqual({
      stats: { added: 7, skipped: 2, errors: 0, waiting: 0 },
    });
    expect(await (await send('POST', '/update/category/4')).json()).toEqual({
      stats: { added: 4, skipped: 2, errors: 0, waiting: 0 },
    });
    expect((await send('POST', '/update/category/abc')).status).toBe(400);
    const unknown = await send('POST', '/update/category/99');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Category 99 not found' });
    expect(calls).toEqual(['all', 'force', 'category 4']);
  });

  it('answers 409 while a cloud import runs, and 202 when one outlasts the wait', async () => {
    const running = await setup(new ImportRunningError()).send('POST', '/refresh');
    expect(running.status).toBe(409);
    expect(await running.json()).toEqual({
      error: 'An import is already running; try again when it has finished',
    });
    const long = await setup(new ImportStillRunningError()).send('POST', '/force-refresh');
    expect(long.status).toBe(202);
    expect(await long.json()).toEqual({
      started: true,
      running: true,
      message: 'The import is still running; the source list will show its results',
    });
    expect((await setup(new Error('boom')).send('POST', '/refresh')).status).toBe(500);
  });

  it('passes the diagnostic through', async () => {
    const { send } = setup();
    expect(await (await send('GET', '/diagnostic')).json()).toEqual({
      success: false,
      messages: ['FAILED A feed: HTTP 503'],
    });
  });

  it('edits a source, refusing bad input, an unknown category and an unknown id', async () => {
    const { send } = setup();
    const edit = { name: 'Renamed', url: 'https://example.org/new.xml', categoryId: 1 };

    const ok = await send('PUT', '/sources/1', edit);
    const bad = await send('PUT', '/sources/1', { ...edit, url: 'ftp://example.org/' });
    const noCategory = await send('PUT', '/sources/1', { ...edit, categoryId: 99 });
    const unknown = await send('PUT', '/sources/7', edit);

    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: 1, name: 'Renamed', status: 'Not fetched yet' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ path: 'url' }] });
    expect(noCategory.status).toBe(400);
    expect(await noCategory.json()).toMatchObject({ issues: [{ path: 'categoryId' }] });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'rss source 7 not found' });
  });

  it('deletes a source with 204, and answers 404 for an unknown id and 400 for a bad one', async () => {
    const { send, calls } = setup();

    const ok = await send('DELETE', '/sources/1');
    const unknown = await send('DELETE', '/sources/7');
    const bad = await send('DELETE', '/sources/abc');

    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe('');
    expect(unknown.status).toBe(404);
    expect(bad.status).toBe(400);
    expect(calls).toEqual(['deleted 1']);
  });

  it('answers the import progress from the service, never cached', async () => {
    const { send } = setup();

    const res = await send('GET', '/status');

    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      running: true,
      done: 1,
      total: 3,
      added: 0,
      errors: 0,
      waiting: 0,
      startedAt: null,
      finishedAt: null,
    });
  });
});
