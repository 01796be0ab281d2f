// POST /api/site/rebuild (admin): asks for a full rebuild of the static pages, for changes that bypassed the API.
import { Hono, type MiddlewareHandler } from 'hono';
import { recordSiteChange } from '../../data/index.ts';
import type { AppDeps } from '../deps.ts';

/**
 * Content writes through the API rebuild only the pages they touch (scripts/pipeline/site-rebuild.ts). A record
 * repaired straight in the store, or a new template, needs every page built again: this asks for that.
 */
export function siteRebuildRoutes(
  deps: Pick<AppDeps, 'db' | 'onContentChanged'>,
  admin: MiddlewareHandler,
) {
  const app = new Hono();
  app.post('/rebuild', admin, async (c) => {
    // Recorded in the store first, so a stop before the build still leaves it to the next one.
    await recordSiteChange(deps.db, 'full rebuild requested by an editor');
    deps.onContentChanged('full rebuild requested by an editor');
    return c.json({ status: 'requested' }, 202);
  });
  return app;
}
