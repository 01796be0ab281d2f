// Item normalisation: canonical link, dates, text fields, images and keyword tags.
import { describe, expect, it } from 'vitest';
import { toNewArticle } from './items.ts';
import { backoffMs, sourceStatus } from './status.ts';
import { compileTagRules } from './tags.ts';

const source = { name: 'Example feed', url: 'https://example.org/feed.xml', categoryId: 3 };
const now = new Date('2026-11-21T10:00:00.000Z');
const tags = compileTagRules([
  { id: 1, keywords: ['blind', 'screen reader', 'low vision'] },
  { id: 2, keywords: ['deaf', 'captions'] },
  { id: 3, keywords: [] },
]);

describe('toNewArticle', () => {
  it('canonicalises the link and keeps the guid', () => {
    const a = toNewArticle(
      {
        title: 'Hello there',
        link: '/news/1?utm_source=x&id=5&UTM_Medium=y#comments',
        guid: ' g-1 ',
      },
      source,
      now,
      tags,
    );
    expect(a).toMatchObject({
      sourceUrl: 'https://example.org/news/1?id=5',
      guid: 'g-1',
      categoryId: 3,
      sourceName: 'Example feed',
      featured: false,
      isManualEntry: false,
    });
  });

  it('uses a permalink guid when the link is missing, and skips items with neither', () => {
    expect(
      toNewArticle({ title: 'Hello there', guid: 'https://example.org/p/2' }, source, now, tags)
        ?.sourceUrl,
    ).toBe('https://example.org/p/2');
    expect(toNewArticle({ title: 'Hello there', guid: 'urn:x:1' }, source, now, tags)).toBeNull();
    expect(
      toNewArticle({ title: '  <b></b> ', link: 'https://example.org/x' }, source, now, tags),
    ).toBeNull();
  });

  it('takes publishedAt from the item, else the fetch time, and clamps future dates', () => {
    const at = (isoDate?: string) =>
      toNewArticle(
        { title: 'Dated item', link: 'https://example.org/d', ...(isoDate ? { isoDate } : {}) },
        source,
        now,
        tags,
      )?.publishedAt;
    expect(at('2026-10-01T08:00:00.000Z')).toBe('2026-10-01T08:00:00.000Z');
    expect(at()).toBe(now.toISOString());
    expect(at('2030-01-01T00:00:00.000Z')).toBe(now.toISOString());
    expect(at('not a date')).toBe(now.toISOString());
  });

  it('keeps paragraphs of content:encoded and writes a short plain summary', () => {
    const a = toNewArticle(
      {
        title: 'T &amp; <i>U</i>',
        link: 'https://example.org/c',
        'content:encoded': `<h2>Head</h2><p>First ${'word '.repeat(80)}</p><ul><li>one</li></ul>`,
        content: 'short',
      },
      source,
      now,
      tags,
    )!;
    expect(a.title).toBe('T & U');
    expect(a.content.split('\n\n')).toEqual(['Head', `First ${'word '.repeat(80).trim()}`, 'one']);
    expect(a.summary).toBe('short');
    const long = toNewArticle(
      { title: 'Long one', link: 'https://example.org/l', content: `<p>${'abc '.repeat(200)}</p>` },
      source,
      now,
      tags,
    )!;
    expect(long.summary.length).toBeLessThanOrEqual(300);
    expect(long.summary.endsWith('…')).toBe(true);
  });

  it('finds an image in the enclosure or media:content without fetching', () => {
    const enclosure = toNewArticle(
      {
        title: 'Pic item',
        link: 'https://example.org/p',
        enclosure: { url: 'https://img.example.org/a.png', type: 'image/png' },
      },
      source,
      now,
      tags,
    );
    expect(enclosure?.imageUrl).toBe('https://img.example.org/a.png');
    const audio = toNewArticle(
      {
        title: 'Pod item',
        link: 'https://example.org/q',
        enclosure: { url: 'https://img.example.org/a.mp3', type: 'audio/mpeg' },
        mediaContent: [{ $: { url: 'https://img.example.org/b.jpg', medium: 'image' } }],
      },
      source,
      now,
      tags,
    );
    expect(audio?.imageUrl).toBe('https://img.example.org/b.jpg');
  });

  it('tags by whole keywords, case-insensitively', () => {
    const a = toNewArticle(
      {
        title: 'New Screen Reader for BLIND users',
        link: 'https://example.org/t',
        content: 'Live captions too.',
      },
      source,
      now,
      tags,
    );
    expect(a?.tagIds).toEqual([1, 2]);
    expect(tags('The blinds are closed; deafening noise')).toEqual([]);
  });
});

describe('source status and back-off', () => {
  const base = {
    lastFetchedAt: '2026-11-21T10:04:09.000Z',
    lastError: null,
    failureCount: 0,
    itemsSeen: 0,
    itemsAdded: 0,
    etag: null,
    lastModified: null,
    bodyHash: null,
    nextAttemptAt: null,
  };
  it('reads Active while the last fetch succeeded and names the failure otherwise', () => {
    expect(sourceStatus({ ...base, lastStatus: 'ok' })).toBe('Active');
    expect(sourceStatus({ ...base, lastStatus: 'not-modified' })).toBe('Active');
    expect(sourceStatus({ ...base, lastStatus: null, lastFetchedAt: null })).toBe(
      'Not fetched yet',
    );
    expect(
      sourceStatus({ ...base, lastStatus: 'error', lastError: 'HTTP 503', failureCount: 1 }, now),
    ).toBe('Failed 2026-11-21 10:04 UTC: HTTP 503');
    expect(
      sourceStatus(
        {
          ...base,
          lastStatus: 'error',
          lastError: 'Timed out',
          failureCount: 3,
          nextAttemptAt: '2026-11-21T10:24:09.000Z',
        },
        now,
      ),
    ).toBe(
      'Failed 2026-11-21 10:04 UTC: Timed out (3 failures in a row; next try 2026-11-21 10:24 UTC)',
    );
  });
  it('backs off 5 minutes doubling up to 6 hours', () => {
    expect([1, 2, 3, 10].map(backoffMs)).toEqual([300_000, 600_000, 1_200_000, 21_600_000]);
  });
});
