// An article's HTML for the API and the feeds (product.md §10.11): Markdown rendered, plain text left to its paragraphs.
import { describe, expect, it } from 'vitest';
import { articleBodyHtml, feedContentHtml, withContentHtml } from './article-html.ts';

const markdown = { format: 'markdown' as const, content: '## Part\n\n- a & b', inShort: null };
const plain = { format: 'plain' as const, content: 'One <b>line</b>.\nTwo.', inShort: null };

describe('articleBodyHtml and withContentHtml', () => {
  it('renders a Markdown article and leaves plain text to the page (null)', () => {
    expect(articleBodyHtml(markdown)).toBe('<h2>Part</h2>\n<ul>\n<li>a &amp; b</li>\n</ul>');
    expect(articleBodyHtml(plain)).toBeNull();
    expect(withContentHtml(plain)).toEqual({ ...plain, contentHtml: null });
    expect(withContentHtml(markdown).contentHtml).toContain('<h2>Part</h2>');
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
    expect(feedContentHtml(markdown)).toBe(articleBodyHtml(markdown));
    expect(feedContentHtml({ ...markdown, inShort: 'Easy.' })).toMatch(
      /^<h2>In short<\/h2>\n<p>Easy\.<\/p>\n<h2>Part<\/h2>/,
    );
  });
});
