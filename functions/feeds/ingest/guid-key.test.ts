// The guid key of an imported item never depends on the feed that brought it (product.md §10.16).
import { describe, expect, it } from 'vitest';
import { guidKey, legacyGuidKey } from './guid-key.ts';

describe('guidKey', () => {
  it('keys a plain guid within the site of its link, whichever feed or link form brings it', () => {
    const key = guidKey(' 12 ', 'https://blog.example.org/?p=12');
    expect(key).toBe('site:blog.example.org:12');
    expect(guidKey('12', 'http://Blog.Example.org/2026/braille-review/')).toBe(key);
    expect(guidKey('12', 'https://other.example.org/?p=12')).not.toBe(key);
  });

  it('keys a URL guid by its urlKey, and a URN, tag URI or UUID as written', () => {
    expect(guidKey('http://blog.example.org/?p=12&utm_source=rss', 'https://x.example/')).toBe(
      'https://blog.example.org?p=12',
    );
    expect(guidKey('urn:uuid:1', 'https://x.example/')).toBe('urn:uuid:1');
    expect(guidKey('tag:news.example.org,2026:42', 'https://x.example/')).toBe(
      'tag:news.example.org,2026:42',
    );
    const uuid = '{0f8fad5b-d9cb-469f-a165-70867728950e}';
    expect(guidKey(uuid, 'https://x.example/')).toBe(uuid);
  });

  it('has no key for a missing or blank guid', () => {
    expect(guidKey(null, 'https://x.example/')).toBeNull();
    expect(guidKey('  ', 'https://x.example/')).toBeNull();
  });
});

describe('legacyGuidKey', () => {
  it('is the key older code wrote: a plain guid within its source, a global one as written', () => {
    expect(legacyGuidKey(' 12 ', 7)).toBe('source:7:12');
    expect(legacyGuidKey('http://blog.example.org/?p=12', 7)).toBe('http://blog.example.org/?p=12');
    expect(legacyGuidKey(undefined, 7)).toBeNull();
  });
});
