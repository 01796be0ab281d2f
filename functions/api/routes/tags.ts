// /api/disability-tags: the tag list and each tag's articles, with limit AND offset (product.md §10.3), sort
// (product.md §10.2) and an optional category (product.md §4.1).
import { Hono } from 'hono';
import { getCategory, getTag, listArticlesByTag, listTags, type Db } from '../../data/index.ts';
import { cachePublic } from '../middleware/caching.ts';
import { addFilteredArticles } from './filtered-articles.ts';

export function tagRoutes(deps: { db: Db }): Hono {
  const app = new Hono();

  app.get('/', async (c) => {
    cachePublic(c);
    const tags = await listTags(deps.db);
    // Keywords drive the importer's tagging; readers get product.md §7's fields.
    return c.json(tags.map(({ id, name, description }) => ({ id, name, description })));
  });

  addFilteredArticles(app, deps.db, {
    entity: 'Disability tag',
    find: getTag,
    list: listArticlesByTag,
    category: getCategory,
  });

  return app;
}
