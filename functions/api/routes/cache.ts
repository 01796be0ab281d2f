// Cache-Control: public answers may sit in a shared cache (CloudFront) 10 s; browsers, admins, errors and search always get fresh ones.
import type { Context, MiddlewareHandler } from 'hono';
import { SESSION_COOKIE } from '../middleware/security-policy.ts';

/**
 * How long a shared cache may keep a public answer: a content change reaches readers within about
 * this long (product.md §11.15). Browsers revalidate at once (max-age=0).
 */
export const PUBLIC_CACHE_SECONDS = 10;
export const PUBLIC_CACHE = `public, max-age=0, s-maxage=${PUBLIC_CACHE_SECONDS}`;
export const NO_STORE = 'no-store';
/** For an answer to a request carrying the session cookie: no cache, shared or not, keeps it. */
export const PRIVATE_NO_STORE = `private, ${NO_STORE}`;

/** Whether the request carries the admin session cookie (valid or not: its presence is enough). */
export const hasSessionCookie = (c: Context): boolean =>
  (c.req.header('cookie') ?? '').includes(`${SESSION_COOKIE}=`);

/** Marks a public answer cacheable, unless an admin (who must see their own changes at once) is asking. */
export function cachePublic(c: Context): void {
  c.header('Cache-Control', hasSessionCookie(c) ? PRIVATE_NO_STORE : PUBLIC_CACHE);
}

/** Whether a Cache-Control value keeps every shared cache off (`private` or `no-store`). */
export function keepsSharedCachesOff(cacheControl: string | null): boolean {
  const parts = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((p) => p.trim());
  return parts.includes('private') || parts.includes(NO_STORE);
}

/**
 * The last word on an /api answer's Cache-Control (product.md §11.15), whatever a route set: an
 * answer without one, or an error (4xx, 5xx), says `no-store`; an answer to a request carrying the
 * session cookie says `private, no-store`; unless either already keeps shared caches off. So only
 * what a route marks public is ever shared, and a route that forgets its header cannot hand an
 * admin's answer, or a passing failure, to every reader.
 */
export const guardSharedCaching: MiddlewareHandler = async (c, next) => {
  await next();
  const cacheControl = c.res.headers.get('cache-control');
  if (keepsSharedCachesOff(cacheControl)) return;
  if (!cacheControl || c.res.status >= 400) c.header('Cache-Control', NO_STORE);
  else if (hasSessionCookie(c)) c.header('Cache-Control', PRIVATE_NO_STORE);
};
