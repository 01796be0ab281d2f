// The feed's refresh on load (lib/feed.ts): the build's date labels are taken, not formatted again, and an answer
// equal to what is shown keeps it.
import { describe, expect, it } from 'vitest';
import type { Article } from '../../functions/domain/index.ts';
import {
  knowDateLabels,
  sameArticles,
  sameQuery,
  toFeedArticle,
  type FeedArticle,
  type FeedQuery,
} from './feed.ts';

describe('knowDateLabels', () => {
  it("labels an article of the prebuilt page with the build's label, and formats only dates it has not seen", () => {
    // Prepare: a label no formatter would print, so the answer shows where it came from
    const built = { publishedAt: '2026-04-01T00:00:00.000Z', dateLabel: 'label from the build' };
    knowDateLabels([built as FeedArticle]);
    const fetched = (publishedAt: string) =>
      ({ id: 1, summary: '', content: '', format: 'plain', publishedAt }) as unknown as Article;
    // Act / Assess
    expect(toFeedArticle(fetched(built.publishedAt)).dateLabel).toBe('label from the build');
    expect(toFeedArticle(fetched('2026-04-02T00:00:00.000Z')).dateLabel).toBe('April 02, 2026');
  });
});

describe('sameQuery and sameArticles (a refresh that finds nothing new renders nothing)', () => {
  const q: FeedQuery = { category: 2, tag: null, sort: 'newest', page: 1 };
  const shown = [
    { id: 1, title: 'One', views: 3, imageUrl: null, dateLabel: 'March 05, 2026' },
    { id: 2, title: 'Two', views: 0, imageUrl: null, dateLabel: 'March 04, 2026' },
  ] as unknown as FeedArticle[];

  it('takes queries that ask for the same list as the same', () => {
    expect(sameQuery(q, { ...q })).toBe(true);
    expect(sameQuery(q, { ...q, page: 2 })).toBe(false);
    expect(sameQuery(q, { ...q, tag: 4 })).toBe(false);
    expect(sameQuery(q, { ...q, sort: 'oldest' })).toBe(false);
  });

  it('takes the same articles, fields in any order, as the same, and any changed field or order as new', () => {
    // Prepare: the API's answer names the fields in another order than the build did
    const reordered = shown.map((a) => Object.fromEntries(Object.entries(a).reverse()));
    // Act / Assess
    expect(sameArticles(shown, reordered as unknown as FeedArticle[])).toBe(true);
    expect(sameArticles(shown, [shown[0]!, { ...shown[1]!, views: 1 }])).toBe(false);
    expect(sameArticles(shown, [shown[1]!, shown[0]!])).toBe(false);
    expect(sameArticles(shown, shown.slice(0, 1))).toBe(false);
    expect(sameArticles(shown, [shown[0]!, { ...shown[1]!, inShort: null }])).toBe(false);
  });
});
