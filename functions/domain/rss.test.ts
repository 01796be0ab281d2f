// The add-feed form's schema: feed URLs are plain http(s) URLs without credentials.
import { describe, expect, it } from 'vitest';
import { FEED_URL_MESSAGE, rssSourceInputSchema } from './rss.ts';

const urlErrors = (url: string) => {
  const result = rssSourceInputSchema.safeParse({ name: 'Feed', url });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('rssSourceInputSchema url', () => {
  it.each([
    'https://example.org/feed.xml',
    ' http://example.org:8080/rss ',
    'https://example.org/@ann/feed',
    'https://example.org/feed?by=ann@example.org',
  ])('accepts %j', (url) => {
    expect(urlErrors(url)).toEqual([]);
  });

  it.each([
    'https://user:pass@example.org/feed',
    'https://user@example.org/feed',
    'https://:pass@example.org/feed',
    'http://a%40b:p@example.org/feed',
  ])('refuses %j, which carries a user name or password', (url) => {
    expect(urlErrors(url)).toEqual([['url', 'Feed URLs may not contain a user name or password']]);
  });

  it.each([
    'not a url',
    'ftp://example.org/feed',
    '',
    'localhost:4700',
    '//feed.xml',
    'feed.xml?x=1',
  ])('refuses %j, which is no absolute http(s) URL with a host, with the one message', (url) => {
    expect(urlErrors(url)).toEqual([['url', FEED_URL_MESSAGE]]);
  });

  it('stores the address as the URL parser writes it', () => {
    expect(
      rssSourceInputSchema.parse({ name: 'Feed', url: ' HTTPS://Example.ORG:443/Feed/ ' }).url,
    ).toBe('https://example.org/Feed/');
  });
});
