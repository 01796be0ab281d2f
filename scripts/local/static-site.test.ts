// The local static site serves each feed in its format's own type (product.md §10.18), as the publisher does.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf } from '../../functions/publish/publish.ts';
import { writeTree } from '../../tests/support/write-tree.ts';
import { staticSite } from './static-site.ts';

let dir: string;
let app: Hono;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-site-'));
  await writeTree(dir, {
    'rss.xml': '<rss/>',
    'feeds/all.atom': '<feed/>',
    'feeds/category/mobile.xml': '<rss/>',
    'feeds/tag/deaf.json': '{}',
    'sitemap-0.xml': '<urlset/>',
    'feeds/index.html': '<h1>Feeds</h1>',
  });
  app = new Hono().use(staticSite(() => dir));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('staticSite', () => {
  it.each([
    ['/rss.xml', 'application/rss+xml; charset=utf-8'],
    ['/feeds/all.atom', 'application/atom+xml; charset=utf-8'],
    ['/feeds/category/mobile.xml', 'application/rss+xml; charset=utf-8'],
    ['/feeds/tag/deaf.json', 'application/feed+json; charset=utf-8'],
    ['/sitemap-0.xml', 'application/xml; charset=utf-8'],
    ['/feeds', 'text/html; charset=utf-8'],
  ])('serves %s as %s, the type the publisher gives it', async (path, type) => {
    // Act
    const res = await app.request(path);
    // Assess
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    if (path !== '/feeds') expect(contentTypeOf(path.slice(1))).toBe(type);
  });
});
