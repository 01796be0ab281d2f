// An article's text as HTML for the places that carry HTML (product.md §10.11): the API's contentHtml, the page, the feeds.
import { IN_SHORT_HEADING, paragraphs, type Article, type RenderedBody } from '../domain/index.ts';
import { MarkdownLimitError } from '../domain/markdown-limits.ts';
import { escapeHtml, renderCheckedMarkdown } from './markdown.ts';

type Body = Pick<Article, 'id' | 'format' | 'content'>;

/**
 * The HTML of a Markdown body an editor saves or previews, rendered once and kept with the article; null for plain
 * text. Throws MarkdownLimitError for a body past MARKDOWN_LIMITS (the API's 400).
 */
export function savedBodyHtml(a: Pick<Article, 'format' | 'content'>): string | null {
  return a.format === 'markdown' ? renderCheckedMarkdown(a.content) : null;
}

/**
 * A Markdown article's body as readers get it: the HTML kept when it was saved, else (an article saved before it
 * was kept) rendered now within the same limits. One past them, stored before they were enforced, is logged with its
 * id and shown as its text (null: paragraphs, as plain text is), so it never fails a page, a build or a feed.
 */
export function readerBodyHtml(a: Body, keptHtml: string | null = null): string | null {
  if (a.format !== 'markdown') return null;
  if (keptHtml !== null) return keptHtml;
  try {
    return renderCheckedMarkdown(a.content);
  } catch (error) {
    if (!(error instanceof MarkdownLimitError)) throw error;
    console.error(
      'Article %d cannot be rendered from its Markdown (%s): readers get its text as written',
      a.id,
      error.issues[0]!.message,
    );
    return null;
  }
}

/** The article with its body as readers get it beside it (the API's answer for one article, the page). */
export function withContentHtml<T extends Body>(
  a: T,
  keptHtml: string | null = null,
): T & RenderedBody {
  return { ...a, contentHtml: readerBodyHtml(a, keptHtml) };
}

/**
 * A feed item's HTML content: 'In short' (when given) then the body (the kept HTML, as readerBodyHtml gives it);
 * undefined for a plain article without 'In short', whose item stays as it was (title, summary, link).
 */
export function feedContentHtml(
  a: Body & Pick<Article, 'inShort'>,
  keptHtml: string | null = null,
): string | undefined {
  if (a.format !== 'markdown' && !a.inShort) return undefined;
  const body =
    readerBodyHtml(a, keptHtml) ??
    paragraphs(a.content)
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('\n');
  const short = a.inShort ? `<h2>${IN_SHORT_HEADING}</h2>\n<p>${escapeHtml(a.inShort)}</p>\n` : '';
  return short + body;
}
