// Untrusted feed HTML to plain text: sanitize-html allowlist, block elements become paragraph breaks (lead decision).
import sanitizeHtml from 'sanitize-html';
import { stripDisallowed } from '../../domain/text.ts';
import { BASE_OPTIONS } from '../../lib/sanitize-setup.ts';

/** Elements that end a paragraph; everything else is unwrapped to its text. */
const BLOCKS = [
  'p',
  'div',
  'br',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'tr',
  'section',
  'article',
  'figcaption',
  'dd',
  'dt',
  'hr',
];
const OPTIONS: sanitizeHtml.IOptions = {
  ...BASE_OPTIONS,
  allowedTags: BLOCKS,
  allowedAttributes: {},
  allowedSchemes: [],
};

/** A tag could start here (what a browser would parse as markup), raw or entity-encoded. */
const TAG_START = /<(?=[a-zA-Z!/?])|&(?:lt|#0*60|#x0*3c);?(?=[a-zA-Z!/?])/gi;
const HAS_TAG = /<[a-zA-Z!/?]|&(?:lt|#0*60|#x0*3c);?[a-zA-Z!/?]/i;
/** Control and invisible separator characters: never meaningful in article text. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\u2028\u2029]/g;
/** An element's start tag at the very beginning of the text (`<p>`, `<img src="a.png" />`). */
const LEADING_ELEMENT = /^\s*<[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>/;
/** A closing tag, or a void element that a body commonly holds. */
const CLOSING_OR_VOID = /<\/[a-zA-Z][a-zA-Z0-9-]*\s*>|<(?:br|hr|img|wbr)(?:\s[^<>]*)?\/?>/i;

/** sanitize-html re-escapes only these four; decoding them yields the text. */
function decode(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** One parse of `html`: allowed blocks become paragraph breaks, everything else its text, entities decoded once. */
function onePass(html: string): string {
  const marked = sanitizeHtml(html, OPTIONS).replace(/<\/?[a-z0-9]+\s*\/?>/gi, '\n\n');
  return decode(marked);
}

/**
 * True when text decoded from a feed is itself an HTML body: some feeds entity-escape their whole description
 * (`&lt;p&gt;Hello&lt;/p&gt;`). The rule: the text starts with an element's start tag AND holds a closing tag
 * or a void element (<br>, <hr>, <img>, <wbr>). Prose that quotes elements (`Use the <button> element`) does
 * not start with a tag, so its words are kept; a lone leading quote (`<label> needs for=`) has no closing tag.
 */
export function looksLikeEscapedBody(text: string): boolean {
  return LEADING_ELEMENT.test(text) && CLOSING_OR_VOID.test(text);
}

/**
 * Never a tag: invisible characters go first (else `<\u200bscript>` would close up after the check), then every
 * remaining tag opener, raw or entity-encoded, becomes '‹', so the words after it stay readable text.
 * The domain's text rule is applied here, after entities are decoded (`&#x85;` is a C1 control once decoded):
 * a feed's text is stripped of what the rule refuses, and NFC, rather than refused (product.md §11.10).
 */
function defuse(text: string): string {
  return stripDisallowed(text).replace(INVISIBLE, '').replace(TAG_START, '‹');
}

/** Paragraphs separated by "\n\n", each on one line. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Plain text with paragraphs separated by "\n\n". One parse and one decode: what the feed escaped is text
 * (an accessibility article quoting `&lt;button&gt;` keeps the word), except a whole body that the feed
 * entity-escaped (see looksLikeEscapedBody), which is parsed once more. The output never holds a tag.
 */
export function htmlToText(html: string): string {
  const text = onePass(html);
  return paragraphs(defuse(looksLikeEscapedBody(text) ? onePass(text) : text));
}

/** One line of plain text (titles, authors), at most `max` characters; a line is text, so never re-parsed. */
export function plainLine(html: string, max: number): string {
  return truncate(defuse(onePass(html)).replace(/\s+/g, ' ').trim(), max);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** Cuts at a word boundary and marks the cut; never between the two halves of a surrogate pair (emoji). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = isHighSurrogate(text.charCodeAt(max - 2)) ? max - 2 : max - 1;
  const cut = text.slice(0, end);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An http(s) URL resolved against `base`, fragment and utm_* parameters removed; null when not http(s). */
export function canonicalUrl(raw: string | undefined | null, base?: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  for (const key of [...url.searchParams.keys()])
    if (/^utm_/i.test(key)) url.searchParams.delete(key);
  return url.href.length > 2048 ? null : url.href;
}

/** An http(s) URL or null (image links: no other scheme may reach an img src). */
export function httpUrlOrNull(raw: string | undefined | null, base?: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim(), base);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= 2048
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** True when text holds something a browser could run if it were ever treated as HTML. */
export function hasExecutableConstruct(text: string): boolean {
  return HAS_TAG.test(text);
}
