// Untrusted feed HTML to plain text: sanitize-html allowlist, block elements become paragraph breaks (lead decision).
import sanitizeHtml from 'sanitize-html';

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
/** Elements whose text is dropped with them (code, styles, embedded documents, form noise). */
const DROPPED = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'math',
  'svg',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: BLOCKS,
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED,
  allowVulnerableTags: false,
};

/** A tag could start here (what a browser would parse as markup), raw or entity-encoded. */
const TAG_START = /<(?=[a-zA-Z!/?])|&(?:lt|#0*60|#x0*3c);?(?=[a-zA-Z!/?])/gi;
const HAS_TAG = /<[a-zA-Z!/?]|&(?:lt|#0*60|#x0*3c);?[a-zA-Z!/?]/i;

/** sanitize-html re-escapes only these four; decoding them yields the text. */
function decode(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function onePass(html: string): string {
  const marked = sanitizeHtml(html, OPTIONS).replace(/<\/?[a-z0-9]+\s*\/?>/gi, '\n\n');
  return decode(marked);
}

/**
 * Plain text with paragraphs separated by "\n\n". Entity-encoded (even double-encoded) markup decodes to markup,
 * so the pass repeats until no tag remains; any leftover opener is defused, so the output never holds a tag.
 */
export function htmlToText(html: string): string {
  let text = onePass(html);
  for (let i = 0; i < 4 && HAS_TAG.test(text); i++) text = onePass(text);
  return (
    text
      .replace(TAG_START, '‹')
      // Control and invisible separator characters: never meaningful in article text.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\u2028\u2029]/g, '')
      .split(/\n\s*\n|\r\n\s*\r\n/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n\n')
  );
}

/** One line of plain text (titles, authors), at most `max` characters. */
export function plainLine(html: string, max: number): string {
  return truncate(htmlToText(html).replace(/\s+/g, ' ').trim(), max);
}

/** Cuts at a word boundary and marks the cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
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
