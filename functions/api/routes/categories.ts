// /api/categories: the category list and each category's articles with limit + offset (spec §7).
import { Hono } from 'hono';
import { getCategory, listArticlesByCategory, listCategories } from '../../data/index.ts';
import { idParamSchema, pageQuerySchema } from '../../domain/index.ts';
import type { AppDeps } from '../app.ts';
import { found } from '../errors.ts';
import { validate } from '../validation.ts';
import { cachePublicList } from './cache.ts';

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
    validate('query', pageQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await found(getCategory(deps.db, id), 'Category', id);
      cachePublicList(c);
      return c.json(await listArticlesByCategory(deps.db, id, c.req.valid('query')));
    },
  );

  return app;
}
