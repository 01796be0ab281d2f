// The local host's answers compressed as CloudFront compresses the deployed site and API (infra/constructs/site.ts
// sets `compress` on every behavior): gzip or deflate by the request's Accept-Encoding, text types only, never a
// range answer or an event stream (hono/compress).
import { Hono } from 'hono';
import { compress } from 'hono/compress';

type Fetch = Hono['fetch'];

/** `fetch` behind the compress middleware; the request, its body and the server's env pass through untouched. */
export function withCompression(fetch: Fetch): Fetch {
  const host = new Hono();
  host.use(compress());
  host.all('*', (c) => fetch(c.req.raw, c.env));
  return host.fetch;
}
