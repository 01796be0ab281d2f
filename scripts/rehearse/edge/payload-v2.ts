// API Gateway's payload format 2.0: a request as the event the integration's function gets, and the function's result
// as the answer API Gateway sends back.
import { randomBytes } from 'node:crypto';
import { ACCOUNT } from '../template.ts';
import type { InvokeResult, OriginResponse } from '../types.ts';
import { decodeSafely, SET_COOKIE_SEPARATOR } from './http.ts';

/** Content types API Gateway hands to Lambda as text; any other body (images, multipart, forms) is base64. */
const TEXT_TYPES =
  /^(text\/|application\/(json|[\w.+-]+\+json|xml|[\w.+-]+\+xml|javascript|ecmascript)\b)/i;

export interface RequestIn {
  method: string;
  /** The path and query as sent (`/api/articles?limit=5`). */
  url: string;
  headers: Map<string, string[]>;
  body: Buffer;
  sourceIp: string;
}

/** The payload 2.0 event API Gateway sends the integration's function. */
export function buildEvent(
  request: RequestIn,
  match: { route: { routeKey: string }; pathParameters?: Record<string, string> },
  api: { apiId: string; domain: string },
  now: number,
) {
  const q = request.url.indexOf('?');
  const rawPath = q < 0 ? request.url : request.url.slice(0, q);
  const rawQueryString = q < 0 ? '' : request.url.slice(q + 1);
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, values] of request.headers) {
    if (name === 'cookie') {
      cookies = values.flatMap((v) => v.split(';').map((c) => c.trim())).filter(Boolean);
      continue;
    }
    headers[name] = values.join(',');
  }
  // API Gateway terminates TLS and says so, appending the caller to X-Forwarded-For.
  headers['x-forwarded-for'] = [headers['x-forwarded-for'], request.sourceIp]
    .filter(Boolean)
    .join(', ');
  headers['x-forwarded-port'] = '443';
  headers['x-forwarded-proto'] = 'https';
  headers['x-amzn-trace-id'] =
    `Root=1-${Math.floor(now / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;
  if (request.body.length) headers['content-length'] = String(request.body.length);
  const query: Record<string, string[]> = {};
  for (const pair of rawQueryString.split('&').filter(Boolean)) {
    const [k, v = ''] = pair.split('=');
    const key = decodeQuery(k!);
    (query[key] ??= []).push(decodeQuery(v));
  }
  const binary = request.body.length > 0 && !TEXT_TYPES.test(headers['content-type'] ?? '');
  const routeKey = match.route.routeKey;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length
      ? {
          queryStringParameters: Object.fromEntries(
            Object.entries(query).map(([k, v]) => [k, v.join(',')]),
          ),
        }
      : {}),
    requestContext: {
      accountId: ACCOUNT,
      apiId: api.apiId,
      domainName: api.domain,
      domainPrefix: api.apiId,
      http: {
        method: request.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: `${randomBytes(10).toString('base64').replace(/=+$/, '')}=`,
      routeKey,
      stage: '$default',
      time: clfTime(now),
      timeEpoch: now,
    },
    ...(match.pathParameters ? { pathParameters: match.pathParameters } : {}),
    ...(request.body.length ? { body: request.body.toString(binary ? 'base64' : 'utf8') } : {}),
    isBase64Encoded: binary,
  };
}

function decodeQuery(text: string): string {
  return decodeSafely(text.replace(/\+/g, ' '));
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** `12/Mar/2020:19:03:58 +0000`, as requestContext.time reads. */
function clfTime(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

/** API Gateway's own JSON answer, `{"message": ...}`. */
export const json = (status: number, message: string): OriginResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify({ message })),
});

/** A payload 2.0 result as API Gateway answers it; a failed or malformed one is its 500. */
export function toResponse(result: InvokeResult): OriginResponse {
  if (!result.ok) return json(500, 'Internal Server Error');
  const p = result.payload;
  const isResult = !!p && typeof p === 'object' && 'statusCode' in p;
  if (!isResult) {
    // No statusCode: the payload itself is the JSON body of a 200.
    const body = typeof p === 'string' ? p : JSON.stringify(p ?? null);
    return {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(body),
    };
  }
  const r = p as {
    statusCode: unknown;
    headers?: Record<string, unknown>;
    cookies?: unknown;
    body?: unknown;
    isBase64Encoded?: unknown;
  };
  const status = Number(r.statusCode);
  if (!Number.isInteger(status) || status < 100 || status > 599)
    return json(500, 'Internal Server Error');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(r.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  const cookies = Array.isArray(r.cookies) ? r.cookies.map(String) : [];
  const set = [headers['set-cookie'], ...cookies].filter(Boolean);
  if (set.length) headers['set-cookie'] = set.join(SET_COOKIE_SEPARATOR);
  const text = typeof r.body === 'string' ? r.body : '';
  headers['content-type'] ??= 'application/json';
  return {
    status,
    headers,
    body: Buffer.from(text, r.isBase64Encoded === true ? 'base64' : 'utf8'),
  };
}
