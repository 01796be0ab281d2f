// CloudFront's origin side on loopback: S3 objects through the origin access control, and custom origins reached with
// what the cache and origin request policies forward, the CloudFront headers and the origin's custom headers.
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { OriginResponse, S3OriginGet } from '../types.ts';
import type { FunctionRequest } from './cloudfront-function.ts';
import type { CacheBehavior, Origin } from './distribution.ts';
import { SET_COOKIE_SEPARATOR } from './http.ts';
import { either } from './policies.ts';
import { cloudFrontHeader, queryString, type ViewerRequest } from './viewer-request.ts';

export interface OriginOptions {
  /** Reads an object through the origin access control (the AWS side's S3). */
  s3Get: S3OriginGet;
  /** Where each custom origin's domain listens on loopback, e.g. the API's domain -> ApiGateway.url. */
  customOrigins: Record<string, string>;
}

/** Headers that belong to one connection: never forwarded to an origin or a viewer. */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The origin's answer to a request the viewer function and policies have shaped: S3 through the origin access
 * control, or a custom origin on loopback with the headers, cookies and query strings the policies forward. */
export async function originRequest(
  behavior: CacheBehavior,
  request: FunctionRequest,
  viewer: ViewerRequest,
  options: OriginOptions,
): Promise<OriginResponse> {
  const origin = behavior.origin;
  if (origin.kind === 's3') {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      throw new Error(`cloudfront: ${request.method} to an S3 origin is not rehearsed`);
    const key = decodeURIComponent(request.uri.slice(1));
    return options.s3Get(origin.bucket, key);
  }
  return customOriginRequest(behavior, origin, request, viewer, options);
}

function customOriginRequest(
  behavior: CacheBehavior,
  origin: Extract<Origin, { kind: 'custom' }>,
  request: FunctionRequest,
  viewer: ViewerRequest,
  options: OriginOptions,
): Promise<OriginResponse> {
  const base = options.customOrigins[origin.domain];
  if (!base) throw new Error(`cloudfront: no loopback server for origin ${origin.domain}`);
  const orp = behavior.originRequestPolicy;
  const cp = behavior.cachePolicy;
  const headers: Record<string, string> = {};
  const headerOk = either(cp.headers, orp?.headers);
  for (const [name, v] of Object.entries(request.headers)) {
    if (HOP_BY_HOP.has(name) || name === 'cookie' || name.startsWith('cloudfront-')) continue;
    if (name === 'host' || headerOk(name))
      headers[name] = [v.value, ...(v.multiValue ?? []).slice(1).map((m) => m.value)].join(',');
  }
  // Host is the viewer's only when the policy forwards it; else the origin's own name.
  if (!headerOk('host')) headers.host = origin.domain;
  const cookieOk = either(cp.cookies, orp?.cookies);
  const cookies = Object.entries(request.cookies)
    .filter(([name]) => cookieOk(name))
    .map(([name, c]) => `${name}=${c.value}`);
  if (cookies.length) headers.cookie = cookies.join('; ');
  const queryOk = either(cp.queryStrings, orp?.queryStrings);
  const query = queryString(request.querystring, queryOk);
  for (const name of orp?.cloudFrontHeaders ?? []) {
    const value = cloudFrontHeader(name, viewer);
    if (value !== undefined) headers[name] = value;
  }
  const forwardedFor = request.headers['x-forwarded-for']?.value;
  headers['x-forwarded-for'] = [forwardedFor, viewer.ip].filter(Boolean).join(', ');
  headers.via = `2.0 ${randomBytes(16).toString('hex')}.cloudfront.net (CloudFront)`;
  headers['x-amz-cf-id'] = randomBytes(30).toString('base64url');
  headers['user-agent'] ??= 'Amazon CloudFront';
  // The origin's custom headers replace any a viewer sent under the same name.
  Object.assign(headers, origin.customHeaders);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : viewer.body;
  if (body) headers['content-length'] = String(body.length);
  const target = new URL(`${request.uri}${query ? `?${query}` : ''}`, base);
  return new Promise((resolve) => {
    const req = httpRequest(
      target,
      { method: request.method, headers, timeout: origin.readTimeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 502,
            headers: responseHeaders(res),
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', () => resolve(cloudFrontError(502, 'The origin response broke off.')));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve(cloudFrontError(504, 'The origin did not answer in time.'));
    });
    req.on('error', () =>
      resolve(cloudFrontError(502, 'CloudFront could not connect to the origin.')),
    );
    req.end(body);
  });
}

function responseHeaders(res: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.join(SET_COOKIE_SEPARATOR) : value;
  }
  return out;
}

/** An error CloudFront answers itself, as its plain HTML page. */
export function cloudFrontError(status: number, message: string): OriginResponse {
  return {
    status,
    headers: { 'content-type': 'text/html' },
    body: Buffer.from(
      `<!DOCTYPE html><title>${status} ERROR</title><h1>${status} ERROR</h1><p>${message}</p>`,
    ),
  };
}
