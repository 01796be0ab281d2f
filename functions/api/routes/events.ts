// /api/events: list or search (public), create / update / delete as multipart or JSON (admin), spec §7.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  createEvent,
  deleteEvent,
  getEvent,
  listEvents,
  searchEvents,
  updateEvent,
} from '../../data/index.ts';
import { eventInputSchema, idParamSchema, textSearchQuerySchema } from '../../domain/index.ts';
import type { AppDeps } from '../app.ts';
import { checkReferences, storeImage } from '../content.ts';
import { found } from '../errors.ts';
import { checkImage, readFormBody } from '../multipart.ts';
import { discardImage, discardReplacedImage, writeWithStoredImage } from '../uploads/cleanup.ts';
import { isUploadPath } from '../uploads/store.ts';
import { parseInput, validate } from '../validation.ts';
import { cachePublicList, NO_STORE } from './cache.ts';

export function eventRoutes(deps: AppDeps, requireAdmin: MiddlewareHandler): Hono {
  const app = new Hono();
  const idParam = validate('param', idParamSchema);

  /** Reads and checks the whole body (fields, image, category) before anything is written. */
  async function readEvent(c: Context) {
    const { fields, file } = await readFormBody(c);
    // An edit form sends back the /uploads/NAME path of an uploaded image, which is not an http(s) URL.
    const keptUpload = isUploadPath(fields.imageUrl) ? fields.imageUrl : null;
    if (keptUpload) delete fields.imageUrl;
    const { version, ...parsed } = parseInput(eventInputSchema, fields);
    const image = await checkImage(file);
    await checkReferences(deps.db, { categoryId: parsed.categoryId });
    return { input: { ...parsed, imageUrl: keptUpload ?? parsed.imageUrl }, version, image };
  }

  app.get('/', validate('query', textSearchQuerySchema), async (c) => {
    const { search } = c.req.valid('query');
    if (search) {
      c.header('Cache-Control', NO_STORE);
      return c.json(await searchEvents(deps.db, search));
    }
    cachePublicList(c);
    return c.json(await listEvents(deps.db));
  });

  app.get('/:id', idParam, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await found(getEvent(deps.db, id), 'Event', id));
  });

  app.post('/', requireAdmin, async (c) => {
    const { input, image } = await readEvent(c);
    const stored = image ? await storeImage(deps.uploads, image) : undefined;
    const event = await writeWithStoredImage(deps.uploads, stored, () =>
      createEvent(deps.db, { ...input, imageUrl: stored ?? input.imageUrl }),
    );
    deps.onContentChanged(`event ${event.id} created`);
    return c.json(event, 201);
  });

  app.put('/:id', requireAdmin, idParam, async (c) => {
    const { id } = c.req.valid('param');
    const { input, version, image } = await readEvent(c);
    const current = await found(getEvent(deps.db, id), 'Event', id);
    // The form is the whole event: a new image, the kept /uploads path, a URL, or none at all.
    const stored = image ? await storeImage(deps.uploads, image) : undefined;
    const event = await writeWithStoredImage(deps.uploads, stored, () =>
      updateEvent(deps.db, id, { ...input, imageUrl: stored ?? input.imageUrl }, version),
    );
    deps.onContentChanged(`event ${id} updated`);
    await discardReplacedImage(deps.uploads, current.imageUrl, event.imageUrl);
    return c.json(event);
  });

  app.delete('/:id', requireAdmin, idParam, async (c) => {
    const { id } = c.req.valid('param');
    const { imageUrl } = await found(getEvent(deps.db, id), 'Event', id);
    await deleteEvent(deps.db, id);
    deps.onContentChanged(`event ${id} deleted`);
    await discardImage(deps.uploads, imageUrl);
    return c.body(null, 204);
  });

  return app;
}
