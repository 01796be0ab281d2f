// The upload plan: what a publish puts, deletes and invalidates for each kind of change (product.md §11.14, the cloud side).
import { describe, expect, it } from 'vitest';
import { cacheClassOf } from './manifest.ts';
import {
  cdnPaths,
  pendingManifest,
  phaseOf,
  planPublish,
  RETIRED_ASSET_MS,
  savedManifest,
  UNKNOWN_SHA256,
  type Manifest,
} from './plan.ts';

/** A manifest from key -> hash; the cache class follows the key, as buildManifest gives it. */
const manifest = (files: Record<string, string>): Manifest =>
  new Map(
    Object.entries(files).map(([key, sha256]) => [key, { sha256, cache: cacheClassOf(key) }]),
  );

const SITE = {
  '_astro/app.abc.css': 'css1',
  '_astro/island.abc.js': 'js1',
  'favicon.svg': 'fav',
  'index.html': 'home1',
  'rss.xml': 'rss1',
  'article/5/index.html': 'a5',
  '404.html': 'nf',
};
const ARTICLE_5 = ['/article/5', '/article/5/', '/article/5/index.html'];

describe('planPublish', () => {
  it('uploads everything on a first publish, assets, then pages, then the feed, and invalidates the wildcard', () => {
    // Act
    const plan = planPublish(null, manifest(SITE), ['index.html', 'old/page/index.html']);
    // Assess
    expect(plan).toEqual({
      put: [
        '_astro/app.abc.css',
        '_astro/island.abc.js',
        'favicon.svg',
        '404.html',
        'article/5/index.html',
        'index.html',
        'rss.xml',
      ],
      delete: ['old/page/index.html'],
      invalidate: ['/*'],
    });
  });

  it('does nothing when nothing changed', () => {
    expect(planPublish(manifest(SITE), manifest(SITE))).toEqual({
      put: [],
      delete: [],
      invalidate: [],
    });
  });

  it('puts and invalidates an edited article and the listings that show it, every URL form of each page', () => {
    // Prepare
    const next = manifest({
      ...SITE,
      'article/5/index.html': 'a5-edited',
      'index.html': 'home2',
      'rss.xml': 'rss2',
    });
    // Act
    const plan = planPublish(manifest(SITE), next);
    // Assess
    expect(plan).toEqual({
      put: ['article/5/index.html', 'index.html', 'rss.xml'],
      delete: [],
      invalidate: ['/', ...ARTICLE_5, '/index.html', '/rss.xml'],
    });
  });

  it('invalidates a new article too (its URL may hold a cached 404)', () => {
    // Prepare
    const next = manifest({ ...SITE, 'article/6/index.html': 'a6', 'index.html': 'home2' });
    // Act
    const plan = planPublish(manifest(SITE), next);
    // Assess
    expect(plan).toEqual({
      put: ['article/6/index.html', 'index.html'],
      delete: [],
      invalidate: ['/', '/article/6', '/article/6/', '/article/6/index.html', '/index.html'],
    });
  });

  it('deletes a removed article after the puts and invalidates it', () => {
    // Prepare
    const { 'article/5/index.html': _removed, ...rest } = SITE;
    const next = manifest({ ...rest, 'index.html': 'home2' });
    // Act
    const plan = planPublish(manifest(SITE), next);
    // Assess
    expect(plan).toEqual({
      put: ['index.html'],
      delete: ['article/5/index.html'],
      invalidate: ['/', ...ARTICLE_5, '/index.html'],
    });
  });

  it('puts a renamed hashed asset before the pages using it, keeps the old one, invalidates only the pages', () => {
    // Prepare
    const { '_astro/app.abc.css': _old, ...rest } = SITE;
    const next = manifest({
      ...rest,
      '_astro/app.def.css': 'css2',
      'index.html': 'home2',
      'article/5/index.html': 'a5-2',
      '404.html': 'nf2',
    });
    // Act
    const plan = planPublish(manifest(SITE), next);
    // Assess
    expect(plan).toEqual({
      put: ['_astro/app.def.css', '404.html', 'article/5/index.html', 'index.html'],
      delete: [],
      invalidate: ['/', '/404.html', ...ARTICLE_5, '/index.html'],
    });
  });

  it('keeps a retired hashed asset for RETIRED_ASSET_MS from the publish that retired it, then deletes it', () => {
    // Prepare: the first publish without app.abc.css retires it
    const { '_astro/app.abc.css': _old, ...rest } = SITE;
    const next = manifest({ ...rest, '_astro/app.def.css': 'css2' });
    const retiredAt = Date.parse('2026-11-01T00:00:00Z');
    const saved = savedManifest(manifest(SITE), next, retiredAt);
    // Act
    const before = planPublish(saved, next, [], retiredAt + RETIRED_ASSET_MS - 1);
    const after = planPublish(saved, next, [], retiredAt + RETIRED_ASSET_MS);
    // Assess: it is dated once, kept until its time is up, and then deleted without an invalidation
    expect(saved.get('_astro/app.abc.css')).toEqual({
      sha256: 'css1',
      cache: 'immutable',
      retiredAt: '2026-11-01T00:00:00.000Z',
    });
    expect(savedManifest(saved, next, retiredAt + 1000)).toEqual(saved);
    expect(before).toEqual({ put: [], delete: [], invalidate: [] });
    expect(after).toEqual({ put: [], delete: ['_astro/app.abc.css'], invalidate: [] });
    expect(savedManifest(saved, next, retiredAt + RETIRED_ASSET_MS).has('_astro/app.abc.css')).toBe(
      false,
    );
  });

  it('sends nothing for a retired asset the build names again (its bytes are still in the bucket)', () => {
    // Prepare
    const { '_astro/app.abc.css': _old, ...rest } = SITE;
    const saved = savedManifest(manifest(SITE), manifest(rest));
    // Act
    const plan = planPublish(saved, manifest(SITE));
    // Assess
    expect(plan).toEqual({ put: [], delete: [], invalidate: [] });
    expect(savedManifest(saved, manifest(SITE))).toEqual(manifest(SITE));
  });

  it('invalidates a non-hashed asset that changed in place, and a hashed one whose bytes changed under its name', () => {
    // Prepare
    const next = manifest({ ...SITE, 'favicon.svg': 'fav2', '_astro/island.abc.js': 'js2' });
    // Act
    const plan = planPublish(manifest(SITE), next);
    // Assess
    expect(plan).toEqual({
      put: ['_astro/island.abc.js', 'favicon.svg'],
      delete: [],
      invalidate: ['/_astro/island.abc.js', '/favicon.svg'],
    });
  });

  it('lists 3,000 paths exactly, and falls back to one wildcard past that', () => {
    // Prepare: each article page is three paths
    const articles = (n: number, hash: string) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`article/${i}/index.html`, hash]));
    const before = manifest(articles(1001, 'old'));
    // Act
    const atLimit = planPublish(
      before,
      manifest({ ...articles(1001, 'old'), ...articles(1000, 'new') }),
    );
    const pastLimit = planPublish(before, manifest(articles(1001, 'new')));
    // Assess
    expect(atLimit.invalidate).toHaveLength(3000);
    expect(pastLimit.put).toHaveLength(1001);
    expect(pastLimit.invalidate).toEqual(['/*']);
  });
});

describe('phaseOf', () => {
  it('puts assets first, pages next, and the files that name pages last', () => {
    expect(['_astro/a.js', 'favicon.svg', 'uploads-logo.png'].map(phaseOf)).toEqual([0, 0, 0]);
    expect(['index.html', '404.html', 'article/5/index.html'].map(phaseOf)).toEqual([1, 1, 1]);
    expect(['rss.xml', 'sitemap-index.xml', 'robots.txt'].map(phaseOf)).toEqual([2, 2, 2]);
  });

  it('puts every feed (product.md §10.18) with the lists, after the article pages they name', () => {
    const feeds = [
      'feeds/all.atom',
      'feeds/all.json',
      'feeds/category/mobile.xml',
      'feeds/tag/deaf.json',
    ];
    expect(feeds.map(phaseOf)).toEqual([2, 2, 2, 2]);
    // Only under /feeds is a .json file a feed.
    expect(phaseOf('_astro/data.json')).toBe(0);
  });

  it('deletes in the reverse order: a sitemap file before its pages, pages before assets', () => {
    // Prepare
    const before = manifest({ ...SITE, 'sitemap-1.xml': 's1', 'article/9/index.html': 'a9' });
    const { 'favicon.svg': _gone, ...rest } = SITE;
    // Act
    const plan = planPublish(before, manifest(rest));
    // Assess
    expect(plan.delete).toEqual(['sitemap-1.xml', 'article/9/index.html', 'favicon.svg']);
  });
});

describe('pendingManifest', () => {
  it('marks every key the plan puts or deletes unknown, keeping each one its cache class', () => {
    // Prepare
    const previous = manifest({ ...SITE, 'article/6/index.html': 'a6' });
    const { 'article/6/index.html': _gone, ...rest } = Object.fromEntries(previous);
    const next = manifest({
      ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v.sha256])),
      'article/5/index.html': 'a5-edited',
      '_astro/new.def.js': 'js2',
    });
    const plan = planPublish(previous, next);
    // Act
    const pending = pendingManifest(previous, next, plan);
    // Assess: unchanged keys keep their hashes, so only the touched ones are redone
    expect(pending.get('index.html')).toEqual({ sha256: 'home1', cache: 'revalidate' });
    for (const key of ['article/5/index.html', 'article/6/index.html'])
      expect(pending.get(key)).toEqual({ sha256: UNKNOWN_SHA256, cache: 'revalidate' });
    expect(pending.get('_astro/new.def.js')).toEqual({
      sha256: UNKNOWN_SHA256,
      cache: 'immutable',
    });
    // and a plan from it redoes exactly those keys, whatever the bucket got
    const redo = planPublish(pending, next);
    expect(redo.put).toEqual(['_astro/new.def.js', 'article/5/index.html']);
    expect(redo.delete).toEqual(['article/6/index.html']);
  });
});

describe('cdnPaths', () => {
  it('gives every URL CloudFront serves a key under, percent-encoded', () => {
    expect(cdnPaths('index.html')).toEqual(['/', '/index.html']);
    expect(cdnPaths('glossary/index.html')).toEqual([
      '/glossary',
      '/glossary/',
      '/glossary/index.html',
    ]);
    expect(cdnPaths('sitemap-0.xml')).toEqual(['/sitemap-0.xml']);
    expect(cdnPaths('tag/screen readers/index.html')).toEqual([
      '/tag/screen%20readers',
      '/tag/screen%20readers/',
      '/tag/screen%20readers/index.html',
    ]);
  });

  it('keeps what a browser sends as it is, and never makes a wildcard of a name', () => {
    expect(cdnPaths('c++,a=b@x.html')).toEqual(['/c++,a=b@x.html']);
    expect(cdnPaths('café/a*b?#.html')).toEqual(['/caf%C3%A9/a%2Ab%3F%23.html']);
  });
});
