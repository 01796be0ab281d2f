// /api/glossary: list or search (public), create / update / delete as JSON (admin), product.md §7.
import { Hono, type MiddlewareHandler } from 'hono';
import type { ContentService } from '../../content/index.ts';
import {
  getGlossaryTerm,
  listGlossaryTerms,
  searchGlossaryTerms,
  type Db,
} from '../../data/index.ts';
import { idParamSchema } from '../../domain/fields.ts';
import { glossaryInputSchema, textSearchQuerySchema } from '../../domain/glossary.ts';
import { found } from '../errors.ts';
import { validate } from '../validation.ts';
import { NO_STORE } from '../../policy/caching.ts';
import { cachePublic } from '../middleware/caching.ts';

export interface GlossaryRouteDeps {
  db: Db;
  content: Pick<ContentService, 'saveTerm' | 'deleteTerm'>;
}

export function glossaryRoutes(deps: GlossaryRouteDeps, requireAdmin: MiddlewareHandler): Hono {
  const app = new Hono();
  const idParam = validate('param', idParamSchema);
  const body = validate('json', glossaryInputSchema);

  app.get('/', validate('query', textSearchQuerySchema), async (c) => {
    const { search } = c.req.valid('query');
    if (search) {
      c.header('Cache-Control', NO_STORE);
      return c.json(await searchGlossaryTerms(deps.db, search));
    }
    cachePublic(c);
    return c.json(await listGlossaryTerms(deps.db));
  });

  app.get('/:id', idParam, async (c) => {
    const { id } = c.req.valid('param');
    const term = await found(getGlossaryTerm(deps.db, id), 'Glossary term', id);
    cachePublic(c);
    return c.json(term);
  });

  app.post('/', requireAdmin, body, async (c) => {
    const { version: _version, ...input } = c.req.valid('json');
    const saved = await deps.content.saveTerm({ input });
    return c.json(saved.record, 201);
  });

  app.put('/:id', requireAdmin, idParam, body, async (c) => {
    const { id } = c.req.valid('param');
    const { version, ...input } = c.req.valid('json');
    const saved = await deps.content.saveTerm({ id, version, input });
    return c.json(saved.record);
  });

  app.delete('/:id', requireAdmin, idParam, async (c) => {
    await deps.content.deleteTerm(c.req.valid('param').id);
    return c.body(null, 204);
  });

  return app;
}
