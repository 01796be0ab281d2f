// The RSS API (product.md §7): thin routes over the FeedService; every route needs the admin session.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { ConflictError, NotFoundError } from '../../data/errors.ts';
import { idParamSchema } from '../../domain/fields.ts';
import { rssSourceInputSchema, type RefreshStats } from '../../domain/rss.ts';
import { ImportRunningError, ImportStillRunningError } from '../../feeds/import-errors.ts';
import type { FeedService } from '../../feeds/service.ts';
import { InputError } from '../errors.ts';
import { validate } from '../validation.ts';
import { opmlRoutes } from './rss-opml.ts';

/** The part of AppDeps these routes use (AppDeps satisfies it structurally). */
export interface RssRouteDeps {
  feeds: FeedService;
  /** Fire-and-forget import of every source (local: feeds.importAll; Lambda: async invoke). */
  startImport: () => void;
}

/** product.md §9: RSS sources cached 60 s; private because the list is admin-only. */
const SOURCES_CACHE = 'private, max-age=60';

/** An unknown category is a field error of the form (400), not a missing resource. */
const CATEGORY_REQUIRED = () =>
  new InputError([{ path: 'categoryId', message: 'Category is required' }]);

/**
 * `{ stats }` of a finished import. In the cloud (feeds/remote.ts) an import may already be running
 * (409), or go on past the wait (202, like /update).
 */
async function answerStats(
  c: Context,
  run: Promise<RefreshStats>,
  more: () => Promise<object> = () => Promise.resolve({}),
) {
  try {
    const stats = await run;
    return c.json({ stats, ...(await more()) });
  } catch (err) {
    if (err instanceof ImportRunningError) return c.json({ error: err.message }, 409);
    if (err instanceof ImportStillRunningError)
      return c.json({ started: true, running: true, message: err.message }, 202);
    throw err;
  }
}

/**
 * An address another source holds (its message names that source): 409, the message also as an issue under the
 * field, shaped as a 400's issues (product.md §8), so the form shows it there.
 */
function feedTaken(c: Context, err: ConflictError) {
  const issues = [{ path: err.field, message: err.message }];
  return c.json({ error: err.message, field: err.field, issues }, 409);
}

/** A feed URL pointing to a private or local network is refused before it is stored: 400 under `url`. */
async function refuseLocalAddress(feeds: FeedService, url: string): Promise<void> {
  const message = await feeds.addressRefusal(url);
  if (message) throw new InputError([{ path: 'url', message }]);
}

export function rssRoutes(deps: RssRouteDeps, requireAdmin: MiddlewareHandler) {
  const { feeds } = deps;
  return new Hono()
    .use('*', requireAdmin)
    .get('/sources', async (c) => {
      c.header('Cache-Control', SOURCES_CACHE);
      return c.json(await feeds.listSources());
    })
    .post('/sources', validate('json', rssSourceInputSchema), async (c) => {
      await refuseLocalAddress(feeds, c.req.valid('json').url);
      try {
        return c.json(await feeds.addSource(c.req.valid('json')), 201);
      } catch (err) {
        if (err instanceof ConflictError) return feedTaken(c, err);
        if (err instanceof NotFoundError) throw CATEGORY_REQUIRED();
        throw err;
      }
    })
    .put(
      '/sources/:id',
      validate('param', idParamSchema),
      validate('json', rssSourceInputSchema),
      async (c) => {
        await refuseLocalAddress(feeds, c.req.valid('json').url);
        try {
          return c.json(await feeds.updateSource(c.req.valid('param').id, c.req.valid('json')));
        } catch (err) {
          if (err instanceof ConflictError) return feedTaken(c, err);
          // FeedService.updateSource: an unknown source is 404, an unknown category a field error.
          if (err instanceof NotFoundError && err.entity === 'category') throw CATEGORY_REQUIRED();
          throw err;
        }
      },
    )
    .post('/sources/:id/fetch', validate('param', idParamSchema), (c) => {
      // 'Retry now' and a feed just added (product.md §11.6): this source now, past its back-off; its health after.
      const { id } = c.req.valid('param');
      return answerStats(c, feeds.fetchSource(id), async () => ({
        source: (await feeds.listSources()).find((s) => s.id === id) ?? null,
      }));
    })
    .delete('/sources/:id', validate('param', idParamSchema), async (c) => {
      await feeds.deleteSource(c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/status', async (c) => {
      // Polled while an import runs: never from a cache.
      c.header('Cache-Control', 'no-store');
      return c.json(await feeds.importStatus());
    })
    .route('/opml', opmlRoutes(feeds))
    .post('/update', (c) => {
      // Runs in the background; a second request while one runs joins it.
      const alreadyRunning = feeds.isRunning();
      deps.startImport();
      return c.json(
        {
          started: !alreadyRunning,
          running: true,
          message: alreadyRunning ? 'An import is already running' : 'Import started',
        },
        202,
      );
    })
    .post('/refresh', (c) => answerStats(c, feeds.importAll()))
    .post('/force-refresh', (c) => answerStats(c, feeds.importAll({ force: true })))
    .get('/diagnostic', async (c) => c.json(await feeds.diagnose()))
    .post('/update/category/:id', validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await feeds.categoryExists(id))) throw new NotFoundError('Category', id);
      return answerStats(c, feeds.importCategory(id));
    });
}
