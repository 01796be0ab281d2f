// Sanitizer text fidelity: escaped text keeps its words, escaped whole bodies still parse, cuts keep emoji whole.
import { describe, expect, it } from 'vitest';
import {
  hasExecutableConstruct,
  htmlToText,
  looksLikeEscapedBody,
  plainLine,
  truncate,
} from './sanitize.ts';

/** A UTF-16 half without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('text a feed escaped on purpose', () => {
  it('keeps the words of a title that quotes elements', () => {
    // Prepare: rss-parser output for the title, i.e. after XML decoding.
    const title = 'Why &lt;button&gt; beats &lt;div onclick&gt; for keyboard users';
    // Act
    const line = plainLine(title, 300);
    // Assess
    expect(line).toBe('Why ‹button> beats ‹div onclick> for keyboard users');
    expect(hasExecutableConstruct(line)).toBe(false);
  });

  it('keeps the words of content that quotes elements and compares numbers', () => {
    const content =
      'Use the &lt;button&gt; element. If x&lt;y the &lt;label for=name&gt; must still match, so test it';
    const text = htmlToText(content);
    expect(text).toBe(
      'Use the ‹button> element. If x‹y the ‹label for=name> must still match, so test it',
    );
    expect(hasExecutableConstruct(text)).toBe(false);
  });

  it('keeps a leading quoted element that has no closing tag', () => {
    const text = htmlToText('&lt;label&gt; needs a for= attribute that matches the input id');
    expect(text).toBe('‹label> needs a for= attribute that matches the input id');
  });

  it('keeps "<" and "&" that start no tag as they are', () => {
    expect(htmlToText('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>')).toBe('1 < 2 && 3 > 2');
  });

  it('never re-parses a title, even one that looks like an escaped body', () => {
    expect(plainLine('&lt;b&gt;Bold&lt;/b&gt; news', 300)).toBe('‹b>Bold‹/b> news');
  });
});

describe('bodies a feed entity-escaped as a whole', () => {
  it('come out as paragraphs, not as literal tags', () => {
    expect(htmlToText('&lt;p&gt;Hello&lt;/p&gt;&lt;p&gt;World&lt;/p&gt;')).toBe('Hello\n\nWorld');
  });

  it('are recognised when they start with a void element and hold no closing tag', () => {
    expect(htmlToText('&lt;img src="https://e.org/a.png" /&gt;&lt;br&gt;Caption text')).toBe(
      'Caption text',
    );
  });

  it('keep text that their markup escaped, defused', () => {
    expect(htmlToText('&lt;p&gt;Use &amp;lt;button&amp;gt; &amp;amp; friends&lt;/p&gt;')).toBe(
      'Use ‹button> & friends',
    );
  });

  it('are told apart from prose by a documented rule', () => {
    expect(looksLikeEscapedBody('<p>Hello</p>')).toBe(true);
    expect(looksLikeEscapedBody('\n\n<div class="x">Hi<br>there')).toBe(true);
    expect(looksLikeEscapedBody('<img src="a.png">')).toBe(true);
    expect(looksLikeEscapedBody('Use the <button> element, not </div>')).toBe(false);
    expect(looksLikeEscapedBody('<label> needs for=')).toBe(false);
    expect(looksLikeEscapedBody('x<y and y>z</p>')).toBe(false);
  });
});

describe('invisible characters', () => {
  it.each([
    ['a zero-width space', 'a &lt;\u200bscript&gt;alert(1)'],
    ['a NUL', '<\u0000script>alert(1)</script>'],
    ['a NUL inside an entity', '&\u0000lt;img src=x onerror=alert(1)>'],
    ['a line separator', 'x <\u2028iframe src=javascript:alert(1)>'],
  ])('cannot hide a tag opener: %s', (_name, html) => {
    for (const text of [htmlToText(html), plainLine(html, 300)])
      expect(hasExecutableConstruct(text), text).toBe(false);
  });
});

describe('truncate', () => {
  it('never cuts a surrogate pair in two', () => {
    for (const text of ['😀'.repeat(200), `a${'😀'.repeat(200)}`]) {
      const cut = truncate(text, 300);
      expect(cut.length).toBeLessThanOrEqual(300);
      expect(cut.endsWith('…')).toBe(true);
      expect(LONE_SURROGATE.test(cut), JSON.stringify(cut.slice(-3))).toBe(false);
    }
  });

  it('still cuts at a word boundary and leaves short text alone', () => {
    expect(truncate('alpha beta gamma delta', 20)).toBe('alpha beta gamma…');
    expect(truncate('short', 20)).toBe('short');
  });
});
