// The article island's props: only what the view reads goes into the prebuilt page, and the view renders the
// same from them as from the whole article.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../../functions/domain/index.ts';
import ArticleView, { articleViewData } from './ArticleView.tsx';

const article: Article = {
  id: 42,
  title: 'Captions that keep up',
  slug: 'captions-that-keep-up',
  summary: 'Live captions at conferences.',
  content: 'First paragraph.\nSecond paragraph.',
  author: 'Ada',
  imageUrl: 'https://images.example.com/captions.jpg',
  imageAlt: 'A speaker beside a caption screen',
  publishedAt: '2026-11-20T09:00:00.000Z',
  categoryId: 3,
  featured: true,
  sourceName: 'Example News',
  sourceUrl: 'https://news.example.com/captions',
  isManualEntry: false,
  views: 1234,
  version: 7,
  createdAt: '2026-11-20T09:05:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  format: 'plain',
  inShort: null,
  status: 'published',
  takenDownAt: null,
  takenDownReason: null,
};

const render = (a: Parameters<typeof articleViewData>[0]) =>
  renderToStaticMarkup(
    createElement(ArticleView, {
      article: a,
      categoryName: 'Hearing',
      tags: [{ id: 1, name: 'Deaf', description: 'Deaf and hard of hearing.' }],
      url: 'https://site.example/article/42',
    }),
  );

describe('articleViewData', () => {
  it('leaves out what changes without a reader seeing it (views, version, timestamps)', () => {
    // Act
    const data = articleViewData(article);
    // Assess
    expect(Object.keys(data).sort()).toEqual([
      'author',
      'content',
      'featured',
      'format',
      'id',
      'imageAlt',
      'imageUrl',
      'inShort',
      'publishedAt',
      'sourceName',
      'sourceUrl',
      'summary',
      'title',
    ]);
    const viewedAgain: Article = { ...article, views: 99_999, version: 8, updatedAt: 'later' };
    expect(articleViewData(viewedAgain)).toEqual(data);
  });

  it('keeps everything the view shows: the same markup as from the whole article', () => {
    // Act / Assess
    expect(render(articleViewData(article))).toBe(render(article));
  });
});

describe('a Markdown article (product.md §10.11)', () => {
  const structured = {
    ...article,
    format: 'markdown' as const,
    content: '## Part one\n\n- item',
    contentHtml: '<h2>Part one</h2>\n<ul>\n<li>item</li>\n</ul>',
    inShort: 'Captions help everyone.',
  };

  it('reaches the page as its rendered HTML only, not its source', () => {
    const data = articleViewData(structured);
    expect(data.content).toBe('');
    expect(data.contentHtml).toBe(structured.contentHtml);
  });

  it("shows the rendered body, and 'In short' under an h2 before it", () => {
    const html = render(articleViewData(structured));
    expect(html).toContain(structured.contentHtml);
    const inShort = html.indexOf('<h2 id="in-short-heading"');
    expect(inShort).toBeGreaterThan(html.indexOf('<h1'));
    expect(html.slice(inShort)).toMatch(
      /^<h2[^>]*>In short<\/h2><p[^>]*>Captions help everyone\.<\/p>/,
    );
    expect(inShort).toBeLessThan(html.indexOf('<h2>Part one</h2>'));
  });
});

describe('ArticleView', () => {
  it("is a memo object, which Astro's React integration takes as React without a trial render", () => {
    // Assess
    expect((ArticleView as unknown as { $$typeof: symbol }).$$typeof).toBe(
      Symbol.for('react.memo'),
    );
  });
});
