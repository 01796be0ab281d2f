// The one URL form for canonical links, the sitemap and the feed: no trailing slash, as the site's links and product.md §2's routes.
// Both forms answer 200 without a redirect (the local server and the CloudFront function map each to its index.html),
// so this only decides which one search engines and feed readers are told about.
import { legacyTarget } from '../../functions/domain/legacy-paths.ts';

/** '/events/' and '/events' are both '/events'; the home page stays '/'. */
export function pagePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** An absolute URL in the site's form: `pageUrl('/events/', site)` is `${site}/events`. */
export function pageUrl(path: string, site: string | URL): string {
  const url = new URL(path, site);
  url.pathname = pagePath(url.pathname);
  return url.href;
}

/** Whether a built page belongs in the sitemap: not a legacy redirect, not the (noindex, robots-disallowed) admin area. */
export function inSitemap(url: string): boolean {
  const path = pagePath(new URL(url).pathname);
  return legacyTarget(path) === undefined && path !== '/admin' && !path.startsWith('/admin/');
}

/** The site's origin as Astro hands it over (Astro.site, context.site); astro.config.mjs always sets it from the config. */
export function siteOrigin(site: URL | undefined): URL {
  if (!site)
    throw new Error('Astro `site` is not set: astro.config.mjs takes it from functions/config.ts');
  return site;
}
