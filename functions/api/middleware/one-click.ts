// RFC 8058 one-click unsubscribe: mail providers POST a form without Origin, so the CSRF checks skip that one route.
import type { MiddlewareHandler } from 'hono';

/** The List-Unsubscribe URL's path (functions/newsletter puts it in every mail's headers). */
export const ONE_CLICK_PATH = '/api/newsletter/unsubscribe';

/**
 * Runs `middleware` except for a POST to the one-click path: there the signed token in the query is
 * the authority, and a forged request could only unsubscribe the token's own address.
 */
export function exceptOneClick(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) =>
    c.req.method === 'POST' && c.req.path === ONE_CLICK_PATH ? next() : middleware(c, next);
}
