// The CloudFront distribution on loopback, wired from the template (distribution.ts): the viewer function, the cache
// its policies key and keep, origin requests as the origin request policies shape them, and the response headers.
import { randomBytes } from 'node:crypto';
import type { Stack } from '../template.ts';
import type { OriginResponse } from '../types.ts';
import {
  cloudFrontError,
  HOP_BY_HOP,
  originRequest,
  type OriginOptions,
} from './cloudfront-origin.ts';
import { functionResponse, type FunctionRequest } from './cloudfront-function.ts';
import {
  DEFAULT_ERROR_CACHING_S,
  readDistribution,
  type CacheBehavior,
  type ErrorResponse,
} from './distribution.ts';
import { listen, type Listening } from './http.ts';
import { ttlOf } from './policies.ts';
import { applyResponseHeaders } from './response-headers.ts';
import {
  cacheKey,
  functionRequestOf,
  viewerRequestOf,
  type ViewerRequest,
} from './viewer-request.ts';

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

export interface CloudFrontOptions extends OriginOptions {
  /** The clock TTLs and Age read (default Date.now). */
  now?: () => number;
}

/** Status codes CloudFront caches by the TTL rules; 4xx and 5xx are cached by the error caching rules. */
const CACHED_STATUSES = new Set([200, 203, 300, 301, 410]);

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
  private readonly errorResponses: Map<number, ErrorResponse>;
  private readonly cache = new Map<string, CacheEntry>();
  private readonly inFlight = new Map<string, Promise<{ response: OriginResponse; ttl: number }>>();
  private readonly options: CloudFrontOptions;
  private readonly now: () => number;
  private server: Listening | undefined;

  constructor(stack: Stack, options: CloudFrontOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    const distribution = readDistribution(stack);
    this.distributionId = distribution.distributionId;
    this.domainName = distribution.domainName;
    this.defaultRootObject = distribution.defaultRootObject;
    this.errorResponses = distribution.errorResponses;
    this.behaviors = distribution.behaviors;
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
    const response = await originRequest(behavior, request, viewer, this.options);
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
    const page = await originRequest(behavior, request, viewer, this.options);
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

function hitOrError(response: OriginResponse, kind: 'Hit' | 'Miss'): string {
  return response.status >= 400 ? 'Error from cloudfront' : `${kind} from cloudfront`;
}

function copy(r: OriginResponse): OriginResponse {
  return { status: r.status, headers: { ...r.headers }, body: r.body };
}
