// An article's HTML for the API and the feeds (product.md §10.11): Markdown rendered, plain text left to its paragraphs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownLimitError } from '../domain/markdown-limits.ts';
import { feedContentHtml, readerBodyHtml, savedBodyHtml, withContentHtml } from './article-html.ts';

const markdown = {
  id: 1,
  format: 'markdown' as const,
  content: '## Part\n\n- a & b',
  inShort: null,
};
const plain = { id: 2, format: 'plain' as const, content: 'One <b>line</b>.\nTwo.', inShort: null };
/** Stored before the limits were kept (written past the API): 3,000 nested quotes overflowed marked's stack. */
const pastLimits = {
  id: 3,
  format: 'markdown' as const,
  content: `${'>'.repeat(3000)} a`,
  inShort: null,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('savedBodyHtml', () => {
  it('renders a Markdown body and leaves plain text to the page (null)', () => {
    expect(savedBodyHtml(markdown)).toBe('<h2>Part</h2>\n<ul>\n<li>a &amp; b</li>\n</ul>');
    expect(savedBodyHtml(plain)).toBeNull();
  });

  it('refuses a body past the limits with the issue on content', () => {
    expect(() => savedBodyHtml(pastLimits)).toThrow(MarkdownLimitError);
    expect(savedBodyHtml(plain)).toBeNull();
  });
});

describe('readerBodyHtml and withContentHtml', () => {
  it('answers the kept HTML without rendering, and renders an article saved before it was kept', () => {
    expect(readerBodyHtml(markdown, '<p>kept</p>')).toBe('<p>kept</p>');
    expect(readerBodyHtml(markdown)).toBe(savedBodyHtml(markdown));
    expect(readerBodyHtml(plain, '<p>stale</p>')).toBeNull();
    expect(withContentHtml(plain)).toEqual({ ...plain, contentHtml: null });
    expect(withContentHtml(markdown, '<p>kept</p>').contentHtml).toBe('<p>kept</p>');
  });

  it('gives an old article past the limits its text (null), logged with its id, instead of failing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readerBodyHtml(pastLimits)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Article %d'), 3, expect.any(String));
  });
});

describe('feedContentHtml', () => {
  it('gives a plain article without In short no content, as before', () => {
    expect(feedContentHtml(plain)).toBeUndefined();
  });

  it('puts In short first, under its heading, then the body (escaped paragraphs for plain text)', () => {
    expect(feedContentHtml({ ...plain, inShort: 'Short & clear.' })).toBe(
      '<h2>In short</h2>\n<p>Short &amp; clear.</p>\n<p>One &lt;b&gt;line&lt;/b&gt;.</p>\n<p>Two.</p>',
    );
    expect(feedContentHtml(markdown)).toBe(savedBodyHtml(markdown));
    expect(feedContentHtml({ ...markdown, inShort: 'Easy.' })).toMatch(
      /^<h2>In short<\/h2>\n<p>Easy\.<\/p>\n<h2>Part<\/h2>/,
    );
  });

  it('carries the kept HTML as the body', () => {
    expect(feedContentHtml({ ...markdown, inShort: 'Easy.' }, '<p>kept</p>')).toBe(
      '<h2>In short</h2>\n<p>Easy.</p>\n<p>kept</p>',
    );
  });

  it('gives an old article past the limits its text as paragraphs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(feedContentHtml(pastLimits)).toBe(`<p>${'&gt;'.repeat(3000)} a</p>`);
  });
});
