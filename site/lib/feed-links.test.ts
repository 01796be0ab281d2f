// The alternate links that advertise feeds (product.md §10.18): the site's three, and a filter's.
import { describe, expect, it } from 'vitest';
import { alternateLinks, filterTopics } from './feed-links.ts';

const categories = [
  { id: 1, name: 'Mobile' },
  { id: 2, name: 'Gaming' },
];
const tags = [{ id: 5, name: 'Hearing' }];

describe('alternateLinks', () => {
  it("gives a topic's RSS, Atom and JSON Feed, each titled with its format", () => {
    expect(alternateLinks({ kind: 'site' }, 'News')).toEqual([
      { type: 'application/rss+xml', title: 'News (RSS)', href: '/rss.xml' },
      { type: 'application/atom+xml', title: 'News (Atom)', href: '/feeds/all.atom' },
      { type: 'application/feed+json', title: 'News (JSON Feed)', href: '/feeds/all.json' },
    ]);
  });
});

describe('filterTopics', () => {
  it("gives the category's and the tag's topics when set and known, none for an unknown id", () => {
    expect(filterTopics({ category: 2, tag: null }, categories, tags)).toEqual([
      { kind: 'category', id: 2, name: 'Gaming', slug: 'gaming' },
    ]);
    expect(filterTopics({ category: 1, tag: 5 }, categories, tags).map((t) => t.slug)).toEqual([
      'mobile',
      'hearing',
    ]);
    expect(filterTopics({ category: 99, tag: null }, categories, tags)).toEqual([]);
    expect(filterTopics({ category: null, tag: null }, categories, tags)).toEqual([]);
  });
});
