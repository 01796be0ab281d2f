// Feed URLs, slugs and types (product.md §10.18).
import { describe, expect, it } from 'vitest';
import { feedContentType, feedPath, feedTitle, topicsOf } from './topic-feeds.ts';

describe('topicsOf', () => {
  it('slugs each name, and a later id whose slug is taken gets its id after it', () => {
    // Act
    const topics = topicsOf('category', [
      { id: 9, name: 'Policy Law' },
      { id: 2, name: 'Policy & Law' },
      { id: 4, name: 'Screen Readers' },
    ]);
    // Assess: by id, whatever the input order
    expect(topics.map((t) => [t.id, t.slug])).toEqual([
      [2, 'policy-law'],
      [4, 'screen-readers'],
      [9, 'policy-law-9'],
    ]);
    expect(topics.every((t) => t.kind === 'category')).toBe(true);
  });
});

describe('feedPath', () => {
  it('keeps /rss.xml for the site and puts every other feed under /feeds', () => {
    const tag = { kind: 'tag', id: 1, name: 'Deaf', slug: 'deaf' } as const;
    expect(feedPath({ kind: 'site' }, 'rss')).toBe('/rss.xml');
    expect(feedPath({ kind: 'site' }, 'atom')).toBe('/feeds/all.atom');
    expect(feedPath({ kind: 'site' }, 'json')).toBe('/feeds/all.json');
    expect(['rss', 'atom', 'json'].map((f) => feedPath(tag, f as 'rss'))).toEqual([
      '/feeds/tag/deaf.xml',
      '/feeds/tag/deaf.atom',
      '/feeds/tag/deaf.json',
    ]);
    expect(feedTitle(tag, 'News', 'json')).toBe('News: tagged Deaf (JSON Feed)');
  });
});

describe('feedContentType', () => {
  it("gives each feed its format's type and leaves every other file alone", () => {
    expect(feedContentType('rss.xml')).toBe('application/rss+xml; charset=utf-8');
    expect(feedContentType('/feeds/category/mobile.atom')).toBe(
      'application/atom+xml; charset=utf-8',
    );
    expect(feedContentType('feeds/all.json')).toBe('application/feed+json; charset=utf-8');
    for (const other of ['sitemap-0.xml', 'feeds/index.html', '_astro/x.json', 'robots.txt'])
      expect(feedContentType(other)).toBeUndefined();
  });
});
