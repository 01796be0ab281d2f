// /api/articles/:id/revisions (product.md §7, §10.13): an article's kept versions, one of them, and its restore; editor only.
import type { Hono, MiddlewareHandler } from 'hono';
import type { ContentService } from '../../content/index.ts';
import { getArticle, getRevision, listRevisions } from '../../data/index.ts';
import { idParamSchema } from '../../domain/fields.ts';
import { restoreBodySchema, revisionParamSchema } from '../../domain/revision.ts';
import type { SessionRouteDeps } from '../deps.ts';
import { validate } from '../validation.ts';

export interface RevisionRouteDeps extends SessionRouteDeps {
  content: Pick<ContentService, 'restoreRevision'>;
}

/** Adds the revision routes to the articles group; each answers 401 without a session and is never stored. */
export function addRevisionRoutes(
  app: Hono,
  deps: RevisionRouteDeps,
  requireAdmin: MiddlewareHandler,
): void {
  const revision = validate('param', revisionParamSchema);
  app.get('/:id/revisions', requireAdmin, validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    // An unknown article is a 404, not an empty history.
    await getArticle(deps.db, id);
    return c.json(await listRevisions(deps.db, id));
  });

  app.get('/:id/revisions/:version', requireAdmin, revision, async (c) => {
    const { id, version } = c.req.valid('param');
    await getArticle(deps.db, id);
    return c.json(await getRevision(deps.db, id, version));
  });

  app.post(
    '/:id/revisions/:version/restore',
    requireAdmin,
    revision,
    validate('json', restoreBodySchema),
    async (c) => {
      const { id, version: revisionVersion } = c.req.valid('param');
      const { version } = c.req.valid('json');
      const saved = await deps.content.restoreRevision({ id, revision: revisionVersion, version });
      return c.json(saved.record);
    },
  );
}
