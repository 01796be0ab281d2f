// Serves the built static site for non-API paths; the folder is resolved per request because rebuilds swap it atomically.
// Loaded only where a site is served (npm start): the Lambda serves none, so its cold start skips the file system.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { layerFor } from './site-layers.ts';

/**
 * Files of the current build: /article/123 maps to article/123/index.html (serveStatic's directory index).
 * After a partial rebuild the current folder is a patch over a full build (site-layers.ts).
 */
export function staticSite(siteDir: () => string | null): MiddlewareHandler {
  return async (c, next) => {
    const current = siteDir();
    const root = current && layerFor(current, c.req.path);
    if (!root) return next();
    return serveStatic({ root })(c, next);
  };
}

/** The built site's own 404 page with status 404, or null when the current build has none. */
export async function siteNotFoundPage(
  c: Context,
  siteDir: () => string | null,
): Promise<Response | null> {
  const current = siteDir();
  const root = current && layerFor(current, '/404.html');
  if (!root) return null;
  try {
    return c.html(await readFile(join(root, '404.html'), 'utf8'), 404);
  } catch {
    return null; // No 404 page in this build.
  }
}
