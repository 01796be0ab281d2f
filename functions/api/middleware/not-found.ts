// Unknown paths: a JSON 404 under /api/, the static site's own 404 page elsewhere (JSON when no site is built).
import type { NotFoundHandler } from 'hono';
import type { AppDeps } from '../deps.ts';

export function notFound(siteDir: AppDeps['siteDir']): NotFoundHandler {
  return async (c) => {
    if (siteDir && !c.req.path.startsWith('/api/')) {
      const page = await (await import('../site.ts')).siteNotFoundPage(c, siteDir);
      if (page) return page;
    }
    return c.json({ error: 'Not found' }, 404);
  };
}
