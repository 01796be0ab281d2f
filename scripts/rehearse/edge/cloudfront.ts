// The CloudFront distribution on loopback, wired from the template: behaviors, the viewer function, origins, policies, the cache.
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { Stack } from '../template.ts';
import type { OriginResponse, S3OriginGet } from '../types.ts';
import {
  compileFunction,
  type FunctionRequest,
  type FunctionResponse,
  type ValueMap,
  type ViewerRequestEvent,
} from './cloudfront-function.ts';
import { headerLists, listen, SET_COOKIE_SEPARATOR, type Listening } from './http.ts';
import {
  applyResponseHeaders,
  cachePolicy,
  either,
  originRequestPolicy,
  responseHeadersPolicy,
  ttlOf,
  type CachePolicy,
  type OriginRequestPolicy,
  type ResponseHeaders,
} from './policies.ts';

/** One cache behavior as the distribution config gives it, its policies resolved. */
export interface CacheBehavior {
  /** The PathPattern, or `default` for the DefaultCacheBehavior. */
  name: string;
  pattern: RegExp;
  origin: Origin;
  allowedMethods: string[];
  cachePolicy: CachePolicy;
  originRequestPolicy?: OriginRequestPolicy;
  responseHeaders?: ResponseHeaders;
  viewerRequest?: (event: ViewerRequestEvent) => ReturnType<ReturnType<typeof compileFunction>>;
}

export type Origin =
  | { kind: 's3'; id: string; bucket: string }
  | {
      kind: 'custom';
      id: string;
      domain: string;
      customHeaders: Record<string, string>;
      readTimeoutMs: number;
    };

interface ErrorResponse {
  responseCode: number;
  pagePath: string;
  cachingMinTtl: number;
}

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

interface CacheEntry {
  uri: string;
  response: OriginResponse;
  storedAt: number;
  expiresAt: number;
}

export interface CloudFrontCounters {
  hits: number;
  misses: number;
  /** Requests that waited for another's origin fetch of the same key. */
  collapsed: number;
  /** Origin requests by behavior (PathPattern or `default`). */
  originFetches: Map<string, number>;
}

export interface CloudFrontOptions {
  /** Reads an object through the origin access control (the AWS side's S3). */
  s3Get: S3OriginGet;
  /** Where each custom origin's domain listens on loopback, e.g. the API's domain -> ApiGateway.url. */
  customOrigins: Record<string, string>;
  /** The clock TTLs and Age read (default Date.now). */
  now?: () => number;
}

/** The managed policies' default when a behavior names none (legacy settings are not rehearsed). */
const DEFAULT_METHODS = ['GET', 'HEAD'];

/** Status codes CloudFront caches by the TTL rules; 4xx and 5xx are cached by the error caching rules. */
const CACHED_STATUSES = new Set([200, 203, 300, 301, 410]);

/** How long CloudFront caches an error without a custom error response naming its code. */
const DEFAULT_ERROR_CACHING_S = 10;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** A CloudFront path pattern (`*` any run of characters, `?` one) as a regular expression over the URI. */
export function pathPattern(glob: string): RegExp {
  const withSlash = glob.startsWith('/') || glob === '*' ? glob : `/${glob}`;
  const body = withSlash
    .split('')
    .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

export class CloudFront {
  readonly distributionId: string;
  /** `dXXXX.cloudfront.net`, the name viewers know. */
  readonly domainName: string;
  readonly behaviors: CacheBehavior[];
  readonly counters: CloudFrontCounters = {
    hits: 0,
    misses: 0,
    collapsed: 0,
    originFetches: new Map(),
  };
  private readonly defaultRootObject: string | undefined;
  private readonly errorResponses = new Map<number, ErrorResponse>();
  private readonly cache = new Map<string, CacheEntry>();
  private readonly inFlight = new Map<string, Promise<{ response: OriginResponse; ttl: number }>>();
  private readonly options: CloudFrontOptions;
  private readonly now: () => number;
  private server: Listening | undefined;

  constructor(stack: Stack, options: CloudFrontOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    const [id, resource] = stack.only('AWS::CloudFront::Distribution');
    this.distributionId = stack.ref(id);
    this.domainName = stack.getAtt(id, 'DomainName');
    const config = stack.resolve(resource.Properties?.DistributionConfig) as DistributionConfig;
    this.defaultRootObject = config.DefaultRootObject || undefined;
    for (const e of config.CustomErrorResponses ?? [])
      if (e.ResponsePagePath)
        this.errorResponses.set(Number(e.ErrorCode), {
          responseCode: Number(e.ResponseCode ?? e.ErrorCode),
          pagePath: e.ResponsePagePath,
          cachingMinTtl: Number(e.ErrorCachingMinTTL ?? DEFAULT_ERROR_CACHING_S),
        });
    const origins = new Map(config.Origins.map((o) => [o.Id, readOrigin(o)]));
    const functions = new Map<string, ReturnType<typeof compileFunction>>();
    const functionFor = (arn: string) => {
      let fn = functions.get(arn);
      if (!fn) {
        const [, f] =
          stack
            .ofType('AWS::CloudFront::Function')
            .find(([fid]) => stack.getAtt(fid, 'FunctionARN') === arn) ??
          fail(`cloudfront: no function ${arn}`);
        const props = stack.resolve(f.Properties) as {
          FunctionCode: string;
          FunctionConfig: { Runtime: string };
        };
        if (props.FunctionConfig.Runtime !== 'cloudfront-js-2.0')
          throw new Error(
            `cloudfront: the rehearsal runs cloudfront-js-2.0 (${props.FunctionConfig.Runtime})`,
          );
        functions.set(arn, (fn = compileFunction(props.FunctionCode)));
      }
      return fn;
    };
    const readBehavior = (b: BehaviorConfig, name: string, pattern: string): CacheBehavior => {
      if (!b.CachePolicyId)
        throw new Error(`cloudfront: behavior ${name} uses legacy cache settings (not rehearsed)`);
      const associations = b.FunctionAssociations ?? [];
      for (const a of associations)
        if (a.EventType !== 'viewer-request')
          throw new Error(
            `cloudfront: the rehearsal runs viewer-request functions only (${a.EventType})`,
          );
      if (b.LambdaFunctionAssociations?.length)
        throw new Error('cloudfront: Lambda@Edge is not rehearsed');
      const viewerRequest = associations[0] ? functionFor(associations[0].FunctionARN) : undefined;
      return {
        name,
        pattern: pathPattern(pattern),
        origin: origins.get(b.TargetOriginId) ?? fail(`cloudfront: no origin ${b.TargetOriginId}`),
        allowedMethods: b.AllowedMethods ?? DEFAULT_METHODS,
        cachePolicy: cachePolicy(stack, b.CachePolicyId),
        ...(b.OriginRequestPolicyId
          ? { originRequestPolicy: originRequestPolicy(stack, b.OriginRequestPolicyId) }
          : {}),
        ...(b.ResponseHeadersPolicyId
          ? { responseHeaders: responseHeadersPolicy(stack, b.ResponseHeadersPolicyId) }
          : {}),
        ...(viewerRequest ? { viewerRequest } : {}),
      };
    };
    this.behaviors = [
      ...(config.CacheBehaviors ?? []).map((b) => readBehavior(b, b.PathPattern!, b.PathPattern!)),
      readBehavior(config.DefaultCacheBehavior, 'default', '*'),
    ];
  }

  async start(): Promise<string> {
    this.server ??= await listen((req, body) => this.request(viewerRequestOf(req, body)));
    return this.server.url;
  }

  get url(): string {
    if (!this.server) throw new Error('cloudfront: not started');
    return this.server.url;
  }

  async close(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }

  /**
   * CreateInvalidation: drops the cached objects whose path (the URI after the viewer function, as
   * the cache holds it) is one of `paths`, or starts with a path's prefix before a trailing `*`.
   */
  invalidate(paths: string[]): number {
    let dropped = 0;
    for (const [key, entry] of this.cache) {
      const hit = paths.some((p) =>
        p.endsWith('*') ? entry.uri.startsWith(p.slice(0, -1)) : entry.uri === p,
      );
      if (hit) {
        this.cache.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  behaviorFor(uri: string): CacheBehavior {
    return this.behaviors.find((b) => b.pattern.test(uri))!;
  }

  /** One viewer request, answered as the distribution answers it. */
  async request(viewer: ViewerRequest): Promise<OriginResponse> {
    const q = viewer.url.indexOf('?');
    const path = q < 0 ? viewer.url : viewer.url.slice(0, q);
    const behavior = this.behaviorFor(path);
    const requestId = randomBytes(21).toString('base64url');
    const finish = (response: OriginResponse, xCache: string) =>
      this.toViewer(behavior, response, xCache, requestId);
    if (!behavior.allowedMethods.includes(viewer.method))
      return finish(
        cloudFrontError(
          403,
          'This distribution is not configured to allow the HTTP request method that was used for this request.',
        ),
        'Error from cloudfront',
      );
    let request = functionRequestOf(viewer, path, q < 0 ? '' : viewer.url.slice(q + 1));
    if (behavior.viewerRequest) {
      let result;
      try {
        result = await behavior.viewerRequest({
          version: '1.0',
          context: {
            distributionDomainName: this.domainName,
            distributionId: this.distributionId,
            eventType: 'viewer-request',
            requestId,
          },
          viewer: { ip: viewer.ip },
          request,
        });
      } catch {
        return finish(
          cloudFrontError(503, 'The CloudFront function failed.'),
          'FunctionExecutionError from cloudfront',
        );
      }
      if (result.kind === 'response')
        return finish(
          functionResponse(result.response),
          'FunctionGeneratedResponse from cloudfront',
        );
      request = result.request;
    }
    if (request.uri === '/' && this.defaultRootObject) request.uri = `/${this.defaultRootObject}`;
    const { response, xCache } = await this.fetchThroughCache(behavior, request, viewer);
    return finish(response, xCache);
  }

  private async fetchThroughCache(
    behavior: CacheBehavior,
    request: FunctionRequest,
    viewer: ViewerRequest,
  ): Promise<{ response: OriginResponse; xCache: string }> {
    const cacheable = request.method === 'GET' || request.method === 'HEAD';
    const key = cacheable ? cacheKey(behavior, request) : undefined;
    const now = this.now();
    const entry = key ? this.cache.get(key) : undefined;
    if (entry && entry.expiresAt > now) {
      this.counters.hits++;
      const age = Math.floor((now - entry.storedAt) / 1000);
      const response = copy(entry.response);
      response.headers.age = String(age);
      return { response, xCache: hitOrError(response, 'Hit') };
    }
    if (entry) this.cache.delete(key!);
    const pending = key ? this.inFlight.get(key) : undefined;
    if (pending) {
      this.counters.collapsed++;
      this.counters.hits++;
      const { response } = await pending;
      return { response: copy(response), xCache: hitOrError(response, 'Hit') };
    }
    this.counters.misses++;
    const fetching = this.fromOrigin(behavior, request, viewer);
    if (key) this.inFlight.set(key, fetching);
    try {
      const { response, ttl } = await fetching;
      // A custom origin answers HEAD without a body: not an object GET could be served.
      const bodiless = request.method === 'HEAD' && behavior.origin.kind === 'custom';
      if (key && ttl > 0 && !bodiless) {
        const storedAt = this.now();
        this.cache.set(key, {
          uri: request.uri,
          response,
          storedAt,
          expiresAt: storedAt + ttl * 1000,
        });
      }
      return { response: copy(response), xCache: hitOrError(response, 'Miss') };
    } finally {
      if (key) this.inFlight.delete(key);
    }
  }

  /** The origin's answer and how long to keep it; a mapped error code answers its custom error page. */
  private async fromOrigin(
    behavior: CacheBehavior,
    request: FunctionRequest,
    viewer: ViewerRequest,
  ): Promise<{ response: OriginResponse; ttl: number }> {
    this.counters.originFetches.set(
      behavior.name,
      (this.counters.originFetches.get(behavior.name) ?? 0) + 1,
    );
    const response = await this.originRequest(behavior, request, viewer);
    const mapped = this.errorResponses.get(response.status);
    if (mapped) {
      const page = await this.errorPage(mapped.pagePath, viewer);
      if (page)
        return {
          response: { ...page, status: mapped.responseCode },
          // Errors are kept only where the behavior caches at all (the rehearsal's reading of CachingDisabled).
          ttl: behavior.cachePolicy.maxTtl > 0 ? mapped.cachingMinTtl : 0,
        };
    }
    if (response.status >= 400)
      return { response, ttl: behavior.cachePolicy.maxTtl > 0 ? DEFAULT_ERROR_CACHING_S : 0 };
    const ttl = CACHED_STATUSES.has(response.status)
      ? ttlOf(behavior.cachePolicy, response.headers, this.now())
      : 0;
    return { response, ttl };
  }

  /** The error page, fetched through its own path's behavior (and cache), without the viewer function. */
  private async errorPage(pagePath: string, viewer: ViewerRequest): Promise<OriginResponse | null> {
    const behavior = this.behaviorFor(pagePath);
    const request: FunctionRequest = {
      method: 'GET',
      uri: pagePath,
      querystring: {},
      headers: {},
      cookies: {},
    };
    const key = `error-page ${cacheKey(behavior, request)}`;
    const entry = this.cache.get(key);
    if (entry && entry.expiresAt > this.now()) return copy(entry.response);
    const page = await this.originRequest(behavior, request, viewer);
    if (page.status !== 200) return null;
    const ttl = ttlOf(behavior.cachePolicy, page.headers, this.now());
    if (ttl > 0)
      this.cache.set(key, {
        uri: pagePath,
        response: page,
        storedAt: this.now(),
        expiresAt: this.now() + ttl * 1000,
      });
    return copy(page);
  }

  private async originRequest(
    behavior: CacheBehavior,
    request: FunctionRequest,
    viewer: ViewerRequest,
  ): Promise<OriginResponse> {
    const origin = behavior.origin;
    if (origin.kind === 's3') {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        throw new Error(`cloudfront: ${request.method} to an S3 origin is not rehearsed`);
      const key = decodeURIComponent(request.uri.slice(1));
      return this.options.s3Get(origin.bucket, key);
    }
    return this.customOriginRequest(behavior, origin, request, viewer);
  }

  private customOriginRequest(
    behavior: CacheBehavior,
    origin: Extract<Origin, { kind: 'custom' }>,
    request: FunctionRequest,
    viewer: ViewerRequest,
  ): Promise<OriginResponse> {
    const base = this.options.customOrigins[origin.domain];
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

  private toViewer(
    behavior: CacheBehavior,
    response: OriginResponse,
    xCache: string,
    requestId: string,
  ): OriginResponse {
    const headers = { ...response.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    headers['x-cache'] = xCache;
    headers.via = '1.1 rehearsal.cloudfront.net (CloudFront)';
    headers['x-amz-cf-pop'] = 'DUB56-P1';
    headers['x-amz-cf-id'] = requestId;
    if (behavior.responseHeaders) applyResponseHeaders(behavior.responseHeaders, headers);
    return { status: response.status, headers, body: response.body };
  }
}

interface BehaviorConfig {
  PathPattern?: string;
  TargetOriginId: string;
  AllowedMethods?: string[];
  CachePolicyId?: string;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId?: string;
  FunctionAssociations?: { EventType: string; FunctionARN: string }[];
  LambdaFunctionAssociations?: unknown[];
}

interface DistributionConfig {
  DefaultRootObject?: string;
  DefaultCacheBehavior: BehaviorConfig;
  CacheBehaviors?: BehaviorConfig[];
  CustomErrorResponses?: {
    ErrorCode: number;
    ResponseCode?: number;
    ResponsePagePath?: string;
    ErrorCachingMinTTL?: number;
  }[];
  Origins: {
    Id: string;
    DomainName: string;
    OriginAccessControlId?: string;
    S3OriginConfig?: unknown;
    CustomOriginConfig?: { OriginReadTimeout?: number };
    OriginCustomHeaders?: { HeaderName: string; HeaderValue: string }[];
  }[];
}

function readOrigin(o: DistributionConfig['Origins'][number]): Origin {
  if (o.S3OriginConfig || o.OriginAccessControlId) {
    const bucket = /^(.+)\.s3\.[a-z0-9-]+\.amazonaws\.com$/.exec(o.DomainName)?.[1];
    if (!bucket) throw new Error(`cloudfront: ${o.DomainName} is not a regional S3 domain`);
    if (!o.OriginAccessControlId)
      throw new Error(
        `cloudfront: S3 origin ${o.Id} without origin access control (not rehearsed)`,
      );
    return { kind: 's3', id: o.Id, bucket };
  }
  return {
    kind: 'custom',
    id: o.Id,
    domain: o.DomainName,
    customHeaders: Object.fromEntries(
      (o.OriginCustomHeaders ?? []).map((h) => [h.HeaderName.toLowerCase(), h.HeaderValue]),
    ),
    readTimeoutMs: (o.CustomOriginConfig?.OriginReadTimeout ?? 30) * 1000,
  };
}

function fail(message: string): never {
  throw new Error(message);
}

function viewerRequestOf(req: IncomingMessage, body: Buffer): ViewerRequest {
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
function functionRequestOf(viewer: ViewerRequest, uri: string, rawQuery: string): FunctionRequest {
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

function queryString(querystring: ValueMap, ok: (name: string) => boolean): string {
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
function cacheKey(behavior: CacheBehavior, request: FunctionRequest): string {
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
function cloudFrontHeader(name: string, viewer: ViewerRequest): string | undefined {
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

function responseHeaders(res: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.join(SET_COOKIE_SEPARATOR) : value;
  }
  return out;
}

function functionResponse(r: FunctionResponse): OriginResponse {
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

function cloudFrontError(status: number, message: string): OriginResponse {
  return {
    status,
    headers: { 'content-type': 'text/html' },
    body: Buffer.from(
      `<!DOCTYPE html><title>${status} ERROR</title><h1>${status} ERROR</h1><p>${message}</p>`,
    ),
  };
}

function hitOrError(response: OriginResponse, kind: 'Hit' | 'Miss'): string {
  return response.status >= 400 ? 'Error from cloudfront' : `${kind} from cloudfront`;
}

function copy(r: OriginResponse): OriginResponse {
  return { status: r.status, headers: { ...r.headers }, body: r.body };
}
