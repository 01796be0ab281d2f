// The key under which two forms of one address compare equal: worked examples, then properties over generated URLs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTrackingParameter, urlKey } from './url-key.ts';

describe('urlKey', () => {
  it.each([
    ['https://news.example.org/story', 'https://news.example.org/story'],
    ['http://news.example.org/story', 'https://news.example.org/story'],
    ['HTTPS://News.Example.ORG:443/story/', 'https://news.example.org/story'],
    ['http://news.example.org:80/story#comments', 'https://news.example.org/story'],
    [
      'https://news.example.org/story?ref=rss&utm_source=feed&UTM_Medium=x',
      'https://news.example.org/story',
    ],
    [
      'https://news.example.org/story?fbclid=1&gclid=2&mc_cid=3&mc_eid=4',
      'https://news.example.org/story',
    ],
    ['https://news.example.org/story?b=2&ref=rss&a=1', 'https://news.example.org/story?a=1&b=2'],
    ['https://user:pw@news.example.org/', 'https://news.example.org'],
    ['  https://news.example.org/  ', 'https://news.example.org'],
  ])('keys %j as %j', (url, key) => {
    expect(urlKey(url)).toBe(key);
  });

  it.each([
    ['the path case', 'https://news.example.org/Story', 'https://news.example.org/story'],
    [
      'another parameter',
      'https://news.example.org/story?page=2',
      'https://news.example.org/story',
    ],
    ['a parameter value', 'https://news.example.org/s?id=1', 'https://news.example.org/s?id=2'],
    ['another port', 'https://news.example.org:8443/story', 'https://news.example.org/story'],
    ['another host', 'https://www.news.example.org/story', 'https://news.example.org/story'],
  ])('tells apart two addresses that differ in %s', (_, a, b) => {
    expect(urlKey(a)).not.toBe(urlKey(b));
  });

  it('keys what is not an absolute http(s) URL as itself, trimmed', () => {
    expect(urlKey('  not a url ')).toBe('not a url');
    expect(urlKey('//feed.xml')).toBe('//feed.xml');
    expect(urlKey('ftp://example.org/feed')).toBe('ftp://example.org/feed');
  });

  it('names the tracking parameters in any case, and no other', () => {
    expect(
      ['utm_source', 'UTM_CAMPAIGN', 'ref', 'fbclid', 'GCLID', 'mc_eid'].every(isTrackingParameter),
    ).toBe(true);
    expect(['page', 'id', 'referrer', 'q', 'utm'].some(isTrackingParameter)).toBe(false);
  });
});

/** An http(s) URL from parts: a lower-case host, a path of safe segments, and non-tracking parameters. */
const parts = fc.record({
  host: fc.domain(),
  port: fc.option(fc.integer({ min: 1024, max: 65535 }), { nil: undefined }),
  segments: fc.array(fc.stringMatching(/^[A-Za-z0-9._~-]{1,8}$/), { maxLength: 4 }),
  params: fc.uniqueArray(
    fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/), fc.stringMatching(/^[A-Za-z0-9]{0,5}$/)),
    { maxLength: 4, selector: ([name]) => name },
  ),
});
type Parts = typeof parts extends fc.Arbitrary<infer T> ? T : never;
const clean = (p: Parts) => p.params.filter(([name]) => !isTrackingParameter(name));
const write = (
  p: Parts,
  scheme: string,
  host: string,
  port: string,
  params: [string, string][],
  slash = '',
) =>
  `${scheme}://${host}${port}/${p.segments.join('/')}${slash}${params.length ? `?${new URLSearchParams(params)}` : ''}`;
const plain = (p: Parts) => write(p, 'https', p.host, p.port ? `:${p.port}` : '', clean(p));

/** The variants that must map to the key of the plain form: each may apply or not. */
const variants = fc.record({
  http: fc.boolean(),
  upperHost: fc.boolean(),
  defaultPort: fc.boolean(),
  trailingSlash: fc.boolean(),
  fragment: fc.option(fc.stringMatching(/^[A-Za-z0-9]{0,6}$/), { nil: undefined }),
  tracking: fc.subarray(['utm_source', 'UTM_Medium', 'ref', 'fbclid', 'gclid', 'mc_cid', 'mc_eid']),
  reverse: fc.boolean(),
});

describe('urlKey properties', () => {
  it('is idempotent, for any string and any generated URL', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })),
        (url) => {
          expect(urlKey(urlKey(url))).toBe(urlKey(url));
        },
      ),
    );
  });

  it('maps scheme, host case, default port, trailing slash, fragment, tracking and parameter order to one key', () => {
    fc.assert(
      fc.property(parts, variants, (p, v) => {
        const scheme = v.http ? 'http' : 'https';
        const port = p.port ? `:${p.port}` : v.defaultPort ? (v.http ? ':80' : ':443') : '';
        const params: [string, string][] = [
          ...clean(p),
          ...v.tracking.map((t): [string, string] => [t, 'x']),
        ];
        if (v.reverse) params.reverse();
        const host = v.upperHost ? p.host.toUpperCase() : p.host;
        const url = write(p, scheme, host, port, params, v.trailingSlash ? '/' : '');
        const fragment = v.fragment === undefined ? '' : `#${v.fragment}`;
        expect(urlKey(`${url}${fragment}`)).toBe(urlKey(plain(p)));
      }),
    );
  });
});
