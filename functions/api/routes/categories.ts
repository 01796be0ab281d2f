// /api/categories: the category list and each category's articles with limit, offset and sort (spec §7, departure 2).
import { Hono } from 'hono';
import { getCategory, listArticlesByCategory, listCategories } from '../../data/index.ts';
import { articleListQuerySchema, idParamSchema } from '../../domain/index.ts';
import type { AppDeps } from '../app.ts';
import { found } from '../errors.ts';
import { validate } from '../validation.ts';
import { cachePublicList } from './cache.ts';

/** limit, offset and sort, validated exactly as GET /api/articles validates them (DESIGN departure 2). */
const sortedPageQuerySchema = articleListQuerySchema.pick({
  limit: true,
  offset: true,
  sort: true,
});

export function categoryRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  app.get('/', async (c) => {
    cachePublicList(c);
    const categories = await listCategories(deps.db);
    return c.json(categories.map(({ id, name }) => ({ id, name })));
  });

  app.get(
    '/:id/articles',
    validate('param', idParamSchema),
    validate('query', sortedPageQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await found(getCategory(deps.db, id), 'Category', id);
      cachePublicList(c);
      return c.json(await listArticlesByCategory(deps.db, id, c.req.valid('query')));
    },
  );

  return app;
}
