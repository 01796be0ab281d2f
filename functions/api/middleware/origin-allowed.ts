// Which write origins the API accepts: the request's own (Host, or a trusted proxy's X-Forwarded-Host) or a configured one.
import type { Context } from 'hono';

export type OriginCheck = (origin: string, c: Context) => boolean;

/**
 * Same origin as the request, or one configured. X-Forwarded-Host counts only when `trustProxy` says a
 * proxy in front sets it (as for X-Forwarded-For): otherwise any client could name its own page's host
 * there and pass a cross-site write off as same-origin.
 */
export function originAllowed(allowed: string[], trustProxy = false): OriginCheck {
  return (origin, c) => {
    if (allowed.includes(origin)) return true;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false;
    }
    if (host === new URL(c.req.url).host) return true;
    return trustProxy && host === c.req.header('x-forwarded-host');
  };
}
