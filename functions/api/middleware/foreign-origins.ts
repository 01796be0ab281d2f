// Refuses writes from a foreign Origin whatever their content type: defence in depth beside Hono's csrf.
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors.ts';
import type { OriginCheck } from './origin-allowed.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Hono's csrf only looks at form and text bodies: a write whose Origin is not allowed (another
 * site, or 'null') is refused whatever its content type, so a foreign page cannot drive JSON writes
 * or the public view beacon. A write without Origin and with a non-form body (curl and other
 * non-browser clients) still passes, as does one the browser itself marks same-origin
 * (Sec-Fetch-Site), exactly as csrf accepts it.
 */
export function refuseForeignOrigins(allowed: OriginCheck): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (
      UNSAFE_METHODS.has(c.req.method) &&
      origin !== undefined &&
      c.req.header('sec-fetch-site') !== 'same-origin' &&
      !allowed(origin, c)
    )
      throw new ApiError(403, 'Forbidden: cross-site request refused');
    await next();
  };
}

/**
 * Refuses a write addressed to a host that is not the site's own (`hosts`, e.g. localHosts). The
 * Origin check alone trusts the request's own Host, which a DNS-rebinding page controls: its Origin
 * and Host both name the attacker's domain. Used where the server is reached directly (the local
 * server); in the cloud only CloudFront reaches the API (origin secret), and CloudFront serves the
 * distribution's own names only, over TLS a rebinding domain cannot present.
 */
export function refuseForeignHosts(hosts: string[]): MiddlewareHandler {
  const own = new Set(hosts.map((h) => h.toLowerCase()));
  return async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method) && !own.has(new URL(c.req.url).host.toLowerCase()))
      throw new ApiError(403, 'Forbidden: request for another host refused');
    await next();
  };
}
