// XSS vectors in item HTML, titles and links: none survives into what the importer stores.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toNewArticle, type ParsedItem } from './items.ts';
import { canonicalUrl, htmlToText, plainLine } from './sanitize.ts';
import { BAD_LINKS, VECTORS } from '../testing/xss-vectors.ts';

/** What a browser could run if the text were ever put into HTML: a tag opener, raw or entity-encoded. */
function executable(text: string): boolean {
  return (
    /<[a-z!/?]|&(?:lt|#0*60|#x0*3c);?[a-z!/?]/i.test(text) ||
    /\bon[a-z]+\s*=|javascript:|vbscript:|data:text\/html/i.test(text)
  );
}

const source = { name: 'Hostile feed', url: 'https://hostile.example.org/feed.xml', categoryId: 1 };
const now = new Date('2026-11-21T00:00:00Z');
const noTags = () => [];

describe('XSS vectors', () => {
  it('holds at least 40 vectors', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(VECTORS)('stores nothing executable from item HTML, titles and authors: %s', (vector) => {
    // Prepare
    const item: ParsedItem = {
      title: `Headline ${vector}`,
      link: 'https://hostile.example.org/a',
      content: `<p>Body</p>${vector}`,
      summary: vector,
      creator: vector,
    };
    // Act
    const article = toNewArticle(item, source, now, noTags);
    // Assess
    expect(article).not.toBeNull();
    for (const field of [article!.title, article!.summary, article!.content, article!.author ?? ''])
      expect(executable(field), field).toBe(false);
  });

  it.each(BAD_LINKS)('skips an item whose link is %j', (link) => {
    const article = toNewArticle(
      { title: 'A title', link, guid: link, content: 'Text' },
      source,
      now,
      noTags,
    );
    expect(article).toBeNull();
  });

  it('keeps only http(s) images', () => {
    const article = toNewArticle(
      {
        title: 'A title',
        link: 'https://ok.example.org/',
        enclosure: { url: 'javascript:alert(1)', type: 'image/png' },
        mediaContent: [{ $: { url: 'data:image/svg+xml,<svg onload=alert(1)>', medium: 'image' } }],
      },
      source,
      now,
      noTags,
    );
    expect(article?.imageUrl).toBeNull();
  });
});

describe('sanitizer properties (fast-check)', () => {
  const fragment = fc.oneof(
    fc.constantFrom(
      ...VECTORS,
      '<',
      '>',
      '&lt;',
      '&gt;',
      '&amp;',
      '&#60;',
      '&#x3c;',
      '"',
      "'",
      '=',
      '/',
      '!',
      '?',
      '--',
      'script',
      'img',
      'svg',
      'onerror',
      'javascript:',
      '<p>',
      '</p>',
      '<br>',
      '\n',
    ),
    fc.string({ maxLength: 12 }),
  );
  const hostile = fc.array(fragment, { maxLength: 25 }).map((parts) => parts.join(''));

  it('never outputs a tag, an encoded tag or an event handler', () => {
    fc.assert(
      fc.property(hostile, (html) => {
        const text = htmlToText(html);
        expect(/<[a-z!/?]|&(?:lt|#0*60|#x0*3c);?[a-z!/?]/i.test(text)).toBe(false);
        expect(/<[a-z!/?]/i.test(plainLine(html, 300))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps ordinary words and paragraphs intact', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,10}$/);
    const paragraph = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.array(paragraph, { minLength: 1, maxLength: 5 }), (paragraphs) => {
        expect(htmlToText(paragraphs.map((p) => `<p>${p}</p>`).join(''))).toBe(
          paragraphs.join('\n\n'),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('lets only http(s) links through', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.webUrl(), fc.constantFrom(...BAD_LINKS)), (link) => {
        const url = canonicalUrl(link, 'https://base.example.org/feed');
        expect(url === null || /^https?:\/\//.test(url)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
