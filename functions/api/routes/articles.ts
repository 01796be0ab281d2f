// /api/articles: feed lists, one article, its tags, search, view beacon, and the admin writes (product.md §7, plus DELETE).
import { Hono, type MiddlewareHandler } from 'hono';
import type { ContentService } from '../../content/index.ts';
import {
  admitView,
  getArticleWithKeptHtml,
  listArticles,
  listArticleTags,
  listManualArticles,
  listManualArticlesByStatus,
  recordArticleView,
  searchArticles,
} from '../../data/index.ts';
import { readableArticle, readableArticleWith, statusInput } from './article-status.ts';
import { articleListQuerySchema, searchQuerySchema } from '../../domain/article-query.ts';
import { idParamSchema } from '../../domain/fields.ts';
import { once } from '../../lib/once.ts';
import { isAdmin } from '../auth/middleware.ts';
import { clientKey } from '../auth/throttle.ts';
import type { SessionRouteDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { checkImage, readFormBody } from '../multipart.ts';
import { parseInput, validate } from '../validation.ts';
import { addPreviewRoute, withRenderedBody } from './article-render.ts';
import { addRevisionRoutes } from './article-revisions.ts';
import { addImportedListRoute, addTakeDownRoutes } from './article-takedown.ts';
import { NO_STORE } from '../../policy/caching.ts';
import { cachePublic } from '../middleware/caching.ts';

export interface ArticleRouteDeps extends SessionRouteDeps {
  content: Pick<
    ContentService,
    | 'saveArticle'
    | 'deleteArticle'
    | 'restoreRevision'
    | 'takeDownArticle'
    | 'restoreArticle'
    | 'fixImageAlt'
  >;
}

/** The editor's form schema, imported by the first write: a cold start serves a read, which never needs it. */
const loadFormSchema = once(
  async () => (await import('../../domain/article.ts')).articleInputSchema,
);

export function articleRoutes(deps: ArticleRouteDeps, requireAdmin: MiddlewareHandler): Hono {
  const app = new Hono();
  const idParam = validate('param', idParamSchema);

  app.get('/', validate('query', articleListQuerySchema), async (c) => {
    const { limit, offset, sort, isManualEntry, status } = c.req.valid('query');
    if (isManualEntry === 'true') {
      // The admin article list (product.md §10.1), every status or one (§10.12).
      if (!(await isAdmin(c, deps))) throw new ApiError(401, 'Authentication required');
      c.header('Cache-Control', NO_STORE);
      return c.json(
        status
          ? await listManualArticlesByStatus(deps.db, status, { limit, offset })
          : await listManualArticles(deps.db, { limit, offset }),
      );
    }
    cachePublic(c);
    return c.json(await listArticles(deps.db, { sort, limit, offset }));
  });

  app.get('/search', validate('query', searchQuerySchema), async (c) => {
    const { q, limit } = c.req.valid('query');
    c.header('Cache-Control', NO_STORE);
    return c.json(await searchArticles(deps.db, q, limit));
  });

  // Before '/:id', which would read 'imported' as an id.
  addImportedListRoute(app, deps, requireAdmin);

  app.get('/:id', idParam, async (c) => {
    const { id } = c.req.valid('param');
    const { article, keptHtml } = await readableArticleWith(
      c,
      deps,
      id,
      true,
      getArticleWithKeptHtml,
    );
    cachePublic(c);
    return c.json(await withRenderedBody(article, keptHtml));
  });

  app.get('/:id/tags', idParam, async (c) => {
    const { id } = c.req.valid('param');
    await readableArticle(c, deps, id);
    cachePublic(c);
    return c.json(await listArticleTags(deps.db, id));
  });

  app.post('/:id/view', idParam, async (c) => {
    const { id } = c.req.valid('param');
    // A client past its hourly allowance gets the same answer, but its view is not counted. Only a
    // public article counts a view (recordArticleView): any other answers 404, to an admin too.
    if (await admitView(deps.db, clientKey(c, deps.trustProxy)))
      await recordArticleView(deps.db, id);
    else await readableArticle(c, deps, id, false);
    return c.body(null, 204);
  });

  addPreviewRoute(app, requireAdmin);

  app.post('/', requireAdmin, async (c) => {
    const { fields, file } = await readFormBody(c);
    const form = parseInput(await loadFormSchema(), fields);
    const status = statusInput(fields);
    const image = await checkImage(file);
    const saved = await deps.content.saveArticle({ form, image, status });
    return c.json(saved.record, 201);
  });

  app.put('/:id', requireAdmin, idParam, async (c) => {
    const { id } = c.req.valid('param');
    const { fields, file } = await readFormBody(c);
    const form = parseInput(await loadFormSchema(), fields);
    const status = statusInput(fields);
    const image = await checkImage(file);
    const saved = await deps.content.saveArticle({ id, form, image, status });
    return c.json(saved.record);
  });

  // Editors need it (product.md §10.8). The content service drops links, postings and the image.
  app.delete('/:id', requireAdmin, idParam, async (c) => {
    await deps.content.deleteArticle(c.req.valid('param').id);
    return c.body(null, 204);
  });

  addRevisionRoutes(app, deps, requireAdmin);
  addTakeDownRoutes(app, deps, requireAdmin);
  return app;
}
