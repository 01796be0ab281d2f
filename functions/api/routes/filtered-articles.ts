// GET /:id/articles for a category or a disability tag: 404 for an unknown one, else one page in the chosen sort.
import type { Hono } from 'hono';
import type { Article } from '../../domain/article.ts';
import { sortedPageQuerySchema } from '../../domain/article-query.ts';
import { idParamSchema } from '../../domain/fields.ts';
import type { Db, SortedPage } from '../../data/index.ts';
import { found } from '../errors.ts';
import { validate } from '../validation.ts';
import { cachePublic } from './cache.ts';

export interface FilterSource {
  /** The name a 404 uses ('Category 9 not found'). */
  entity: string;
  /** The filter's own record; null or a NotFoundError when it does not exist. */
  find: (db: Db, id: number) => Promise<unknown>;
  list: (db: Db, id: number, page: SortedPage) => Promise<Article[]>;
}

/** Mounts GET /:id/articles on `app` for one kind of filter. */
export function addFilteredArticles(app: Hono, db: Db, source: FilterSource): void {
  app.get(
    '/:id/articles',
    validate('param', idParamSchema),
    validate('query', sortedPageQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await found(source.find(db, id), source.entity, id);
      cachePublic(c);
      return c.json(await source.list(db, id, c.req.valid('query')));
    },
  );
}
