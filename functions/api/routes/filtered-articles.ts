// GET /:id/articles for a category or a disability tag: 404 for an unknown one, else one page in the chosen sort.
// A tag's list also takes `category`, the two filters combined (product.md §4.1); an unknown category is a 404 too.
import type { Hono } from 'hono';
import type { Article } from '../../domain/article.ts';
import { sortedPageQuerySchema, tagPageQuerySchema } from '../../domain/article-query.ts';
import { idParamSchema } from '../../domain/fields.ts';
import type { Db, SortedPage } from '../../data/index.ts';
import { found } from '../errors.ts';
import { validate } from '../validation.ts';
import { cachePublic } from '../middleware/caching.ts';

export interface FilterSource {
  /** The name a 404 uses ('Category 9 not found'). */
  entity: string;
  /** The filter's own record; null or a NotFoundError when it does not exist. */
  find: (db: Db, id: number) => Promise<unknown>;
  list: (db: Db, id: number, page: SortedPage & { categoryId?: number }) => Promise<Article[]>;
  /** The category lookup when the list narrows to one category (`?category=`); absent, the query has no such field. */
  category?: (db: Db, id: number) => Promise<unknown>;
}

/** Mounts GET /:id/articles on `app` for one kind of filter. */
export function addFilteredArticles(app: Hono, db: Db, source: FilterSource): void {
  app.get(
    '/:id/articles',
    validate('param', idParamSchema),
    validate('query', source.category ? tagPageQuerySchema : sortedPageQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { category: categoryId, ...page } = c.req.valid('query') as SortedPage & {
        category?: number;
      };
      await found(source.find(db, id), source.entity, id);
      if (categoryId !== undefined && source.category)
        await found(source.category(db, categoryId), 'Category', categoryId);
      cachePublic(c);
      return c.json(
        await source.list(db, id, categoryId === undefined ? page : { ...page, categoryId }),
      );
    },
  );
}
