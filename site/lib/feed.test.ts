// Unit tests for the feed rules: request URLs with sort (product.md §10.2), URL parsing (product.md §5), address writing
// (product.md §2), the history state that Back restores, and the live region's sentences.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readingMinutes } from '../../functions/domain/reading-time.ts';
import {
  differsFromPrebuilt,
  feedAnnouncement,
  fetchFeed,
  filterSummary,
  filterWords,
  fetchFeedPage,
  fetchFeedPages,
  filtersHref,
  parseIdParam,
  readFilters,
  readSavedFeed,
  withSavedFeed,
  toFeedArticle,
  type FeedQuery,
} from './feed.ts';

const PUBLISHED = '2026-03-05T10:00:00.000Z';

describe('fetchFeedPage (product.md §4 source priority, §10.2: the sort applies to every source)', () => {
  let urls: string[];
  beforeEach(() => {
    urls = [];
    vi.stubGlobal('fetch', async (input: string) => {
      urls.push(input);
      const offset = Number(new URL(input, 'http://x').searchParams.get('offset'));
      return Response.json(offset < 12 ? [{ id: offset + 1, publishedAt: PUBLISHED }] : []);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const query = (q: Partial<FeedQuery>): FeedQuery => ({
    category: null,
    tag: null,
    sort: 'newest',
    page: 1,
    ...q,
  });

  it('asks the tag within the category, the tag, the category or all articles, each with the sort and page offset', async () => {
    // Act
    await fetchFeedPage(query({ tag: 4, category: 2, sort: 'oldest', page: 2 }));
    await fetchFeedPage(query({ tag: 4 }));
    await fetchFeedPage(query({ category: 2, sort: 'popular' }));
    await fetchFeedPage(query({ sort: 'oldest', page: 3 }));
    // Assess
    expect(urls).toEqual([
      '/api/disability-tags/4/articles?limit=6&offset=6&sort=oldest&category=2',
      '/api/disability-tags/4/articles?limit=6&offset=0&sort=newest',
      '/api/categories/2/articles?limit=6&offset=0&sort=popular',
      '/api/articles?limit=6&offset=12&sort=oldest',
    ]);
  });

  it('fetchFeedPages loads pages 1..n and reports the last batch size', async () => {
    // Act
    const got = await fetchFeedPages(query({ category: 2, page: 3 }));
    // Assess
    expect(urls.map((u) => new URL(u, 'http://x').searchParams.get('offset'))).toEqual([
      '0',
      '6',
      '12',
    ]);
    // The stub's articles have no text: each reads as the minimum of 1 minute.
    expect(got).toEqual({
      articles: [
        { id: 1, publishedAt: PUBLISHED, readMinutes: 1, dateLabel: 'March 05, 2026' },
        { id: 7, publishedAt: PUBLISHED, readMinutes: 1, dateLabel: 'March 05, 2026' },
      ],
      lastBatch: 0,
    });
  });
});

describe('fetchFeed (a deep link to a deleted category or tag)', () => {
  let urls: string[];
  beforeEach(() => {
    urls = [];
    vi.stubGlobal('fetch', async (input: string) => {
      urls.push(input);
      if (/\/categories\/999\/|category=999/.test(input))
        return Response.json({ error: 'category 999 not found' }, { status: 404 });
      if (input.includes('/disability-tags/998/'))
        return Response.json({ error: 'Disability tag 998 not found' }, { status: 404 });
      if (input.startsWith('/api/categories/5/')) return new Response('boom', { status: 500 });
      return Response.json([{ id: 1, publishedAt: PUBLISHED }]);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const base: FeedQuery = { category: null, tag: null, sort: 'oldest', page: 2 };

  it('drops a filter that answers 404 and loads page 1 without it, keeping the sort', async () => {
    // Act
    const got = await fetchFeed({ ...base, category: 999 }, true);
    // Assess
    expect(got.query).toEqual({ ...base, page: 1 });
    expect(got.articles).toEqual([
      { id: 1, publishedAt: PUBLISHED, readMinutes: 1, dateLabel: 'March 05, 2026' },
    ]);
    expect(urls.at(-1)).toBe('/api/articles?limit=6&offset=0&sort=oldest');
  });

  it('drops the missing one of a tag and a category, and keeps the other', async () => {
    // Act
    const noTag = await fetchFeed({ ...base, tag: 998, category: 3, page: 1 }, false);
    const noCategory = await fetchFeed({ ...base, tag: 4, category: 999, page: 1 }, false);
    // Assess
    expect(noTag.query).toEqual({ ...base, category: 3, page: 1 });
    expect(noCategory.query).toEqual({ ...base, tag: 4, page: 1 });
    expect(urls).toEqual([
      '/api/disability-tags/998/articles?limit=6&offset=0&sort=oldest&category=3',
      '/api/categories/3/articles?limit=6&offset=0&sort=oldest',
      '/api/disability-tags/4/articles?limit=6&offset=0&sort=oldest&category=999',
      '/api/disability-tags/4/articles?limit=6&offset=0&sort=oldest',
    ]);
  });

  it('lets any other failure through', async () => {
    await expect(fetchFeed({ ...base, category: 5 }, false)).rejects.toMatchObject({ status: 500 });
  });
});

describe('parseIdParam (product.md §5: base-10 integers, else ignored)', () => {
  it('reads a base-10 integer', () => {
    expect(parseIdParam('12')).toBe(12);
  });
  it('ignores non-numeric, partly numeric, zero and absent values', () => {
    for (const v of ['abc', '12abc', '1.5', '-3', '0', '', null])
      expect(parseIdParam(v)).toBeNull();
  });
});

describe('readFilters', () => {
  it('reads both parameters and drops bad ones', () => {
    expect(readFilters('?category=3&tag=x')).toEqual({ category: 3, tag: null });
  });
});

describe('filtersHref (product.md §2: set to the id, removed when cleared)', () => {
  it('sets and removes parameters, keeping others', () => {
    // Prepare
    const href = 'http://example.test/?category=2&utm=a';
    // Act
    const next = filtersHref(href, { category: null, tag: 7 });
    // Assess
    expect(next).toBe('/?utm=a&tag=7');
  });
});

describe('saved feed in history.state (Back restores the pages)', () => {
  it('round-trips through withSavedFeed, keeping the entry’s other state', () => {
    // Act
    const state = withSavedFeed({ other: 1 }, { sort: 'oldest', page: 3, scrollY: 700 });
    // Assess
    expect(state).toEqual({ other: 1, homeFeed: { sort: 'oldest', page: 3, scrollY: 700 } });
    expect(readSavedFeed(state)).toEqual({ sort: 'oldest', page: 3, scrollY: 700 });
  });

  it('ignores missing or malformed state', () => {
    for (const state of [
      null,
      'x',
      {},
      { homeFeed: { sort: 'random', page: 2 } },
      { homeFeed: { sort: 'newest', page: 0 } },
      { homeFeed: { sort: 'toString', page: 2 } },
    ])
      expect(readSavedFeed(state)).toBeNull();
    expect(readSavedFeed({ homeFeed: { sort: 'newest', page: 1, scrollY: -5 } })).toEqual({
      sort: 'newest',
      page: 1,
    });
  });

  it('differsFromPrebuilt: a filter, a later page or another sort is not the prebuilt list', () => {
    const none = { category: null, tag: null };
    expect(differsFromPrebuilt(none, null)).toBe(false);
    expect(differsFromPrebuilt(none, { sort: 'newest', page: 1, scrollY: 300 })).toBe(false);
    expect(differsFromPrebuilt({ category: 2, tag: null }, null)).toBe(true);
    expect(differsFromPrebuilt({ category: null, tag: 1 }, null)).toBe(true);
    expect(differsFromPrebuilt(none, { sort: 'newest', page: 2 })).toBe(true);
    expect(differsFromPrebuilt(none, { sort: 'popular', page: 1 })).toBe(true);
  });
});

describe('filterWords and filterSummary (product.md §4.1: what a filtered list shows)', () => {
  const category = (id: number) => ({ 3: 'Mobile' })[id] ?? '?';
  const tag = (id: number) => ({ 2: 'Hearing' })[id] ?? '?';
  it('names the category, the tag, or both together', () => {
    expect(filterWords({ category: 3, tag: null }, category, tag)).toBe('in Mobile');
    expect(filterWords({ category: null, tag: 2 }, category, tag)).toBe('tagged Hearing');
    expect(filterWords({ category: 3, tag: 2 }, category, tag)).toBe('in Mobile tagged Hearing');
    expect(filterWords({ category: null, tag: null }, category, tag)).toBeNull();
  });
  it('counts what is shown and says when more can be loaded', () => {
    expect(filterSummary(12, 'in Mobile tagged Hearing', false)).toBe(
      '12 articles in Mobile tagged Hearing',
    );
    expect(filterSummary(1, 'tagged Hearing', false)).toBe('1 article tagged Hearing');
    expect(filterSummary(6, 'in Mobile', true)).toBe('6 articles in Mobile, more to load');
  });
});

describe('feedAnnouncement (WCAG 4.1.3: what a load did, in words)', () => {
  it('names the count, the filter and the sort after a replacing load', () => {
    expect(feedAnnouncement({ shown: 6, added: null, filter: 'in Hearing', sort: 'oldest' })).toBe(
      '6 articles loaded in Hearing, Oldest First.',
    );
    expect(feedAnnouncement({ shown: 1, added: null, filter: null, sort: 'newest' })).toBe(
      '1 article loaded, Newest First.',
    );
  });

  it("uses product.md §8's 'No articles found' for an empty list", () => {
    expect(feedAnnouncement({ shown: 0, added: null, filter: 'tagged Deaf', sort: 'newest' })).toBe(
      'No articles found tagged Deaf.',
    );
  });

  it('says how many were appended and how many are shown after Load More', () => {
    expect(feedAnnouncement({ shown: 12, added: 6, filter: null, sort: 'newest' })).toBe(
      '6 more loaded. 12 articles shown.',
    );
    expect(feedAnnouncement({ shown: 12, added: 0, filter: null, sort: 'newest' })).toBe(
      'No more articles. 12 articles shown.',
    );
  });
});

describe('toFeedArticle', () => {
  it('keeps what the cards show and replaces the article text by its read time and the date by its label', () => {
    const article = {
      id: 3,
      title: 'Captions everywhere',
      slug: 'captions-everywhere',
      summary: 'A short summary.',
      content: 'word '.repeat(450),
      author: null,
      imageUrl: null,
      imageAlt: null,
      publishedAt: '2026-11-01T00:00:00.000Z',
      categoryId: 1,
      featured: false,
      sourceName: 'A11y Tech News',
      sourceUrl: '',
      isManualEntry: true,
      views: 0,
      version: 1,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      format: 'plain' as const,
      inShort: null,
      status: 'published' as const,
      takenDownAt: null,
      takenDownReason: null,
    };
    const { content: _content, ...shown } = article;
    expect(toFeedArticle(article)).toEqual({
      ...shown,
      readMinutes: readingMinutes(article.summary, article.content),
      dateLabel: 'November 01, 2026',
    });
    expect(readingMinutes(article.summary, article.content)).toBeGreaterThan(1);
  });
});
