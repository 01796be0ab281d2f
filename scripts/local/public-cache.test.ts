// The public GET response cache: what it keeps, what it never keeps, its bounds and its invalidation.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../functions/api/auth/session.ts';
import { sharedLifetime } from '../../functions/policy/caching.ts';
import { createResponseCache, type ResponseCacheOptions } from './public-cache.ts';

const PUBLIC = 'public, max-age=0, s-maxage=30';

/** An app whose routes count their runs, so a cached answer shows as a run not made. */
function appWith(opts: ResponseCacheOptions = { alsoKeep: [/^\/api\/search$/] }) {
  const cache = createResponseCache(opts);
  const runs: Record<string, number> = {};
  const count = (name: string) => (runs[name] = (runs[name] ?? 0) + 1);
  let version = 1;
  const app = new Hono();
  app.use('/api/*', cache.middleware);
  app.get('/api/list', (c) => {
    count('list');
    c.header('Cache-Control', PUBLIC);
    return c.json({ version, q: c.req.query('q') ?? null });
  });
  app.get('/api/big/:n', (c) => {
    count('big');
    c.header('Cache-Control', PUBLIC);
    return c.text('x'.repeat(Number(c.req.param('n'))));
  });
  app.get(
    '/api/private',
    (c) => (count('private'), c.json({ version }, 200, { 'Cache-Control': 'no-store' })),
  );
  app.get('/api/search', (c) => {
    count('search');
    return c.json({ version }, 200, { 'Cache-Control': 'no-store' });
  });
  app.get('/api/plain', (c) => (count('plain'), c.json({ version })));
  app.get('/api/missing', (c) => (count('missing'), c.json({}, 404, { 'Cache-Control': PUBLIC })));
  app.get('/api/cookie', (c) => {
    count('cookie');
    return c.json({}, 200, { 'Cache-Control': PUBLIC, 'Set-Cookie': 'a=b' });
  });
  app.post('/api/write', (c) => ((version += 1), c.body(null, 204)));
  app.put('/api/refused/:status', (c) =>
    c.json({ error: 'refused' }, Number(c.req.param('status')) as 400 | 401 | 403 | 404 | 413),
  );
  app.post('/api/articles/:id/view', (c) => c.body(null, 204));
  const get = async (path: string, headers: Record<string, string> = {}) =>
    (await app.request(path, { headers })).json() as Promise<{ version: number }>;
  return { app, cache, runs, get, bump: () => (version += 1) };
}

describe('sharedLifetime', () => {
  it('reads s-maxage, then max-age, of a public Cache-Control only', () => {
    expect(sharedLifetime(PUBLIC)).toBe(30);
    expect(sharedLifetime('public, max-age=60')).toBe(60);
    expect(sharedLifetime('private, max-age=60')).toBe(0);
    expect(sharedLifetime('public, no-store, s-maxage=30')).toBe(0);
    expect(sharedLifetime('no-store')).toBe(0);
    expect(sharedLifetime(null)).toBe(0);
  });
});

describe('the public GET response cache', () => {
  it('answers a repeated public GET from the cache, keyed by path and query', async () => {
    const { app, runs, get } = appWith();
    await get('/api/list?q=a');
    const again = await app.request('/api/list?q=a');
    await get('/api/list?q=b');
    expect(runs.list).toBe(2);
    expect(again.headers.get('cache-control')).toBe(PUBLIC);
    expect(await again.json()).toEqual({ version: 1, q: 'a' });
  });

  it('keeps its entries across every write, answered 2xx or refused: a request never drops them', async () => {
    // Prepare
    const { app, cache, runs, get } = appWith();
    await get('/api/list');
    // Act: a 204 write that changed the data, refusals, a path with no route, a view beacon.
    await app.request('/api/write', { method: 'POST' });
    for (const status of [400, 401, 403, 404, 413])
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS'])
        await app.request(`/api/refused/${status}`, { method });
    await app.request('/api/nowhere', { method: 'POST' }); // no route: 404
    await app.request('/api/articles/7/view', { method: 'POST' });
    // Assess: still the first answer; only the host's change notice (clear) drops it.
    expect(await get('/api/list')).toEqual({ version: 1, q: null });
    expect(runs.list).toBe(1);
    expect(cache.stats.hits).toBe(1);
  });

  it('drops every entry on clear() (the change notice of imports and content writes)', async () => {
    const { cache, get, bump } = appWith();
    await get('/api/list');
    bump();
    cache.clear();
    expect((await get('/api/list')).version).toBe(2);
  });

  it('keeps a no-store answer of a path it is told to keep, and serves it as no-store', async () => {
    const { app, cache, runs, get, bump } = appWith();
    await get('/api/search?q=a');
    const again = await app.request('/api/search?q=a');
    expect(runs.search).toBe(1);
    expect(again.headers.get('cache-control')).toBe('no-store');
    bump();
    cache.clear();
    expect((await get('/api/search?q=a')).version).toBe(2);
  });

  it('never keeps no-store, unmarked, non-200 or cookie-setting answers', async () => {
    const { app, runs } = appWith();
    for (const path of ['/api/private', '/api/plain', '/api/missing', '/api/cookie'])
      for (let i = 0; i < 2; i++) await app.request(path);
    expect(runs).toEqual({ private: 2, plain: 2, missing: 2, cookie: 2 });
  });

  it('neither answers nor stores a request carrying the session cookie', async () => {
    const { runs, get } = appWith();
    const cookie = { cookie: `${SESSION_COOKIE}=signed-value` };
    await get('/api/list', cookie);
    await get('/api/list');
    await get('/api/list', cookie);
    expect(runs.list).toBe(3);
  });

  it('does not store an answer read while a write ran', async () => {
    const { cache, app, runs } = appWith();
    const early = app.request('/api/list'); // its handler has run; the write below lands before it is stored
    cache.clear();
    await early;
    await app.request('/api/list');
    expect(runs.list).toBe(2);
  });

  it('forgets an entry after its s-maxage', async () => {
    let clock = 0;
    const { runs, get } = appWith({ now: () => clock });
    await get('/api/list');
    clock = 30_001;
    await get('/api/list');
    expect(runs.list).toBe(2);
  });

  it('keeps at most maxEntries and maxBytes, dropping the least recently used', async () => {
    const { app, cache, runs } = appWith({ maxEntries: 2, maxBytes: 250 });
    await app.request('/api/big/100');
    await app.request('/api/big/101');
    await app.request('/api/big/100'); // hit: 100 is now the most recent
    await app.request('/api/big/102'); // evicts 101
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(202);
    await app.request('/api/big/100');
    await app.request('/api/big/101');
    expect(runs.big).toBe(4);
    await app.request('/api/big/300'); // bigger than maxBytes: never stored
    expect(cache.bytes).toBeLessThanOrEqual(250);
  });

  it('answers HEAD from a stored GET without a body', async () => {
    const { app, runs, get } = appWith();
    await get('/api/list');
    const head = await app.request('/api/list', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(runs.list).toBe(1);
  });
});
