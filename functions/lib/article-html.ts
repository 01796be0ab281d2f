// An article's text as HTML for the places that carry HTML (product.md §10.11): the API's contentHtml, the page, the feeds.
import { IN_SHORT_HEADING, paragraphs, type Article, type RenderedBody } from '../domain/index.ts';
import { escapeHtml, renderMarkdown } from './markdown.ts';

type Body = Pick<Article, 'format' | 'content'>;

/** The rendered body of a Markdown article; null for plain text, which readers get as paragraphs. */
export function articleBodyHtml(a: Body): string | null {
  return a.format === 'markdown' ? renderMarkdown(a.content) : null;
}

/** The article with its rendered body beside it (the API's answer for one article). */
export function withContentHtml<T extends Body>(a: T): T & RenderedBody {
  return { ...a, contentHtml: articleBodyHtml(a) };
}

/**
 * A feed item's HTML content: 'In short' (when given) then the body; undefined for a plain article without
 * 'In short', whose item stays as it was (title, summary, link).
 */
export function feedContentHtml(a: Body & Pick<Article, 'inShort'>): string | undefined {
  if (a.format !== 'markdown' && !a.inShort) return undefined;
  const body =
    articleBodyHtml(a) ??
    paragraphs(a.content)
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('\n');
  const short = a.inShort ? `<h2>${IN_SHORT_HEADING}</h2>\n<p>${escapeHtml(a.inShort)}</p>\n` : '';
  return short + body;
}
