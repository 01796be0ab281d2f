// Which write origins the API accepts: the request's own (Host, or the proxy's X-Forwarded-Host) or a configured one.
import type { Context } from 'hono';

export type OriginCheck = (origin: string, c: Context) => boolean;

/** Same origin as the request (Host or the proxy's X-Forwarded-Host), or one configured. */
export function originAllowed(allowed: string[]): OriginCheck {
  return (origin, c) => {
    if (allowed.includes(origin)) return true;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false;
    }
    return host === new URL(c.req.url).host || host === c.req.header('x-forwarded-host');
  };
}
