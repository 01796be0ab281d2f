// An XML 1.0 document written with fast-xml-builder, never by hand (docs/decisions.md): the OPML export and the Atom feeds.
import XMLBuilder from 'fast-xml-builder';

/**
 * The document of `root` (one element name to its content) after an `<?xml version="1.0" encoding="UTF-8"?>`
 * declaration, indented. Keys starting `@_` are attributes and `#text` is an element's text; the builder
 * escapes both. An element with nothing in it is written self-closed.
 */
export function xmlDocument(root: Record<string, unknown>): string {
  return new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    suppressEmptyNode: true,
  }).build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, ...root });
}
