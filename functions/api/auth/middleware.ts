// requireAdmin: the server-side gate of every admin call (product.md §10.1); 401 without a live session.
import type { Context, MiddlewareHandler } from 'hono';
import { NO_STORE } from '../../policy/caching.ts';
import { currentSessionId, type SessionDeps } from './session.ts';

export function requireAdmin(deps: SessionDeps): MiddlewareHandler {
  return async (c, next) => {
    const id = await currentSessionId(c, deps);
    if (!id)
      return c.json({ error: 'Authentication required' }, 401, { 'Cache-Control': NO_STORE });
    // Before the handler: one may answer with its own (rss.ts); the error handler's answer keeps this one.
    c.header('Cache-Control', NO_STORE);
    await next();
  };
}

/** True when the request carries a live admin session (for routes that are public but have an admin variant). */
export async function isAdmin(c: Context, deps: SessionDeps): Promise<boolean> {
  return (await currentSessionId(c, deps)) !== null;
}
