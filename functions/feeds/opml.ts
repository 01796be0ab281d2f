// OPML 1.0/2.0, the feed list format every feed reader imports and exports: read with fast-xml-parser
// (never by hand), written with fast-xml-builder (what the parser's deprecated XMLBuilder re-exports),
// which escapes attribute values and text.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { stripDisallowed, type Category, type RssSource } from '../domain/index.ts';
import { xmlDocument } from '../lib/xml-document.ts';

/** Admin API contract: an OPML file is at most 1 MB and lists at most 500 feeds. */
export const MAX_OPML_BYTES = 1024 * 1024;
export const MAX_OPML_FEEDS = 500;
/** Elements nested deeper than this are refused: real files nest a few category groups at most. */
export const MAX_OPML_DEPTH = 64;

/** The contract's messages, word for word. */
export const OPML_TOO_LARGE = 'The file is larger than 1 MB';
export const OPML_TOO_MANY = `The file has more than ${MAX_OPML_FEEDS} feeds`;

/** A refused file: `status` 413 (too large) or 400 (anything else), with the message to show. */
export class OpmlError extends Error {
  readonly status: 400 | 413;
  constructor(status: 400 | 413, message: string) {
    super(message);
    this.name = 'OpmlError';
    this.status = status;
  }
}

/** One feed outline: its title (text, else title, else ''), url and the group it sits in. */
export interface OpmlFeed {
  title: string;
  url: string;
  /** Text of the nearest enclosing outline that is not a feed (a category group), or null at top level. */
  category: string | null;
}

type Outline = Record<string, unknown> & { outline?: Outline[] };

const invalid = (why: string) => new OpmlError(400, `The file is not valid OPML: ${why}`);

/**
 * Attribute by name, any case (OPML writers differ: xmlUrl, xmlurl). Control characters and invalid
 * Unicode (character references can carry them) are stripped, as the importer strips feed text
 * (functions/domain/text.ts): another reader's export is cleaned, not refused.
 */
function attr(outline: Outline, name: string): string {
  const key = Object.keys(outline).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : outline[key];
  return typeof value === 'string' ? stripDisallowed(value).trim() : '';
}

/** Every feed outline of the file, in document order; OpmlError for a file the contract refuses. */
export function parseOpml(text: string): OpmlFeed[] {
  if (Buffer.byteLength(text, 'utf8') > MAX_OPML_BYTES) throw new OpmlError(413, OPML_TOO_LARGE);
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw invalid(`${valid.err.msg.replace(/\s+/g, ' ')} (line ${valid.err.line})`);
  let doc: Record<string, unknown>;
  try {
    doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      parseAttributeValue: false,
      parseTagValue: false,
      isArray: (name) => name === 'outline',
      // Decodes numeric character references (&#233;), which XML defines; the parser gates them
      // behind this option, together with HTML's named entities, which OPML writers emit too.
      htmlEntities: true,
      // A DOCTYPE's own entities stay small; the parser refuses external and parameter entities.
      processEntities: {
        maxEntityCount: 50,
        maxEntitySize: 1000,
        maxTotalExpansions: 1000,
        maxExpandedLength: 100_000,
      },
      maxNestedTags: MAX_OPML_DEPTH,
    }).parse(text) as Record<string, unknown>;
  } catch (error) {
    // What the parser refuses (external or parameter entities, nesting past the limit, an element
    // or attribute named like Object's own properties) is bad input like any other.
    throw invalid(error instanceof Error ? error.message.replace(/^\[\w+\]\s*/, '') : 'unreadable');
  }
  const opml = doc.opml;
  if (typeof opml !== 'object' || opml === null) throw invalid('the root element is not <opml>');
  const body = (opml as { body?: unknown }).body;
  if (typeof body !== 'object' || body === null) throw invalid('it has no <body> with outlines');

  const feeds: OpmlFeed[] = [];
  const walk = (outlines: Outline[] | undefined, category: string | null) => {
    for (const outline of outlines ?? []) {
      const url = attr(outline, 'xmlUrl');
      const title = attr(outline, 'text') || attr(outline, 'title');
      if (url) {
        feeds.push({ title, url, category });
        if (feeds.length > MAX_OPML_FEEDS) throw new OpmlError(400, OPML_TOO_MANY);
      } else {
        walk(outline.outline, title || category);
      }
    }
  };
  walk((body as Outline).outline, null);
  return feeds;
}

const feedOutline = (s: RssSource) => ({
  '@_type': 'rss',
  '@_text': s.name,
  '@_title': s.name,
  '@_xmlUrl': s.url,
});

/** OPML 2.0 of every source; each category with sources is an outline group, in category order. */
export function buildOpml(sources: RssSource[], categories: Category[], now: Date): string {
  const known = new Set(categories.map((c) => c.id));
  const groups = categories
    .map((c) => ({ c, feeds: sources.filter((s) => s.categoryId === c.id) }))
    .filter((g) => g.feeds.length > 0)
    .map((g) => ({ '@_text': g.c.name, '@_title': g.c.name, outline: g.feeds.map(feedOutline) }));
  // A source whose category was removed still belongs in the export: at the top level.
  const loose = sources.filter((s) => !known.has(s.categoryId)).map(feedOutline);
  return xmlDocument({
    opml: {
      '@_version': '2.0',
      head: { title: 'A11y Tech News feeds', dateCreated: now.toUTCString() },
      body: { outline: [...groups, ...loose] },
    },
  });
}
