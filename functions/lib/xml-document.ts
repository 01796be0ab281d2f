// XML 1.0 written with fast-xml-builder, never by hand (docs/decisions.md): the OPML export, the Atom feeds and the
// RSS feeds' own elements.
import XMLBuilder from 'fast-xml-builder';

/** Keys starting `@_` are attributes and `#text` is an element's text; the builder escapes both. */
const OPTIONS = { ignoreAttributes: false, attributeNamePrefix: '@_' } as const;

/**
 * The document of `root` (one element name to its content) after an `<?xml version="1.0" encoding="UTF-8"?>`
 * declaration, indented. An element with nothing in it is written self-closed.
 */
export function xmlDocument(root: Record<string, unknown>): string {
  return new XMLBuilder({ ...OPTIONS, format: true, suppressEmptyNode: true }).build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    ...root,
  });
}

/** Elements (element name to content) with no declaration, for a library that takes raw XML (@astrojs/rss). */
export function xmlElements(elements: Record<string, unknown>): string {
  return new XMLBuilder({ ...OPTIONS, suppressEmptyNode: true }).build(elements);
}
