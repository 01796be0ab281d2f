// The guid key of an imported item: what its GUID guard holds (functions/data/articles/sources.ts guidHash). A take-down
// is of the story, not of one feed's copy (product.md §10.16), so the key never depends on which feed brought the item.
import { urlKey } from '../../domain/url-key.ts';

/** A guid that names itself globally: an http(s) URL, a URN or tag URI, or a UUID. */
function isGlobal(guid: string): boolean {
  return (
    /^(?:https?:\/\/|urn:|tag:)/i.test(guid) ||
    /^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i.test(guid)
  );
}

/**
 * A global guid dedups across every feed, a URL guid by its urlKey (so `http:` and `https:` forms are one). Any other
 * guid (RSS only asks it to be unique within its feed: '1', 'post-12') counts within the site of the item's own link:
 * the same story through any feed of that site, or through its feed added again under another address, is one
 * story, while two sites' different stories that share a plain guid are both kept. `link` is the item's http(s) link.
 */
export function guidKey(guid: string | null | undefined, link: string): string | null {
  const g = guid?.trim();
  if (!g) return null;
  if (/^https?:\/\//i.test(g)) return urlKey(g);
  if (isGlobal(g)) return g;
  return `site:${new URL(link).hostname}:${g}`;
}

/**
 * The key older code wrote for the same guid: a global guid as written, any other within the source that brought it.
 * Its guards stay in the store (an article keeps only the hash, so they cannot be rewritten), and the importer
 * looks them up beside the current key, so an item imported before keeps being refused.
 */
export function legacyGuidKey(guid: string | null | undefined, sourceId: number): string | null {
  const g = guid?.trim();
  if (!g) return null;
  return isGlobal(g) ? g : `source:${sourceId}:${g}`;
}
