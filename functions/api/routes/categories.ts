// /api/categories: the category list and each category's articles with limit, offset and sort (product.md §7, §10.2).
import { Hono } from 'hono';
import { getCategory, listArticlesByCategory, listCategories, type Db } from '../../data/index.ts';
import { cachePublic } from '../middleware/caching.ts';
import { addFilteredArticles } from './filtered-articles.ts';

export function categoryRoutes(deps: { db: Db }): Hono {
  const app = new Hono();

  app.get('/', async (c) => {
    cachePublic(c);
    const categories = await listCategories(deps.db);
    return c.json(categories.map(({ id, name }) => ({ id, name })));
  });

  addFilteredArticles(app, deps.db, {
    entity: 'Category',
    find: getCategory,
    list: listArticlesByCategory,
  });

  return app;
}
