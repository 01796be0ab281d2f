// What makes two feed URLs "the same feed": one key shared by the add and edit paths and the OPML preview.

/**
 * The key of "already listed": lower-case scheme and host, no default port, fragment or trailing slash.
 * Path and query keep their case, as servers may tell them apart. Only compared, never stored: a source
 * keeps the URL the editor typed.
 */
export function normaliseFeedUrl(url: string): string {
  try {
    const u = new URL(url.trim());
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}${u.search}`;
  } catch {
    return url.trim();
  }
}

/** True when `url` is the same feed as one of `sources` (by normaliseFeedUrl). */
export function isListedFeed(url: string, sources: readonly { url: string }[]): boolean {
  const key = normaliseFeedUrl(url);
  return sources.some((s) => normaliseFeedUrl(s.url) === key);
}
