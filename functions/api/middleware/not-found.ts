// Unknown paths: a JSON 404 under /api/, the static site's own 404 page elsewhere (JSON when no site is built).
import type { NotFoundHandler } from 'hono';
import type { AppDeps } from '../deps.ts';

export function notFound(site: AppDeps['site']): NotFoundHandler {
  return async (c) => {
    if (site && !c.req.path.startsWith('/api/')) {
      const page = await site.notFoundPage(c);
      if (page) return page;
    }
    return c.json({ error: 'Not found' }, 404);
  };
}
