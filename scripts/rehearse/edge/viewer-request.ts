// A viewer's request in CloudFront's shapes: as it reached the edge, as a CloudFront Functions event (headers, cookies
// and the query as value maps), as a cache key, and the query string and CloudFront headers an origin is sent.
import type { IncomingMessage } from 'node:http';
import type { FunctionRequest, ValueMap } from './cloudfront-function.ts';
import type { CacheBehavior } from './distribution.ts';
import { headerLists } from './http.ts';
import { either } from './policies.ts';

/** A viewer's request as it reached the edge. */
export interface ViewerRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  /** Lower-case names, each name's values in order. */
  headers: Map<string, string[]>;
  body: Buffer;
  ip: string;
  port: number;
}

export function viewerRequestOf(req: IncomingMessage, body: Buffer): ViewerRequest {
  return {
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    headers: headerLists(req),
    body,
    ip: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
    port: req.socket.remotePort ?? 0,
  };
}

function valueMap(pairs: [string, string][]): ValueMap {
  const map: ValueMap = {};
  for (const [name, value] of pairs) {
    const had = map[name];
    if (!had) map[name] = { value };
    else had.multiValue = [...(had.multiValue ?? [{ value: had.value }]), { value }];
  }
  return map;
}

/** The request part of a CloudFront Functions event: headers, cookies and the query each as value maps. */
export function functionRequestOf(
  viewer: ViewerRequest,
  uri: string,
  rawQuery: string,
): FunctionRequest {
  const headerPairs: [string, string][] = [];
  const cookiePairs: [string, string][] = [];
  for (const [name, values] of viewer.headers)
    for (const value of values) {
      if (name !== 'cookie') headerPairs.push([name, value]);
      else
        for (const c of value.split(';')) {
          const eq = c.indexOf('=');
          if (eq > 0) cookiePairs.push([c.slice(0, eq).trim(), c.slice(eq + 1).trim()]);
        }
    }
  const queryPairs = rawQuery
    .split('&')
    .filter(Boolean)
    .map((p): [string, string] => {
      const eq = p.indexOf('=');
      return eq < 0 ? [p, ''] : [p.slice(0, eq), p.slice(eq + 1)];
    });
  return {
    method: viewer.method,
    uri,
    querystring: valueMap(queryPairs),
    headers: valueMap(headerPairs),
    cookies: valueMap(cookiePairs),
  };
}

export function queryString(querystring: ValueMap, ok: (name: string) => boolean): string {
  return Object.entries(querystring)
    .filter(([name]) => ok(name))
    .flatMap(([name, v]) =>
      (v.multiValue ?? [{ value: v.value }]).map((m) =>
        m.value === '' ? name : `${name}=${m.value}`,
      ),
    )
    .join('&');
}

/** The cache key: the URI and the cache policy's query strings, headers and cookies (normalized order). */
export function cacheKey(behavior: CacheBehavior, request: FunctionRequest): string {
  const cp = behavior.cachePolicy;
  const pick = (map: ValueMap, ok: (name: string) => boolean) =>
    Object.keys(map)
      .filter(ok)
      .sort()
      .map((name) => [name, (map[name]!.multiValue ?? [map[name]!]).map((m) => m.value)]);
  return JSON.stringify([
    behavior.name,
    request.uri,
    pick(request.querystring, either(cp.queryStrings, undefined)),
    pick(request.headers, either(cp.headers, undefined)),
    pick(request.cookies, either(cp.cookies, undefined)),
  ]);
}

/** A few of CloudFront's own request headers, for a viewer on loopback over TLS. */
export function cloudFrontHeader(name: string, viewer: ViewerRequest): string | undefined {
  switch (name) {
    case 'cloudfront-viewer-address':
      return `${viewer.ip}:${viewer.port}`;
    case 'cloudfront-forwarded-proto':
      return 'https';
    case 'cloudfront-viewer-http-version':
      return '1.1';
    case 'cloudfront-viewer-tls':
      return 'TLSv1.3:TLS_AES_128_GCM_SHA256:fullHandshake';
    case 'cloudfront-is-desktop-viewer':
      return 'true';
    case 'cloudfront-is-android-viewer':
    case 'cloudfront-is-ios-viewer':
    case 'cloudfront-is-mobile-viewer':
    case 'cloudfront-is-smarttv-viewer':
    case 'cloudfront-is-tablet-viewer':
      return 'false';
    default:
      // Location headers: CloudFront leaves out what it cannot tell, as for a loopback address.
      return undefined;
  }
}
