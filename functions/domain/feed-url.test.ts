// The "same feed" key of feed URLs, shared by the add and edit paths and the OPML preview.
import { describe, expect, it } from 'vitest';
import { isListedFeed, normaliseFeedUrl } from './feed-url.ts';

describe('normaliseFeedUrl', () => {
  it('normalises scheme and host case, default port, fragment and trailing slash only', () => {
    expect(normaliseFeedUrl('HTTP://Example.org:80/a/b/?q=1#x')).toBe('http://example.org/a/b?q=1');
    expect(normaliseFeedUrl('https://example.org:8443/Feed')).toBe('https://example.org:8443/Feed');
  });

  it('keeps what is not a URL, trimmed', () => {
    expect(normaliseFeedUrl('  not a url ')).toBe('not a url');
  });
});

describe('isListedFeed', () => {
  const sources = [{ url: 'https://webaim.org/blog/feed' }];

  it.each([
    'https://webaim.org/blog/feed',
    'https://WEBAIM.org/blog/feed/',
    'HTTPS://webaim.org:443/blog/feed#top',
  ])('finds %j among the sources', (url) => {
    expect(isListedFeed(url, sources)).toBe(true);
  });

  it.each([
    'https://webaim.org/Blog/feed',
    'http://webaim.org/blog/feed',
    'https://webaim.org/blog/feed?page=2',
    'https://www.webaim.org/blog/feed',
  ])('does not find %j, another address', (url) => {
    expect(isListedFeed(url, sources)).toBe(false);
  });
});
