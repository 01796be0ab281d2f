// /api/events: list or search (public), create / update / delete as multipart or JSON (admin), product.md §7.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentService, EventWrite } from '../../content/index.ts';
import { getEvent, listEvents, searchEvents, type Db } from '../../data/index.ts';
import { eventInputSchema } from '../../domain/event.ts';
import { idParamSchema } from '../../domain/fields.ts';
import { textSearchQuerySchema } from '../../domain/glossary.ts';
import { found } from '../errors.ts';
import { checkImage, readFormBody } from '../multipart.ts';
import { isUploadPath } from '../../uploads/names.ts';
import { parseInput, validate } from '../validation.ts';
import { NO_STORE } from '../../policy/caching.ts';
import { cachePublic } from '../middleware/caching.ts';

export interface EventRouteDeps {
  db: Db;
  content: Pick<ContentService, 'saveEvent' | 'deleteEvent'>;
}

/** Reads and checks the whole body (fields and image) before the service writes anything. */
async function readEvent(c: Context): Promise<Omit<EventWrite, 'id'>> {
  const { fields, file } = await readFormBody(c);
  // An edit form sends back the /uploads/NAME path of an uploaded image, which is not an http(s) URL.
  const keptUpload = isUploadPath(fields.imageUrl) ? fields.imageUrl : null;
  if (keptUpload) delete fields.imageUrl;
  const { version, ...parsed } = parseInput(eventInputSchema, fields);
  const image = await checkImage(file);
  return { input: { ...parsed, imageUrl: keptUpload ?? parsed.imageUrl }, version, image };
}

export function eventRoutes(deps: EventRouteDeps, requireAdmin: MiddlewareHandler): Hono {
  const app = new Hono();
  const idParam = validate('param', idParamSchema);

  app.get('/', validate('query', textSearchQuerySchema), async (c) => {
    const { search } = c.req.valid('query');
    if (search) {
      c.header('Cache-Control', NO_STORE);
      return c.json(await searchEvents(deps.db, search));
    }
    cachePublic(c);
    return c.json(await listEvents(deps.db));
  });

  app.get('/:id', idParam, async (c) => {
    const { id } = c.req.valid('param');
    const event = await found(getEvent(deps.db, id), 'Event', id);
    cachePublic(c);
    return c.json(event);
  });

  app.post('/', requireAdmin, async (c) => {
    const { input, image } = await readEvent(c);
    const saved = await deps.content.saveEvent({ input, image });
    return c.json(saved.record, 201);
  });

  app.put('/:id', requireAdmin, idParam, async (c) => {
    const { id } = c.req.valid('param');
    const saved = await deps.content.saveEvent({ id, ...(await readEvent(c)) });
    return c.json(saved.record);
  });

  app.delete('/:id', requireAdmin, idParam, async (c) => {
    await deps.content.deleteEvent(c.req.valid('param').id);
    return c.body(null, 204);
  });

  return app;
}
