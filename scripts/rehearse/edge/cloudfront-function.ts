// A CloudFront Function (cloudfront-js-2.0) run as CloudFront runs it: `handler(event)` in a bare JavaScript context.
import { createContext, Script } from 'node:vm';
import type { OriginResponse } from '../types.ts';
import { SET_COOKIE_SEPARATOR } from './http.ts';

/** `{ name: { value, multiValue? } }`: how the event carries headers, cookies and query parameters. */
export type ValueMap = Record<string, { value: string; multiValue?: { value: string }[] }>;

export interface FunctionRequest {
  method: string;
  uri: string;
  querystring: ValueMap;
  headers: ValueMap;
  cookies: ValueMap;
}

export interface FunctionResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: ValueMap;
  cookies?: Record<string, { value: string; attributes?: string }>;
  body?: string | { data: string; encoding: 'text' | 'base64' };
}

export interface ViewerRequestEvent {
  version: '1.0';
  context: {
    distributionDomainName: string;
    distributionId: string;
    eventType: 'viewer-request';
    requestId: string;
  };
  viewer: { ip: string };
  request: FunctionRequest;
}

/** A function's outcome: the request to go on with, or the answer it gave the viewer itself. */
export type FunctionResult =
  { kind: 'request'; request: FunctionRequest } | { kind: 'response'; response: FunctionResponse };

/**
 * CloudFront stops a function that runs too long (its compute utilization, CPU time). node:vm can only bound
 * wall-clock time, which on a loaded machine includes other processes' turns, so this is a guard against a
 * runaway function (a loop that never ends), not a measure of the compute budget: 100 ms failed a two-line
 * function during a CI run at load 8.
 */
const TIME_LIMIT_MS = 1000;

/**
 * Compiles a function's code once. Each run gets a fresh context with no Node globals (no require,
 * process, Buffer, setTimeout); the event goes in and the result comes out as JSON, so no host
 * object is reachable from the function. A throw, a timeout or a result that is neither a request
 * nor a response is an error (CloudFront answers the viewer 503).
 */
export function compileFunction(
  code: string,
): (event: ViewerRequestEvent) => Promise<FunctionResult> {
  const script = new Script(
    // console.log exists in CloudFront Functions; its lines go to CloudWatch, here nowhere.
    `var console = { log: function () {} };
${code}
;Promise.resolve(handler(JSON.parse(__event))).then(function (r) { return JSON.stringify(r); });`,
    { filename: 'cloudfront-function.js' },
  );
  return async (event) => {
    // Only a string goes in: the function sees its own realm's objects, never the host's.
    const context = createContext({
      __event: JSON.stringify(event),
    });
    const out = await (script.runInContext(context, { timeout: TIME_LIMIT_MS }) as Promise<
      string | undefined
    >);
    const result = out === undefined ? undefined : (JSON.parse(out) as Record<string, unknown>);
    if (result && typeof result.statusCode === 'number')
      return { kind: 'response', response: result as unknown as FunctionResponse };
    if (result && typeof result.uri === 'string' && typeof result.method === 'string')
      return { kind: 'request', request: result as unknown as FunctionRequest };
    throw new Error(`cloudfront function: returned neither a request nor a response (${out})`);
  };
}

/** A response the function generated, as the viewer receives it. */
export function functionResponse(r: FunctionResponse): OriginResponse {
  const headers: Record<string, string> = {};
  for (const [name, v] of Object.entries(r.headers ?? {})) headers[name.toLowerCase()] = v.value;
  const cookies = Object.entries(r.cookies ?? {}).map(
    ([name, c]) => `${name}=${c.value}${c.attributes ? `; ${c.attributes}` : ''}`,
  );
  if (cookies.length) headers['set-cookie'] = cookies.join(SET_COOKIE_SEPARATOR);
  const body =
    typeof r.body === 'string'
      ? Buffer.from(r.body)
      : r.body
        ? Buffer.from(r.body.data, r.body.encoding === 'base64' ? 'base64' : 'utf8')
        : Buffer.alloc(0);
  return { status: r.statusCode, headers, body };
}
