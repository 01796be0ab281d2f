// Item normalisation: canonical link, dates, text fields, images and keyword tags.
import { describe, expect, it } from 'vitest';
import { INITIAL_FETCH_STATE } from '../../data/rss-sources.ts';
import { rss2 } from '../../../tests/support/feeds-fixtures.ts';
import { toNewArticle, type ParsedItem } from './items.ts';
import { hasExecutableConstruct } from './sanitize.ts';
import { parseFeed } from './source.ts';
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

  it('never shows a description-only item twice, as summary and as body (product.md §11.3)', () => {
    // Prepare
    const item = (patch: Partial<ParsedItem>) =>
      toNewArticle(
        { title: 'One text', link: 'https://example.org/d', ...patch },
        source,
        now,
        tags,
      )!;
    const sentences = Array.from(
      { length: 8 },
      (_, i) => `Sentence ${i + 1} says something about captions and screen readers here.`,
    );
    // Act
    const short = item({ content: '<p>A short teaser about captions.</p>' });
    const atom = item({ summary: 'An Atom entry with a summary and nothing else.' });
    const twice = item({
      'content:encoded': '<p>The same words in both fields of the feed.</p>',
      content: '<p>The same words in both fields of the feed.</p>',
    });
    const long = item({
      content: `<p>${sentences.slice(0, 5).join(' ')}</p><p>${sentences.slice(5).join(' ')}</p>`,
    });
    // Assess: a text that fits is the summary alone
    expect(short).toMatchObject({ summary: 'A short teaser about captions.', content: '' });
    expect(atom).toMatchObject({
      summary: 'An Atom entry with a summary and nothing else.',
      content: '',
    });
    expect(twice).toMatchObject({
      summary: 'The same words in both fields of the feed.',
      content: '',
    });
    // A longer one: whole leading sentences as the summary, the rest (paragraphs kept) as the body
    expect(long.summary.length).toBeLessThanOrEqual(300);
    expect(long.summary).toBe(sentences.slice(0, 4).join(' '));
    expect(long.content.split('\n\n')).toEqual([sentences[4], sentences.slice(5).join(' ')]);
    for (const s of sentences.slice(0, 4)) expect(long.content).not.toContain(s);
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

/** Every item of a feed document as the importer turns it into an article (rss-parser, then toNewArticle). */
async function articlesOf(xml: string) {
  return (await parseFeed(xml)).map((item) => toNewArticle(item, source, now, tags));
}

const atomEntry = (title: string, n: number) =>
  `<entry>${title}<link rel="alternate" href="https://example.org/atom/${n}"/><id>urn:atom:${n}</id>` +
  `<updated>2026-11-01T10:00:00Z</updated><content type="html">&lt;p&gt;Body ${n}&lt;/p&gt;</content></entry>`;
const atomFeed = (entries: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>F</title>` +
  `<id>urn:f</id><updated>2026-11-01T10:00:00Z</updated>${entries.join('')}</feed>`;
const rssFeed = (items: string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>R</title><link>https://example.org/</link>` +
  `<description>d</description>${items.join('')}</channel></rss>`;

describe('feed text kept as text', () => {
  it('keeps elements that a title and content quote as escaped text', async () => {
    // Prepare: rss2 escapes once more, so rss-parser hands back exactly these strings.
    const xml = rss2('Quoting feed', [
      {
        title: 'Why &lt;button&gt; beats &lt;div onclick&gt; for keyboard users',
        link: 'https://example.org/q1',
        html: 'Use the &lt;button&gt; element. If x&lt;y the &lt;label for=name&gt; must still match, so test it',
      },
    ]);
    // Act
    const [a] = await articlesOf(xml);
    // Assess
    expect(a?.title).toBe('Why ‹button> beats ‹div onclick> for keyboard users');
    // The description alone: the summary, with no body repeating it (product.md §11.3)
    expect(a?.summary).toBe(
      'Use the ‹button> element. If x‹y the ‹label for=name> must still match, so test it',
    );
    expect(a?.content).toBe('');
    for (const field of [a!.title, a!.summary, a!.content])
      expect(hasExecutableConstruct(field), field).toBe(false);
  });

  it('still reads a body the feed entity-escaped as a whole as paragraphs', async () => {
    // Three sentences of about 190 characters: the first is the summary, the others the body (product.md §11.3)
    const [one, two, three] = ['One', 'Two', 'Three'].map(
      (n) => `${n} ${'paragraph text '.repeat(12).trim()}.`,
    );
    const xml = rss2('Escaping feed', [
      {
        title: 'Whole body escaped',
        link: 'https://example.org/e1',
        html: `&lt;p&gt;${one}&lt;/p&gt;&lt;p&gt;${two}&lt;/p&gt;&lt;p&gt;${three}&lt;/p&gt;`,
      },
    ]);
    const [a] = await articlesOf(xml);
    expect(a?.content).toBe(`${two}\n\n${three}`);
    expect(a?.summary).toBe(one);
  });

  it('takes the text of an Atom xhtml title, its quoted markup as text', async () => {
    const xhtml = (inner: string) =>
      `<title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">${inner}</div></title>`;
    const xml = atomFeed([
      atomEntry(xhtml('Plain xhtml title here'), 1),
      atomEntry(xhtml('Keyboard <code>&lt;button&gt;</code> tips'), 2),
    ]);
    const [plain, quoting] = await articlesOf(xml);
    expect(plain?.title).toBe('Plain xhtml title here');
    // xml2js keeps no order between an element's own text and its children's: the words, not their order.
    expect(quoting?.title).toContain('Keyboard');
    expect(quoting?.title).toContain('tips');
    expect(quoting?.title).toContain('‹button>');
    expect(hasExecutableConstruct(quoting!.title)).toBe(false);
  });

  it('titles an RSS item without a title by the first sentence of its text', async () => {
    const xml = rssFeed([
      '<item><link>https://example.org/n1</link><description>&lt;p&gt;A new screen reader ships today. ' +
        'It adds braille support.&lt;/p&gt;&lt;p&gt;More.&lt;/p&gt;</description></item>',
      `<item><link>https://example.org/n2</link><description>${'long '.repeat(100)}</description></item>`,
    ]);
    const [sentence, long] = await articlesOf(xml);
    expect(sentence?.title).toBe('A new screen reader ships today.');
    expect(sentence?.summary).toBe(
      'A new screen reader ships today. It adds braille support. More.',
    );
    expect(sentence?.content).toBe('');
    expect(long?.title.length).toBeLessThanOrEqual(300);
    expect(long?.title.endsWith('long…')).toBe(true);
  });

  it('drops an item without a title whose text is too short to title it', async () => {
    const xml = rssFeed([
      '<item><link>https://example.org/s1</link><description>Hi.</description></item>',
      '<item><link>https://example.org/s2</link></item>',
    ]);
    expect(await articlesOf(xml)).toEqual([null, null]);
  });
});

describe('source status and back-off', () => {
  const base = { ...INITIAL_FETCH_STATE, lastFetchedAt: '2026-11-21T10:04:09.000Z' };
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
