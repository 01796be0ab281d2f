// Unknown paths: a JSON 404 under /api/, the static site's own 404 page elsewhere.
import type { NotFoundHandler } from 'hono';
import { siteNotFound } from '../site.ts';
import type { AppDeps } from '../deps.ts';

export function notFound(siteDir: AppDeps['siteDir']): NotFoundHandler {
  return (c) =>
    c.req.path.startsWith('/api/') ? c.json({ error: 'Not found' }, 404) : siteNotFound(c, siteDir);
}
