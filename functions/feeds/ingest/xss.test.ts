// XSS vectors in item HTML, titles and links: none survives into what the importer stores.
import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { toNewArticle, type ParsedItem } from './items.ts';
import { canonicalUrl, hasExecutableConstruct, htmlToText, plainLine } from './sanitize.ts';
import { BAD_LINKS, VECTORS } from '../../../tests/support/feeds-xss-vectors.ts';

/** A tag opener as the HTML tokenizer sees one (`<` then a letter, `!`, `/` or `?`), raw or entity-encoded. */
const TAG_OPENER = /<[a-z!/?]|&(?:lt|#0*60|#x0*3c);?[a-z!/?]/i;

/** Every element an HTML parser finds in the text (sanitize-html's parser, nothing filtered). */
function parsedElements(text: string): string[] {
  const found: string[] = [];
  sanitizeHtml(text, {
    allowedTags: false,
    allowedAttributes: false,
    // Only parsed, never output: allowing every tag is the point.
    allowVulnerableTags: true,
    onOpenTag: (name) => void found.push(name),
  });
  return found;
}

/**
 * What a browser could run if the text were ever put into HTML: a tag opener (also entity-encoded, in case it were
 * decoded once more) or any element a parser finds. Defused words such as "‹div onclick=" or "javascript:" are
 * not executable: these fields are rendered as escaped text and never used as links (links are checked apart).
 */
function executable(text: string): boolean {
  return TAG_OPENER.test(text) || hasExecutableConstruct(text) || parsedElements(text).length > 0;
}

const source = { name: 'Hostile feed', url: 'https://hostile.example.org/feed.xml', categoryId: 1 };
const now = new Date('2026-11-21T00:00:00Z');
const noTags = () => [];

describe('XSS vectors', () => {
  it('holds at least 40 vectors', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(40);
  });

  it('has an executable check that flags markup and lets defused text through', () => {
    for (const markup of ['<b>', '</p>', '<!-- x -->', '&lt;img src=x>', '&#x3c;svg', '<?xml'])
      expect(executable(markup), markup).toBe(true);
    expect(executable('Why ‹button> beats ‹div onclick=alert(1)> and 1 < 2')).toBe(false);
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
      '&',
      'lt;',
      '\u0000',
      '\u200b',
      '\u2028',
    ),
    fc.string({ maxLength: 12 }),
  );
  const hostile = fc.array(fragment, { maxLength: 25 }).map((parts) => parts.join(''));

  it('never outputs a tag or an encoded tag', () => {
    fc.assert(
      fc.property(hostile, (html) => {
        for (const text of [htmlToText(html), plainLine(html, 300)]) {
          expect(TAG_OPENER.test(text), text).toBe(false);
          expect(hasExecutableConstruct(text), text).toBe(false);
          expect(parsedElements(text), text).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the words of elements that text quotes, escaped or double-escaped', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);
    const escape = fc.constantFrom(
      (w: string) => `&lt;${w}&gt;`,
      (w: string) => `&#60;${w} id=x&#62;`,
      (w: string) => `&amp;lt;${w}&amp;gt;`,
    );
    fc.assert(
      fc.property(word, word, escape, (before, quoted, esc) => {
        const html = `${before} ${esc(quoted)} after`;
        for (const text of [htmlToText(html), plainLine(html, 300)]) {
          expect(text).toContain(before);
          expect(text).toContain(quoted);
          expect(text).toContain('after');
        }
      }),
      { numRuns: 300 },
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
