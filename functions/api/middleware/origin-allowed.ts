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

/**
 * The hosts the local server answers writes for: the port it listens on under the loopback names,
 * and SITE_URL's host when one is configured. Any other Host is a name somebody else's DNS points at
 * this machine (DNS rebinding), whose page would otherwise count as same-origin.
 */
export function localHosts(port: number, siteUrl?: string): string[] {
  const hosts = ['localhost', '127.0.0.1', '[::1]'].map((name) => `${name}:${port}`);
  return siteUrl ? [...hosts, new URL(siteUrl).host] : hosts;
}
