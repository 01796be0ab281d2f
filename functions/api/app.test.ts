// Integration tests over real HTTP: headers, unknown paths, legacy redirects, the static site and uploads 404s.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testing.ts';

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

describe('every answer', () => {
  it('carries the security headers', async () => {
    for (const path of ['/api/categories', '/', '/nope']) {
      const res = await api.send(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
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

describe('body limits', () => {
  it('answer 413 above 256 KB for JSON writes and above 5.5 MB for article bodies, storing nothing', async () => {
    const cookie = await api.login();
    const json = await api.send('/api/glossary', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ term: 'Big', definition: 'x'.repeat(300 * 1024), category: 'Big' }),
    });
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ error: 'Payload too large (images at most 5 MB)' });
    const form = new FormData();
    form.append('image', new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png'));
    const multipart = await api.send('/api/articles', { method: 'POST', cookie, body: form });
    expect(multipart.status).toBe(413);
    expect(await (await api.send('/api/glossary')).json()).toEqual([]);
  });
});

describe('legacy admin paths (spec §6)', () => {
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
