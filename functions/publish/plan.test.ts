// The upload plan: what a publish puts, deletes and invalidates for each kind of change (issue 13, the cloud side).
import { describe, expect, it } from 'vitest';
import { cacheClassOf } from './manifest.ts';
import { cdnPaths, planPublish, type Manifest } from './plan.ts';

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
  it('uploads everything on a first publish, assets before pages, and invalidates the wildcard', () => {
    // Act
    const plan = planPublish(null, manifest(SITE), ['index.html', 'old/page/index.html']);
    // Assess
    expect(plan).toEqual({
      put: [
        '_astro/app.abc.css',
        '_astro/island.abc.js',
        'favicon.svg',
        'rss.xml',
        '404.html',
        'article/5/index.html',
        'index.html',
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
      put: ['rss.xml', 'article/5/index.html', 'index.html'],
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

  it('puts a renamed hashed asset before the pages using it, deletes the old one last, invalidates only the pages', () => {
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
      delete: ['_astro/app.abc.css'],
      invalidate: ['/', '/404.html', ...ARTICLE_5, '/index.html'],
    });
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
});
