// One parsed feed item to an article for the data layer: canonical http(s) link, plain text, image, date, tags.
import type { NewArticle } from '../../data/index.ts';
import { ARTICLE_LIMITS, stripDisallowed } from '../../domain/index.ts';
import { canonicalUrl, htmlToText, httpUrlOrNull, plainLine, truncate } from './sanitize.ts';
import type { TagMatcher } from './tags.ts';

/** The fields rss-parser gives us (RSS 2.0, Atom, RDF), plus our media custom fields. */
export interface ParsedItem {
  /** A string, or xml2js's object for a title holding XML (Atom `type="xhtml"`). */
  title?: string | XmlNode;
  link?: string;
  guid?: string;
  id?: string;
  content?: string;
  'content:encoded'?: string;
  summary?: string;
  contentSnippet?: string;
  creator?: string;
  author?: string;
  isoDate?: string;
  pubDate?: string;
  enclosure?: { url?: string; type?: string };
  mediaContent?: { $?: { url?: string; medium?: string; type?: string } }[];
  mediaThumbnail?: { $?: { url?: string } } | { $?: { url?: string } }[];
}

/** An XML element as xml2js gives it: its own text in `_`, attributes in `$`, child elements by name. */
export interface XmlNode {
  _?: string;
  $?: Record<string, string>;
  [child: string]: unknown;
}

export interface ItemSource {
  name: string;
  url: string;
  categoryId: number;
}

/** Limits: product.md §9 / ARTICLE_LIMITS maxima. */
const MAX = { title: 300, summary: 300, content: 100_000, author: 200, guid: 1024 } as const;

const asText = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The text inside an xml2js element (attributes skipped). xml2js keeps an element's own text apart from its
 * children, so in mixed content (`Why <code>x</code> wins`) the children's text follows the element's own.
 */
function xmlText(v: unknown, depth = 0): string {
  if (typeof v === 'string') return v;
  if (depth > 16 || v === null || typeof v !== 'object') return '';
  if (Array.isArray(v)) return v.map((child) => xmlText(child, depth + 1)).join(' ');
  const { _: own, $: _attributes, ...children } = v as XmlNode;
  return [own ?? '', ...Object.values(children).map((child) => xmlText(child, depth + 1))].join(
    ' ',
  );
}

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The title as HTML for plainLine: a string as is, an XHTML title's text escaped (its `<` is text, not a tag). */
function titleHtml(title: unknown): string {
  return typeof title === 'object' && title !== null ? escapeText(xmlText(title)) : asText(title);
}

/**
 * A title for an item without one (RSS 2.0 allows that): its text's first sentence, cut to the title limit, or ''
 * when that is shorter than the domain's title minimum.
 */
function titleFromText(text: string): string {
  const first = text.split('\n\n', 1)[0] ?? '';
  const sentence = /^.*?[.!?…](?=\s|$)/.exec(first)?.[0] ?? first;
  const title = truncate(sentence, MAX.title);
  return title.length >= ARTICLE_LIMITS.titleMin ? title : '';
}

function imageOf(item: ParsedItem, base: string): string | null {
  const enclosure = item.enclosure?.type?.startsWith('image/') ? item.enclosure.url : undefined;
  const media = item.mediaContent?.find(
    (m) =>
      m.$?.medium === 'image' || m.$?.type?.startsWith('image/') || (!m.$?.medium && !m.$?.type),
  )?.$?.url;
  const thumbs = Array.isArray(item.mediaThumbnail)
    ? item.mediaThumbnail
    : item.mediaThumbnail
      ? [item.mediaThumbnail]
      : [];
  for (const candidate of [enclosure, media, thumbs[0]?.$?.url]) {
    const url = httpUrlOrNull(candidate, base);
    if (url) return url;
  }
  return null;
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A sentence and what closes it (quotes, brackets), up to the space or end that follows. */
const SENTENCE = /[^.!?]+[.!?]+["'”’)\]]*(?=\s|$)/g;

/**
 * product.md §11.3: a feed's only text as a summary and a body that does not repeat it. Text that fits the summary is
 * the summary alone (no body); longer text gives its leading whole sentences that fit as the summary and the rest,
 * paragraphs kept, as the body. A first sentence longer than the summary is cut ('…') and the body keeps the text.
 */
export function splitOneText(text: string): { summary: string; body: string } {
  const flat = oneLine(text);
  if (flat.length <= MAX.summary) return { summary: flat, body: '' };
  let end = 0;
  for (const m of text.matchAll(SENTENCE)) {
    const stop = m.index + m[0].length;
    if (oneLine(text.slice(0, stop)).length > MAX.summary) break;
    end = stop;
  }
  if (end === 0) return { summary: flat, body: text };
  return { summary: oneLine(text.slice(0, end)), body: text.slice(end).trim() };
}

/** publishedAt from the item, else the fetch time; future dates clamped to now. */
function publishedAt(item: ParsedItem, now: Date): string {
  const parsed = Date.parse(item.isoDate ?? item.pubDate ?? '');
  if (!Number.isFinite(parsed) || parsed > now.getTime()) return now.toISOString();
  return new Date(parsed).toISOString();
}

/**
 * The article for an item, or null (counted as skipped) when it has no http(s) link, or neither a title nor text
 * whose first sentence could serve as one.
 */
export function toNewArticle(
  item: ParsedItem,
  source: ItemSource,
  now: Date,
  tagsFor: TagMatcher,
): NewArticle | null {
  const rawGuid = asText(item.guid) || asText(item.id);
  const link =
    canonicalUrl(asText(item.link), source.url) ??
    (rawGuid && /^https?:/i.test(rawGuid) ? canonicalUrl(rawGuid) : null);
  if (!link) return null;
  // RSS puts the full text in content:encoded and the teaser in description (rss-parser: content); Atom has summary.
  const full = asText(item['content:encoded']) || asText(item.content) || asText(item.summary);
  const teaser =
    asText(item.summary) || (asText(item['content:encoded']) ? asText(item.content) : '');
  const content = truncate(htmlToText(full), MAX.content);
  const title = plainLine(titleHtml(item.title), MAX.title) || titleFromText(content);
  if (!title) return null;
  // A feed with one text only (a description, or the same text twice) gives a summary and a body that never repeat it.
  const split =
    teaser && teaser !== full
      ? { summary: oneLine(htmlToText(teaser)), body: content }
      : splitOneText(content);
  const summary = truncate(split.summary, MAX.summary) || title;
  const author = plainLine(asText(item.creator) || asText(item.author), MAX.author) || null;
  return {
    title,
    summary,
    // With no text at all, the title-or-summary stands in for the body, as before.
    content: split.body || (content ? '' : summary),
    author,
    categoryId: source.categoryId,
    featured: false,
    tagIds: tagsFor(`${title}\n${summary}\n${content}`),
    imageUrl: imageOf(item, source.url),
    // A source stored before the text rule may still hold what it refuses; its name is shown with every item.
    sourceName: stripDisallowed(source.name),
    sourceUrl: link,
    isManualEntry: false,
    publishedAt: publishedAt(item, now),
    guid: rawGuid ? rawGuid.trim().slice(0, MAX.guid) : null,
  };
}
