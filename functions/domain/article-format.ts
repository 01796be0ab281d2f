// Structured articles (product.md §10.11): the text format flag, the 'In short' summary's limits, and the reader's shape.
// No zod here: the public pages import it (ArticleBody.tsx); the form fields are in article-format-fields.ts.

/** 'plain': paragraphs at line breaks (every imported article and every article stored before Markdown); 'markdown'. */
export const ARTICLE_FORMATS = ['plain', 'markdown'] as const;
export type ArticleFormat = (typeof ARTICLE_FORMATS)[number];

/** 'In short' is a plain-language summary: at most this many words (product.md §10.11). */
export const IN_SHORT_MAX_WORDS = 60;
/** Characters, so one record stays small whatever the words. */
export const IN_SHORT_MAX_CHARS = 600;
export const IN_SHORT_MESSAGE = `In short must be at most ${IN_SHORT_MAX_WORDS} words`;

/** The words of a text: runs of letters, digits and apostrophes (the 60-word rule and the writing checks). */
export function words(value: string): string[] {
  return value.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/** An article's text as readers get it: contentHtml is the rendered body of a Markdown article, null for plain text. */
export interface RenderedBody {
  contentHtml: string | null;
}

/** The heading the summary shows under, on the page, in feeds and in the digest (product.md §10.11). */
export const IN_SHORT_HEADING = 'In short';

/** product.md §2: plain-text content is split into paragraphs at line breaks. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
