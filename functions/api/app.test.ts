// Integration tests over real HTTP: headers, the Origin check, body limits, unknown paths, legacy redirects, the static site and uploads 404s.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createCategory, getArticle } from '../data/index.ts';
import { newArticle } from '../../tests/support/data.ts';
import { createTestDb } from '../../tests/support/data.ts';
import type { Db } from '../data/db.ts';
import { createApp } from './app.ts';
import type { AppDeps } from './deps.ts';
import { ORIGIN_VERIFY_HEADER } from './middleware/origin-secret.ts';
import { fakeNewsletter } from '../../tests/support/newsletter-fake.ts';
import { startTestApi, stubFeedService, type TestApi } from '../../tests/support/api.ts';
import { createFolderUploadStore } from '../uploads/folder.ts';

let api: TestApi;
let site: string;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'site-'));
  await mkdir(join(site, 'article', '123'), { recursive: true });
  await writeFile(join(site, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(site, '404.html'), '<h1>Page not found</h1>');
  await writeFile(join(site, 'article', '123', 'index.html'), '<h1>Article 123</h1>');
  await writeFile(join(site, 'style.css'), 'body{}');
  api = await startTestApi({ siteDir: site });
});
afterAll(async () => {
  await api.close();
  await rm(site, { recursive: true, force: true });
});

/** The app as Lambda builds it (no site, no local proxy), on its own store, with `extra` deps. */
const bareApp = (db: Db, extra: Partial<AppDeps>) =>
  createApp({
    db,
    uploads: createFolderUploadStore(join(site, 'unused-uploads')),
    auth: { passwordHash: 'unused', sessionSecret: 'unused' },
    feeds: stubFeedService(),
    startImport: () => {},
    onContentChanged: () => {},
    newsletter: fakeNewsletter(),
    sendDigest: () => {},
    ...extra,
  });

describe('every answer', () => {
  it('carries the security headers', async () => {
    for (const path of ['/api/categories', '/', '/nope']) {
      const res = await api.send(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});

describe('unknown paths', () => {
  it('answer JSON 404 under /api and the site 404 page elsewhere', async () => {
    const apiRes = await api.send('/api/nothing-here');
    expect(apiRes.status).toBe(404);
    expect(await apiRes.json()).toEqual({ error: 'Not found' });
    const page = await api.send('/no/such/page');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Page not found');
  });

  it('never leave the site folder', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/article/..%2f..%2fetc/passwd',
    ]) {
      const res = await api.send(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('answer 404 for an upload name we could not have written', async () => {
    expect((await api.send('/uploads/../../etc/passwd')).status).toBe(404);
    expect((await api.send('/uploads/0123456789abcdef0123456789abcdef.png')).status).toBe(404);
  });
});

describe('the static site', () => {
  it('serves files, directory indexes and /article/123 as article/123/index.html', async () => {
    expect(await (await api.send('/')).text()).toBe('<h1>Home</h1>');
    expect(await (await api.send('/article/123')).text()).toBe('<h1>Article 123</h1>');
    const css = await api.send('/style.css');
    expect(css.headers.get('content-type')).toContain('text/css');
  });
});

describe('the Origin check on writes', () => {
  const FOREIGN = 'http://evil.example';
  const FORBIDDEN = { error: 'Forbidden: cross-site request refused' };
  const json = { 'content-type': 'application/json' };
  const glossaryPost = (cookie: string, origin: string, term: string) =>
    api.send('/api/glossary', {
      method: 'POST',
      cookie,
      headers: { ...json, origin },
      body: JSON.stringify({ term, definition: 'A definition of the term.', category: 'Web' }),
    });
  const terms = async () =>
    ((await (await api.send('/api/glossary')).json()) as { term: string }[]).map((g) => g.term);

  it('refuses a JSON admin write from another origin (403) and stores nothing', async () => {
    const cookie = await api.login();
    const res = await glossaryPost(cookie, FOREIGN, 'Foreign term');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
    expect(await terms()).not.toContain('Foreign term');
    // The same write from the site's own origin passes.
    expect((await glossaryPost(cookie, api.url, 'Own term')).status).toBe(201);
    expect(await terms()).toContain('Own term');
  });

  it("refuses the public view beacon from another origin and counts it from the site's own", async () => {
    const category = await createCategory(api.db, { name: 'Beacon' });
    const { id } = await createArticle(api.db, newArticle({ categoryId: category.id }));
    const view = (origin: string) =>
      api.send(`/api/articles/${id}/view`, { method: 'POST', headers: { ...json, origin } });
    const foreign = await view(FOREIGN);
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual(FORBIDDEN);
    expect((await getArticle(api.db, id)).views).toBe(0);
    expect((await view(api.url)).status).toBe(204);
    expect((await getArticle(api.db, id)).views).toBe(1);
  });

  it("refuses Origin 'null' on JSON writes but lets a write without Origin through", async () => {
    const cookie = await api.login();
    expect((await glossaryPost(cookie, 'null', 'Null origin')).status).toBe(403);
    const noOrigin = await fetch(`${api.url}/api/glossary`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ term: 'No origin', definition: 'From a script.', category: 'Web' }),
    });
    expect(noOrigin.status).toBe(201);
  });
});

describe('the Origin check behind a proxy (as in Lambda)', () => {
  it('accepts the configured site origin on a write to another host, and refuses others', async () => {
    const store = await createTestDb();
    const app = bareApp(store.db, { allowedOrigins: ['https://site.example'] });
    const view = (origin: string) =>
      app.request('https://api.example/api/articles/1/view', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
      });
    try {
      // Past the Origin check, the missing article answers 404.
      expect((await view('https://site.example')).status).toBe(404);
      expect((await view('https://other.example')).status).toBe(403);
    } finally {
      await store.close();
    }
  });
});

describe('the origin secret (Lambda behind CloudFront)', () => {
  it('refuses /api requests without the secret CloudFront adds, and serves those with it', async () => {
    const store = await createTestDb();
    const secret = 'cloudfront-origin-secret-0123456789abcdef';
    const app = bareApp(store.db, { originSecret: secret });
    const get = (headers: Record<string, string>) =>
      app.request('https://api.example/api/categories', { headers });
    try {
      const direct = await get({});
      expect(direct.status).toBe(403);
      expect(await direct.json()).toEqual({
        error: 'Forbidden: requests must come through the site',
      });
      expect((await get({ [ORIGIN_VERIFY_HEADER]: `${secret}x` })).status).toBe(403);
      expect((await get({ [ORIGIN_VERIFY_HEADER]: secret })).status).toBe(200);
    } finally {
      await store.close();
    }
  });
});

describe('body limits', () => {
  it('answer 413 above 256 KB for JSON writes and above 5.5 MB for article bodies, storing nothing', async () => {
    const cookie = await api.login();
    const glossary = async () => (await api.send('/api/glossary')).json();
    const before = await glossary();
    const json = await api.send('/api/glossary', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ term: 'Big', definition: 'x'.repeat(300 * 1024), category: 'Big' }),
    });
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ error: 'Payload too large (at most 256 KB)' });
    const form = new FormData();
    form.append('image', new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png'));
    const multipart = await api.send('/api/articles', { method: 'POST', cookie, body: form });
    expect(multipart.status).toBe(413);
    expect(await multipart.json()).toEqual({ error: 'Payload too large (images at most 5 MB)' });
    expect(await glossary()).toEqual(before);
  });
});

describe('legacy admin paths (product.md §6)', () => {
  it.each([
    ['/rss-admin', '/admin/rss'],
    ['/article-admin', '/admin/articles'],
    ['/glossary-admin', '/admin/glossary'],
    ['/events-admin', '/admin/events'],
  ])('redirect %s to %s', async (from, to) => {
    const res = await api.send(from, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });
});

describe('RSS routes', () => {
  it('are mounted at /api/rss behind the admin session', async () => {
    expect((await api.send('/api/rss/sources')).status).toBe(401);
    expect((await api.send('/api/rss/update', { method: 'POST' })).status).toBe(401);
    const cookie = await api.login();
    expect((await api.send('/api/rss/sources', { cookie })).status).toBe(200);
    expect((await api.send('/api/rss/update', { method: 'POST', cookie })).status).toBe(202);
    expect(api.importsStarted).toBe(1);
  });
});
