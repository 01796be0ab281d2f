// Security headers on every response: Hono's defaults, the CSP header part and Permissions-Policy, and HSTS over https only.
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { HEADER_CSP, HSTS, PERMISSIONS_POLICY, X_FRAME_OPTIONS } from '../../policy/security.ts';

/** Whether the browser reached us over https: directly, or through a trusted proxy that says so. */
export function isHttps(c: Context, trustProxy = false): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const forwarded = trustProxy ? c.req.header('x-forwarded-proto') : undefined;
  return forwarded?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Hono's secure headers with the site's policy (functions/policy/security.ts). Hono would send HSTS on every
 * answer; browsers ignore it over plain http (RFC 6797), so there it only misstates how the site is
 * served. Behind a TLS-terminating proxy the deployment trusts, X-Forwarded-Proto tells.
 */
export function securityHeaders(trustProxy = false): MiddlewareHandler {
  const base = secureHeaders({ strictTransportSecurity: false, xFrameOptions: X_FRAME_OPTIONS });
  return async (c, next) => {
    await base(c, next);
    // A route's own stricter policy stands (uploads: default-src 'none'; sandbox).
    if (!c.res.headers.has('Content-Security-Policy'))
      c.res.headers.set('Content-Security-Policy', HEADER_CSP);
    c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (isHttps(c, trustProxy)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
