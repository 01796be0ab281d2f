// /api/disability-tags: the tag list and each tag's articles, with limit AND offset (departure 3) and sort (departure 2).
import { Hono } from 'hono';
import { getTag, listArticlesByTag, listTags } from '../../data/index.ts';
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

export function tagRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  app.get('/', async (c) => {
    cachePublicList(c);
    const tags = await listTags(deps.db);
    // Keywords drive the importer's tagging; readers get spec §7's fields.
    return c.json(tags.map(({ id, name, description }) => ({ id, name, description })));
  });

  app.get(
    '/:id/articles',
    validate('param', idParamSchema),
    validate('query', sortedPageQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await found(getTag(deps.db, id), 'Disability tag', id);
      cachePublicList(c);
      return c.json(await listArticlesByTag(deps.db, id, c.req.valid('query')));
    },
  );

  return app;
}
