// Serves the published static site for non-API paths: the folder the publisher writes (site-folder.ts).
// Local only (npm start): the host hands it to the app as AppDeps.site; the Lambda serves no site.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../functions/api/deps.ts';
import { feedContentType } from '../../functions/domain/topic-feeds.ts';

/** Files of the published site: /article/123 maps to article/123/index.html (serveStatic's directory index). */
export function staticSite(siteDir: () => string | null): MiddlewareHandler {
  return async (c, next) => {
    const root = siteDir();
    if (!root) return next();
    const res = await serveStatic({ root })(c, next);
    // product.md §10.18: a feed in its format's own type, as the publisher sends it (functions/publish).
    const feedType = res && feedContentType(c.req.path);
    if (feedType && res.ok) res.headers.set('content-type', feedType);
    return res;
  };
}

/** The built site's own 404 page with status 404, or null when the current build has none. */
export async function siteNotFoundPage(
  c: Context,
  siteDir: () => string | null,
): Promise<Response | null> {
  const root = siteDir();
  if (!root) return null;
  try {
    return c.html(await readFile(join(root, '404.html'), 'utf8'), 404);
  } catch {
    return null; // No 404 page in this build.
  }
}

/** The app's site (AppDeps.site) over the build `siteDir` names at each request. */
export function localSite(siteDir: () => string | null): NonNullable<AppDeps['site']> {
  return { serve: staticSite(siteDir), notFoundPage: (c) => siteNotFoundPage(c, siteDir) };
}
