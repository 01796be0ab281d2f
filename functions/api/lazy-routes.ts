// Route groups imported on their first request, so a cold Lambda loads (and parses) only the group a request hits.
import { Hono, type Context, type ErrorHandler, type MiddlewareHandler, type Next } from 'hono';
import type { RouterRoute } from 'hono/types';
import { LinearRouter } from 'hono/router/linear-router';
import { once } from '../lib/once.ts';

/**
 * A Hono app on LinearRouter, which compiles nothing before its first match: a cold Lambda pays that
 * match on its first request (about 8 M fewer instructions than the default RegExpRouter for
 * GET /api/articles; docs/scale-cold-start-measured.md). The app and every mounted group use it, as their routes end up here.
 */
export function newApp(): Hono {
  return new Hono({ router: new LinearRouter() });
}

/** Each app's lazy mounts: the handler standing for a group in `app.routes`, and the group itself. */
const lazyMounts = new WeakMap<
  Hono,
  { handler: MiddlewareHandler; group: () => Promise<Hono> }[]
>();

/**
 * Every route a request to `app` may reach: its own routes, with each lazy group (loaded now) in
 * place of its mount, the group's paths under its prefix. For checks over all routes (the
 * Cache-Control walk in api/cache-headers.test.ts), so a new route cannot be left out.
 */
export async function routesOf(app: Hono): Promise<RouterRoute[]> {
  const mounts = lazyMounts.get(app) ?? [];
  const stand = new Set(mounts.map((m) => m.handler));
  const groups = await Promise.all(mounts.map((m) => m.group()));
  return [...app.routes.filter((r) => !stand.has(r.handler)), ...groups.flatMap((g) => g.routes)];
}

/** Marks the sub-app's "no route here": the parent app goes on (legacy redirects, static site, 404). */
const FALL_THROUGH = 'x-lazy-routes-fall-through';

/**
 * Mounts the group `load` builds at `prefix`, as `app.route(prefix, group)` would, but imports it on
 * the first request under `prefix`. The group runs in its own Hono app with the parent's error
 * handler; a path it has no route for goes back to the parent with the headers its middleware set.
 */
export function mountLazy(
  app: Hono,
  prefix: string,
  load: () => Promise<Hono>,
  onError: ErrorHandler,
): void {
  const group = once(async () => {
    // The group's routes are copied into this app, so its router is the one that matches.
    const mounted = newApp().route(prefix, await load());
    mounted.onError(onError);
    mounted.notFound((c) => c.body(null, 404, { [FALL_THROUGH]: '1' }));
    return mounted;
  });
  const handler: MiddlewareHandler = async (c, next) => {
    const res = await (await group()).fetch(c.req.raw, c.env, executionCtx(c));
    if (res.headers.get(FALL_THROUGH)) return fallThrough(c, res, next);
    // Through the parent's context, so headers its middleware set before the route stay (as with app.route).
    return c.newResponse(res.body, res);
  };
  // Hono's `/x/*` matches `/x` as well.
  app.all(`${prefix}/*`, handler);
  lazyMounts.set(app, [...(lazyMounts.get(app) ?? []), { handler, group }]);
}

/** The group's middleware ran but no route matched: its headers go on the parent's answer. */
async function fallThrough(c: Context, res: Response, next: Next): Promise<void> {
  for (const [name, value] of res.headers)
    if (name === 'set-cookie') c.header(name, value, { append: true });
    else if (name !== FALL_THROUGH && name !== 'content-type') c.header(name, value);
  await next();
}

/** Hono throws when a runtime gives no execution context (node, Lambda): then there is none to pass on. */
function executionCtx(c: Context) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}
