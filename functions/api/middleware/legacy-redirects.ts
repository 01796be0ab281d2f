// product.md §6's legacy admin paths: a 301 to the /admin/ ones, for every path nothing else answered.
import type { MiddlewareHandler } from 'hono';
import { legacyTarget } from '../../domain/legacy-paths.ts';

/** product.md §6: legacy admin paths answer 301 to the /admin/ ones (the table is in domain/legacy-paths.ts). */
export function legacyRedirects(): MiddlewareHandler {
  return async (c, next) => {
    const target = legacyTarget(c.req.path);
    if (target) return c.redirect(target, 301);
    await next();
  };
}
