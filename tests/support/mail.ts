// Test helpers for the mail tests: sample input, html-validate's configured validator, and its DOM for queries.
import { HtmlValidate, Parser, type HtmlElement } from 'html-validate';
import type { DigestArticle } from '../../functions/newsletter/mail/types.ts';

export const SITE = 'https://news.example.org';
/** Shaped like a real token (base64url "." base64url), as the sender swaps it per subscriber verbatim. */
export const UNSUBSCRIBE_URL = `${SITE}/newsletter/unsubscribe?token=eyJwdXJwb3NlIjoidW5zdWIifQ.Zm9vYmFyX2Jhei0xMjM`;
export const PREFERENCES_URL = `${SITE}/newsletter/preferences?token=eyJwdXJwb3NlIjoicHJlZnMifQ.cHJlZnMtNzg5`;
export const CONFIRM_URL = `${SITE}/newsletter/confirm?token=eyJwdXJwb3NlIjoiY29uZmlybSJ9.c2lnbmF0dXJlLTQ1Ng`;

/** Titles with characters HTML must escape, so a link text checked against the title proves the escaping. */
export function sampleArticles(n: number): DigestArticle[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title: `NVDA ${i + 1} & "JAWS" <compared>`,
    summary: `Summary ${i + 1}: what changed for screen-reader users this week.`,
    category: i % 2 ? 'Screen Readers' : 'Standards',
    url: `${SITE}/articles/article-${i + 1}`,
    featured: i === 0,
    inShort: null,
  }));
}

/**
 * Standard validity rules plus the accessibility preset, with two rules off for mail HTML:
 * - doctype-html: React Email emits the XHTML 1.0 Transitional doctype on purpose; Outlook and
 *   Yahoo render with fewer quirks under it, and it is still valid markup for every mail client.
 * - no-deprecated-attr: the layout tables' width/align/cellpadding/cellspacing attributes are the
 *   only layout Outlook's Word engine understands; the CSS equivalents are ignored there.
 */
export const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: { 'doctype-html': 'off', 'no-deprecated-attr': 'off' },
});

export async function parseHtml(html: string): Promise<HtmlElement> {
  return new Parser(await validator.getConfigFor('mail.html')).parseHtml(html);
}

/** html-validate's textContent keeps entities as written; decode the ones React emits and collapse spaces. */
export function textOf(el: HtmlElement): string {
  return el.textContent
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function hrefOf(el: HtmlElement): string | undefined {
  const value = el.getAttribute('href')?.value;
  return typeof value === 'string' ? value.replace(/&amp;/g, '&') : undefined;
}
