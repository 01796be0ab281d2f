// Cache-Control: public lists may sit in a shared cache briefly; browsers, admins and search always get fresh answers.
import type { Context } from 'hono';
import { SESSION_COOKIE } from '../auth/session.ts';

/** Shared caches (a CDN) may keep a list 30 s; browsers revalidate, since product.md §7 lists refresh after each mutation. */
export const PUBLIC_LIST_CACHE = 'public, max-age=0, s-maxage=30';
export const NO_STORE = 'no-store';

/** Marks a public list cacheable, unless an admin (who must see their own changes at once) is asking. */
export function cachePublicList(c: Context): void {
  const admin = (c.req.header('cookie') ?? '').includes(`${SESSION_COOKIE}=`);
  c.header('Cache-Control', admin ? `private, ${NO_STORE}` : PUBLIC_LIST_CACHE);
}
