// The publisher against an in-memory bucket and CDN: the order of its calls, and nothing uploaded that did not change.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeTree } from '../../tests/support/write-tree.ts';
import { MANIFEST_KEY, parseManifest, parsePublished } from './manifest.ts';
import { publish, type SitePort } from './publish.ts';

/**
 * A bucket in a Map and a log of every call, in order. `fail` makes the next call of that kind for
 * that key (or any invalidation) throw once; a put lands (and logs) `delay(key)` ms late.
 */
function fakePort(opts: { delay?: (key: string) => number } = {}) {
  const objects = new Map<string, { body: string; cacheControl: string; contentType: string }>();
  const calls: string[] = [];
  const failing = new Set<string>();
  const failOnce = (call: string) => {
    if (!failing.delete(call)) return;
    calls.push(`failed ${call}`);
    throw new Error(`${call} failed`);
  };
  const port: SitePort = {
    read: async (key) => objects.get(key)?.body ?? null,
    list: async () => [...objects.keys()],
    put: async (key, body, meta) => {
      failOnce(`put ${key}`);
      const ms = opts.delay?.(key) ?? 0;
      if (ms) await new Promise((ok) => setTimeout(ok, ms));
      calls.push(`put ${key}`);
      objects.set(key, { body: Buffer.from(body).toString(), ...meta });
    },
    remove: async (keys) => {
      calls.push(`delete ${keys.join(' ')}`);
      for (const key of keys) objects.delete(key);
    },
    invalidate: async (paths) => {
      failOnce('invalidate');
      calls.push(`invalidate ${paths.join(' ')}`);
    },
  };
  return { port, objects, calls, fail: (call: string) => failing.add(call) };
}

/** The bucket's files but the manifest, as key -> text. */
const served = (objects: Map<string, { body: string }>) =>
  Object.fromEntries(
    [...objects].filter(([key]) => key !== MANIFEST_KEY).map(([key, o]) => [key, o.body]),
  );

let dir: string;
const write = (files: Record<string, string>) => writeTree(dir, files);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publish-'));
  await write({
    '_astro/app.abc.css': 'body{}',
    'index.html': '<h1>Home</h1>',
    'article/5/index.html': '<h1>Five</h1>',
    'article/6/index.html': '<h1>Six</h1>',
    'rss.xml': '<rss/>',
    'feeds/all.atom': '<feed/>',
    'feeds/tag/deaf.json': '{}',
  });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('publish', () => {
  it('publishes everything the first time with the right headers, the manifest after the files', async () => {
    // Prepare
    const { port, objects, calls } = fakePort();
    // Act
    await publish(dir, port);
    // Assess: uploads run several at a time, so within a phase (assets, pages, lists) any order is right
    expect(calls[0]).toBe('put _astro/app.abc.css');
    expect(new Set(calls.slice(1, 4))).toEqual(
      new Set(['put article/5/index.html', 'put article/6/index.html', 'put index.html']),
    );
    expect(new Set(calls.slice(4, 7))).toEqual(
      new Set(['put rss.xml', 'put feeds/all.atom', 'put feeds/tag/deaf.json']),
    );
    expect(calls.slice(7)).toEqual(['invalidate /*', `put ${MANIFEST_KEY}`]);
    expect(objects.get('_astro/app.abc.css')).toMatchObject({
      cacheControl: 'public,max-age=31536000,immutable',
      contentType: 'text/css; charset=utf-8',
    });
    expect(objects.get('index.html')).toMatchObject({
      cacheControl: 'public,max-age=0,must-revalidate',
      contentType: 'text/html; charset=utf-8',
    });
    // product.md §10.18: each feed in its format's own type, revalidated like the pages.
    const feeds = {
      'rss.xml': 'application/rss+xml',
      'feeds/all.atom': 'application/atom+xml',
      'feeds/tag/deaf.json': 'application/feed+json',
    };
    for (const [key, type] of Object.entries(feeds))
      expect(objects.get(key), key).toMatchObject({
        cacheControl: 'public,max-age=0,must-revalidate',
        contentType: `${type}; charset=utf-8`,
      });
  });

  it('then uploads only what changed: pending manifest, assets, pages, deletions, invalidation, manifest', async () => {
    // Prepare
    const { port, objects, calls } = fakePort();
    await publish(dir, port);
    calls.length = 0;
    await rm(join(dir, '_astro/app.abc.css'));
    await rm(join(dir, 'article/6'), { recursive: true });
    await write({ '_astro/app.def.css': 'main{}', 'article/5/index.html': '<h1>Five, fixed</h1>' });
    // Act
    await publish(dir, port);
    // Assess: index.html and rss.xml kept their bytes and are not sent again; the old stylesheet stays
    // for pages readers still hold, dated in the manifest
    expect(calls).toEqual([
      `put ${MANIFEST_KEY}`,
      'put _astro/app.def.css',
      'put article/5/index.html',
      'delete article/6/index.html',
      'invalidate /article/5 /article/5/ /article/5/index.html /article/6 /article/6/ /article/6/index.html',
      `put ${MANIFEST_KEY}`,
    ]);
    expect(objects.get('_astro/app.abc.css')?.body).toBe('body{}');
    expect(parseManifest(objects.get(MANIFEST_KEY)!.body)?.get('_astro/app.abc.css')).toEqual({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      cache: 'immutable',
      retiredAt: expect.any(String),
    });
  });

  it('sends nothing at all when the build did not change', async () => {
    // Prepare
    const { port, calls } = fakePort();
    await publish(dir, port);
    calls.length = 0;
    // Act
    const plan = await publish(dir, port);
    // Assess
    expect(plan).toEqual({ put: [], delete: [], invalidate: [] });
    expect(calls).toEqual([]);
  });

  it('removes what an older deploy left in the bucket when there is no manifest yet', async () => {
    // Prepare
    const { port, objects, calls } = fakePort();
    objects.set('old/index.html', { body: 'x', cacheControl: '', contentType: 'text/html' });
    // Act
    await publish(dir, port);
    // Assess
    expect(calls.slice(-3)).toEqual([
      'delete old/index.html',
      'invalidate /*',
      `put ${MANIFEST_KEY}`,
    ]);
    expect(objects.has('old/index.html')).toBe(false);
  });

  it('starts no page before every asset is in the bucket, and no list before every page', async () => {
    // Prepare: the asset lands after the pages would, the pages after the feed would, if sent at once
    const { port, calls } = fakePort({
      delay: (key) => (key.startsWith('_astro/') ? 40 : key.endsWith('.html') ? 20 : 0),
    });
    // Act
    await publish(dir, port);
    // Assess
    expect(calls[0]).toBe('put _astro/app.abc.css');
    // The feeds, which name pages too, come after the pages even though they would land first.
    expect(calls.slice(4, 7).sort()).toEqual([
      'put feeds/all.atom',
      'put feeds/tag/deaf.json',
      'put rss.xml',
    ]);
  });

  it('redoes what a publish cut short touched, even once the build has changed again', async () => {
    // Prepare: the edit of article 5 and the new article 7 start, and the put of article 7 fails
    const { port, objects, fail } = fakePort();
    await publish(dir, port);
    await write({ 'article/5/index.html': '<h1>Five, edited</h1>', 'article/7/index.html': '7' });
    fail('put article/7/index.html');
    await expect(publish(dir, port)).rejects.toThrow('put article/7/index.html failed');
    // the editor then reverts article 5 and deletes article 7 before the next publish
    await write({ 'article/5/index.html': '<h1>Five</h1>' });
    await rm(join(dir, 'article/7'), { recursive: true });
    // Act
    const plan = await publish(dir, port);
    // Assess: the bucket holds the build exactly; both pages are sent or removed and invalidated again
    expect(served(objects)).toEqual({
      '_astro/app.abc.css': 'body{}',
      'index.html': '<h1>Home</h1>',
      'article/5/index.html': '<h1>Five</h1>',
      'article/6/index.html': '<h1>Six</h1>',
      'rss.xml': '<rss/>',
      'feeds/all.atom': '<feed/>',
      'feeds/tag/deaf.json': '{}',
    });
    expect(plan.put).toEqual(['article/5/index.html']);
    expect(plan.delete).toEqual(['article/7/index.html']);
    expect(plan.invalidate).toEqual(expect.arrayContaining(['/article/5', '/article/7']));
  });

  it('invalidates again on the next publish when the invalidation failed', async () => {
    // Prepare
    const { port, calls, fail } = fakePort();
    await publish(dir, port);
    await write({ 'index.html': '<h1>Home, new</h1>' });
    fail('invalidate');
    await expect(publish(dir, port)).rejects.toThrow('invalidate failed');
    calls.length = 0;
    // Act: the build did not change since
    await publish(dir, port);
    // Assess
    expect(calls).toEqual([
      `put ${MANIFEST_KEY}`,
      'put index.html',
      'invalidate / /index.html',
      `put ${MANIFEST_KEY}`,
    ]);
  });

  it('lays a partial build over the published site: its pages, the other articles as they were, what it left out gone', async () => {
    // Prepare: a full publish, then a partial build that rendered the listing pages and article 6 only
    const { port, objects, calls } = fakePort();
    const build = {
      code: 'c0de',
      siteUrl: 'https://example.org',
      fullBuiltAt: new Date().toISOString(),
    };
    await publish(dir, port, { build });
    await write({ 'sitemap-1.xml': '<urlset/>' });
    await publish(dir, port, { build });
    const partial = await mkdtemp(join(tmpdir(), 'publish-partial-'));
    try {
      await writeTree(partial, {
        '_astro/app.abc.css': 'body{}',
        'index.html': '<h1>Home, with seven</h1>',
        'article/7/index.html': '<h1>Seven</h1>',
        'rss.xml': '<rss/>',
        'feeds/all.atom': '<feed/>',
        'feeds/tag/deaf.json': '{}',
      });
      calls.length = 0;
      // Act: articles 6 (no page rendered: gone) and 7 (new) were asked for
      const plan = await publish(partial, port, { partialArticleIds: [6, 7] });
      // Assess: article 5 stays, 6 and the sitemap file the build did not write go
      expect(served(objects)).toEqual({
        '_astro/app.abc.css': 'body{}',
        'index.html': '<h1>Home, with seven</h1>',
        'article/5/index.html': '<h1>Five</h1>',
        'article/7/index.html': '<h1>Seven</h1>',
        'rss.xml': '<rss/>',
        'feeds/all.atom': '<feed/>',
        'feeds/tag/deaf.json': '{}',
      });
      expect(plan.put).toEqual(['article/7/index.html', 'index.html']);
      expect(plan.delete).toEqual(['sitemap-1.xml', 'article/6/index.html']);
      // The manifest keeps the build record and names every published file
      const stored = parsePublished(objects.get(MANIFEST_KEY)!.body)!;
      expect(stored.build).toEqual(build);
      expect([...stored.files.keys()].sort()).toEqual(Object.keys(served(objects)).sort());
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
  });

  it('refuses a partial build where nothing is published', async () => {
    const { port, calls } = fakePort();
    await expect(publish(dir, port, { partialArticleIds: [5] })).rejects.toThrow(
      'A partial build can only be published over a published site',
    );
    expect(calls).toEqual([]);
  });
});
