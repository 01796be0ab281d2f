// /api/articles/imported and /api/articles/:id/take-down, /restore, /image-alt (product.md §7, §10.16); editor only, never stored.
import type { Hono, MiddlewareHandler } from 'hono';
import type { ContentService } from '../../content/index.ts';
import { listImportedArticles } from '../../data/index.ts';
import { importedQuerySchema, takeDownInputSchema } from '../../domain/article-takedown.ts';
import { idParamSchema } from '../../domain/fields.ts';
import { once } from '../../lib/once.ts';
import type { SessionRouteDeps } from '../deps.ts';
import { readFormBody } from '../multipart.ts';
import { parseInput, validate } from '../validation.ts';

export interface TakeDownRouteDeps extends SessionRouteDeps {
  content: Pick<ContentService, 'takeDownArticle' | 'restoreArticle' | 'fixImageAlt'>;
}

/** The alt fix's input carries the editor's limits (domain/article.ts): imported by the first fix, never by a cold read. */
const loadAltSchema = once(
  async () => (await import('../../domain/article-image-alt.ts')).imageAltInputSchema,
);

/** GET /imported: the 'Imported' list, paged, by title words (q) and source name (source). */
export function addImportedListRoute(
  app: Hono,
  deps: SessionRouteDeps,
  requireAdmin: MiddlewareHandler,
): void {
  app.get('/imported', requireAdmin, validate('query', importedQuerySchema), async (c) =>
    c.json(await listImportedArticles(deps.db, c.req.valid('query'))),
  );
}

/** The take-down, restore and alt text routes: 401 without a session, 404 for no article, 400 for a refused change. */
export function addTakeDownRoutes(
  app: Hono,
  deps: TakeDownRouteDeps,
  requireAdmin: MiddlewareHandler,
): void {
  const idParam = validate('param', idParamSchema);

  app.post(
    '/:id/take-down',
    requireAdmin,
    idParam,
    validate('json', takeDownInputSchema),
    async (c) => {
      const { reason, version } = c.req.valid('json');
      return c.json(await deps.content.takeDownArticle(c.req.valid('param').id, reason, version));
    },
  );

  app.post('/:id/restore', requireAdmin, idParam, async (c) =>
    c.json(await deps.content.restoreArticle(c.req.valid('param').id)),
  );

  app.put('/:id/image-alt', requireAdmin, idParam, async (c) => {
    const { fields } = await readFormBody(c);
    const { imageAlt, version } = parseInput(await loadAltSchema(), fields);
    return c.json(await deps.content.fixImageAlt(c.req.valid('param').id, imageAlt, version));
  });
}
