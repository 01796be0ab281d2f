// The "same feed" check of feed URLs, shared by the add and edit paths and the OPML preview, and its refusal.
import { describe, expect, it } from 'vitest';
import { feedTakenMessage, sourceHoldingFeed } from './feed-url.ts';

describe('sourceHoldingFeed', () => {
  const webaim = { name: 'WebAIM Blog', url: 'https://webaim.org/blog/feed' };
  const sources = [{ name: 'Other', url: 'https://example.org/rss' }, webaim];

  it.each([
    'https://webaim.org/blog/feed',
    'https://WEBAIM.org/blog/feed/',
    'HTTPS://webaim.org:443/blog/feed#top',
    'http://webaim.org/blog/feed',
    'https://webaim.org/blog/feed?utm_source=newsletter&ref=home',
  ])('finds the source that holds %j', (url) => {
    expect(sourceHoldingFeed(url, sources)).toBe(webaim);
  });

  it.each([
    'https://webaim.org/Blog/feed',
    'https://webaim.org/blog/feed?page=2',
    'https://webaim.org/blog/feed.xml?x=1',
    'https://www.webaim.org/blog/feed',
  ])('finds none for %j, another address', (url) => {
    expect(sourceHoldingFeed(url, sources)).toBeUndefined();
  });
});

describe('feedTakenMessage', () => {
  it('names the source and the address it holds', () => {
    expect(feedTakenMessage({ name: 'WebAIM Blog', url: 'https://webaim.org/blog/feed' })).toBe(
      "This feed is already added as 'WebAIM Blog' (https://webaim.org/blog/feed)",
    );
  });
});
