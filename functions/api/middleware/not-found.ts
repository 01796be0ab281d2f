// Unknown paths: a JSON 404 under /api/, the static site's own 404 page elsewhere.
import type { NotFoundHandler } from 'hono';
import type { AppDeps } from '../deps.ts';

export function notFound(siteDir: AppDeps['siteDir']): NotFoundHandler {
  return async (c) =>
    c.req.path.startsWith('/api/') || !siteDir
      ? c.json({ error: 'Not found' }, 404)
      : (await import('../site.ts')).siteNotFound(c, siteDir);
}
