// Cache-Control on /api answers (product.md §11.15; the values: functions/policy/caching.ts): public answers may sit in a
// shared cache (CloudFront) briefly; browsers, editors, errors and search always get fresh ones.
import type { Context, MiddlewareHandler } from 'hono';
import {
  keepsSharedCachesOff,
  NO_STORE,
  PRIVATE_NO_STORE,
  PUBLIC_CACHE,
} from '../../policy/caching.ts';
import { SESSION_COOKIE } from '../../policy/security.ts';

/** Whether the request carries the admin session cookie (valid or not: its presence is enough). */
export const hasSessionCookie = (c: Context): boolean =>
  (c.req.header('cookie') ?? '').includes(`${SESSION_COOKIE}=`);

/** Marks a public answer cacheable, unless an admin (who must see their own changes at once) is asking. */
export function cachePublic(c: Context): void {
  c.header('Cache-Control', hasSessionCookie(c) ? PRIVATE_NO_STORE : PUBLIC_CACHE);
}

/**
 * The last word on an /api answer's Cache-Control, whatever a route set: an answer without one, or an
 * error (4xx, 5xx), says `no-store`; an answer to a request carrying the session cookie says
 * `private, no-store`; unless either already keeps shared caches off. So only what a route marks
 * public is ever shared, and a route that forgets its header cannot hand an admin's answer, or a
 * passing failure, to every reader.
 */
export const guardSharedCaching: MiddlewareHandler = async (c, next) => {
  await next();
  const cacheControl = c.res.headers.get('cache-control');
  if (keepsSharedCachesOff(cacheControl)) return;
  if (!cacheControl || c.res.status >= 400) c.header('Cache-Control', NO_STORE);
  else if (hasSessionCookie(c)) c.header('Cache-Control', PRIVATE_NO_STORE);
};
