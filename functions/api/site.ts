// Serves the built static site for non-API paths; the folder is resolved per request because rebuilds swap it atomically.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';

/** Spec §6: legacy admin paths redirect to the /admin/ ones. */
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/rss-admin': '/admin/rss',
  '/article-admin': '/admin/articles',
  '/glossary-admin': '/admin/glossary',
  '/events-admin': '/admin/events',
};

export function legacyRedirects(): MiddlewareHandler {
  return async (c, next) => {
    const target = LEGACY_REDIRECTS[c.req.path.replace(/\/+$/, '') || '/'];
    if (target) return c.redirect(target, 301);
    await next();
  };
}

/** Files of the current build: /article/123 maps to article/123/index.html (serveStatic's directory index). */
export function staticSite(siteDir: () => string | null): MiddlewareHandler {
  return async (c, next) => {
    const root = siteDir();
    if (!root) return next();
    return serveStatic({ root })(c, next);
  };
}

/** The site's own 404 page with status 404, or a JSON 404 when no site is built. */
export async function siteNotFound(c: Context, siteDir?: () => string | null): Promise<Response> {
  const root = siteDir?.();
  if (root) {
    try {
      return c.html(await readFile(join(root, '404.html'), 'utf8'), 404);
    } catch {
      // No 404 page in this build: fall through to the JSON answer.
    }
  }
  return c.json({ error: 'Not found' }, 404);
}
