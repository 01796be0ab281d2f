// product.md §6 legacy admin paths: the one table the server's 301, the build's redirect pages, the sitemap and the nav read.

/** Each legacy path and the /admin/ page it redirects to (product.md §6), in the Admin dropdown's order (product.md §2). */
export const LEGACY_REDIRECTS = {
  '/rss-admin': '/admin/rss',
  '/article-admin': '/admin/articles',
  '/glossary-admin': '/admin/glossary',
  '/events-admin': '/admin/events',
} as const;

export type LegacyPath = keyof typeof LEGACY_REDIRECTS;

export const LEGACY_PATHS = Object.keys(LEGACY_REDIRECTS) as LegacyPath[];

/** The redirect target of a path in either form ('/rss-admin' or '/rss-admin/'), or undefined. */
export function legacyTarget(path: string): string | undefined {
  const bare = path.replace(/\/+$/, '') || '/';
  return Object.hasOwn(LEGACY_REDIRECTS, bare) ? LEGACY_REDIRECTS[bare as LegacyPath] : undefined;
}
