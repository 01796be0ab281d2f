// API Gateway HTTP API (payload v2) events for the Lambda handler test.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export const API_HOST = 'abc123.execute-api.eu-west-1.amazonaws.com';

export interface EventInput {
  method: string;
  path: string;
  query?: string;
  headers?: Record<string, string>;
  cookies?: string[];
  body?: Uint8Array | string;
}

export function apiEvent({
  method,
  path,
  query = '',
  headers = {},
  cookies,
  body,
}: EventInput): APIGatewayProxyEventV2 {
  const binary = body instanceof Uint8Array;
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: query,
    ...(cookies ? { cookies } : {}),
    headers: {
      host: API_HOST,
      'user-agent': 'vitest',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.7',
      ...headers,
    },
    ...(query ? { queryStringParameters: Object.fromEntries(new URLSearchParams(query)) } : {}),
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: API_HOST,
      domainPrefix: 'abc123',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'vitest' },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey: '$default',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(body === undefined ? {} : { body: binary ? Buffer.from(body).toString('base64') : body }),
    isBase64Encoded: binary,
  };
}

/** A 1x1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body built by the platform's own encoder. */
export async function multipart(
  fields: Record<string, string | string[]>,
  file?: { name: string; bytes: Uint8Array; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const item of Array.isArray(v) ? v : [v]) form.append(k, item);
  if (file)
    form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  return {
    contentType: req.headers.get('content-type') ?? '',
    body: new Uint8Array(await req.arrayBuffer()),
  };
}
