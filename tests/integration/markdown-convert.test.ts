// Converting a plain-text article to Markdown (product.md §10.11) keeps its meaning: the converted text renders as the
// same paragraphs with the same words, whatever characters Markdown would otherwise read as formatting.
import { describe, expect, it } from 'vitest';
import { paragraphs } from '../../functions/domain/article-format.ts';
import { renderMarkdown } from '../../functions/lib/markdown.ts';
import { plainToMarkdown } from '../../site/client/admin/markdown-edit.ts';

/** The paragraphs' texts of rendered HTML, entities decoded. */
function renderedParagraphs(html: string): string[] {
  return [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map(([, inner]) =>
    inner!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

describe('plainToMarkdown then renderMarkdown', () => {
  it.each([
    'One line.\nTwo lines.',
    '# Not a heading\n## Nor this\n- not a list\n+ nor this\n* nor this\n1. not numbered\n2) nor this',
    '> not a quote\n---\n===\nA line with *stars*, _lines_, `ticks`, ~tildes~ and **double**.',
    'Tags: <b>bold</b> <script>alert(1)</script> & entities &amp; &#60; stay as typed.',
    'Brackets [x](y) and ![alt](z) and a|table|row and back\\slashes.',
    '    indented four spaces\n\ttabbed',
  ])('keeps %j as the same paragraphs', (plain) => {
    const html = renderMarkdown(plainToMarkdown(plain));
    expect(html).not.toMatch(/<(h\d|ul|ol|li|blockquote|hr|table|em|strong|code|a|del)[\s>]/);
    expect(renderedParagraphs(html)).toEqual(paragraphs(plain));
  });
});
