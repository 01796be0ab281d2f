// API Gateway's HTTP API on loopback: the template's routes, the stage's throttles, and payload 2.0 events to Lambda
// and back (payload-v2.ts).
import type { IncomingMessage } from 'node:http';
import type { Stack } from '../template.ts';
import { REGION } from '../template.ts';
import type { Invoke, InvokeResult, OriginResponse } from '../types.ts';
import { decodeSafely, headerLists, listen, type Listening } from './http.ts';
import { buildEvent, json, toResponse, type RequestIn } from './payload-v2.ts';

/** One AWS::ApiGatewayV2::Route with its AWS::ApiGatewayV2::Integration resolved. */
export interface Route {
  /** `ANY /api/{proxy+}`, `POST /api/articles/{id}/view` or `$default`. */
  routeKey: string;
  /** Upper case, or ANY; undefined for $default. */
  method?: string;
  /** The path's segments; `{name}` and `{name+}` are variables. */
  segments?: string[];
  /** The Lambda function's name (from the integration's IntegrationUri). */
  functionName: string;
  payloadFormatVersion: string;
}

/** A throttle: ThrottlingRateLimit requests a second refill a bucket of ThrottlingBurstLimit. */
export interface Throttle {
  rate: number;
  burst: number;
}

/** Invocations of one route, as the lead's spike measurement counts them. */
export interface RouteCount {
  get: number;
  other: number;
  throttled: number;
}

/** The API's routes and throttles as the template declares them (the one AWS::ApiGatewayV2::Api). */
export function readApi(stack: Stack) {
  const [apiId] = stack.only('AWS::ApiGatewayV2::Api');
  const ofThisApi = (type: string) =>
    stack.ofType(type).filter(([, r]) => stack.resolve(r.Properties?.ApiId) === stack.ref(apiId));
  const routes: Route[] = ofThisApi('AWS::ApiGatewayV2::Route').map(([, r]) => {
    const props = stack.resolve(r.Properties) as { RouteKey: string; Target?: string };
    const integrationRef = /^integrations\/(.+)$/.exec(props.Target ?? '')?.[1];
    if (!integrationRef) throw new Error(`api: route ${props.RouteKey} has no integration`);
    const [, integration] = stack.byRef('AWS::ApiGatewayV2::Integration', integrationRef);
    const i = stack.resolve(integration.Properties) as {
      IntegrationType: string;
      IntegrationUri: string;
      PayloadFormatVersion?: string;
    };
    if (i.IntegrationType !== 'AWS_PROXY')
      throw new Error(
        `api: the rehearsal runs Lambda proxy integrations only (${i.IntegrationType})`,
      );
    const functionName = /:function:([^:]+)/.exec(i.IntegrationUri)?.[1];
    if (!functionName) throw new Error(`api: ${i.IntegrationUri} is not a Lambda function ARN`);
    return {
      ...parseRouteKey(props.RouteKey),
      functionName,
      payloadFormatVersion: i.PayloadFormatVersion ?? '2.0',
    };
  });
  const stages = ofThisApi('AWS::ApiGatewayV2::Stage').map(
    ([, r]) =>
      stack.resolve(r.Properties) as {
        StageName: string;
        DefaultRouteSettings?: RouteSettings;
        RouteSettings?: Record<string, RouteSettings>;
      },
  );
  const stage = stages.find((s) => s.StageName === '$default');
  if (!stage) throw new Error('api: no $default stage');
  const throttleOf = (s?: RouteSettings): Throttle | undefined =>
    s?.ThrottlingRateLimit !== undefined || s?.ThrottlingBurstLimit !== undefined
      ? {
          rate: s.ThrottlingRateLimit ?? ACCOUNT_THROTTLE.rate,
          burst: s.ThrottlingBurstLimit ?? ACCOUNT_THROTTLE.burst,
        }
      : undefined;
  const routeThrottles = new Map<string, Throttle>();
  for (const [key, settings] of Object.entries(stage.RouteSettings ?? {})) {
    const t = throttleOf(settings);
    if (t) routeThrottles.set(key, t);
  }
  return {
    apiId: stack.ref(apiId),
    domain: `${stack.ref(apiId)}.execute-api.${REGION}.amazonaws.com`,
    routes,
    defaultThrottle: throttleOf(stage.DefaultRouteSettings),
    routeThrottles,
  };
}

/** The account's own limit in a region, which an unset stage or route value falls back to. */
const ACCOUNT_THROTTLE: Throttle = { rate: 10_000, burst: 5_000 };

interface RouteSettings {
  ThrottlingRateLimit?: number;
  ThrottlingBurstLimit?: number;
}

export function parseRouteKey(routeKey: string): Pick<Route, 'routeKey' | 'method' | 'segments'> {
  if (routeKey === '$default') return { routeKey };
  const [method, path] = routeKey.split(' ');
  if (!method || !path?.startsWith('/')) throw new Error(`api: bad route key ${routeKey}`);
  return { routeKey, method, segments: path.split('/').slice(1) };
}

/** The route API Gateway picks and its path parameters, or undefined (404). */
export function matchRoute(
  routes: Route[],
  method: string,
  path: string,
): { route: Route; pathParameters?: Record<string, string> } | undefined {
  const parts = path.split('/').slice(1);
  let best: { route: Route; params: Record<string, string>; rank: number[] } | undefined;
  for (const route of routes) {
    if (!route.segments) continue;
    if (route.method !== 'ANY' && route.method !== method) continue;
    const params: Record<string, string> = {};
    const rank: number[] = [];
    let matched = route.segments.length <= parts.length;
    for (let i = 0; matched && i < route.segments.length; i++) {
      const seg = route.segments[i]!;
      const greedy = /^\{(.+)\+\}$/.exec(seg);
      if (greedy) {
        const rest = parts.slice(i).join('/');
        matched = i === route.segments.length - 1 && rest !== '';
        params[greedy[1]!] = rest;
        rank.push(1);
        break;
      }
      const variable = /^\{(.+)\}$/.exec(seg);
      if (variable) {
        matched = parts[i] !== '';
        params[variable[1]!] = decodeSafely(parts[i]!);
        rank.push(2);
      } else {
        matched = seg === parts[i];
        rank.push(3);
      }
      if (i === route.segments.length - 1 && parts.length !== route.segments.length)
        matched = false;
    }
    if (!matched) continue;
    // Most specific first (literal over {var} over {proxy+}, segment by segment), then a method over ANY.
    rank.push(route.method === 'ANY' ? 0 : 1);
    if (!best || compareRanks(rank, best.rank) > 0) best = { route, params, rank };
  }
  if (best)
    return {
      route: best.route,
      ...(Object.keys(best.params).length ? { pathParameters: best.params } : {}),
    };
  const fallback = routes.find((r) => r.routeKey === '$default');
  return fallback ? { route: fallback } : undefined;
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d) return d;
  }
  return 0;
}

/** A token bucket: starts full at `burst`, refills at `rate` a second. */
export class TokenBucket {
  private tokens: number;
  private last: number;
  private readonly throttle: Throttle;
  private readonly now: () => number;

  constructor(throttle: Throttle, now: () => number) {
    this.throttle = throttle;
    this.now = now;
    this.tokens = throttle.burst;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(
      this.throttle.burst,
      this.tokens + ((t - this.last) / 1000) * this.throttle.rate,
    );
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export interface ApiGatewayOptions {
  /** The clock the throttles and requestContext.time read (default Date.now). */
  now?: () => number;
}

/** `{apiId}.execute-api.{region}.amazonaws.com` on 127.0.0.1. */
export class ApiGateway {
  readonly apiId: string;
  /** The API's own host name; a request naming another Host is refused, as API Gateway does. */
  readonly domain: string;
  readonly routes: Route[];
  /** Invocations and throttled requests by route key. */
  readonly counts = new Map<string, RouteCount>();
  private readonly invoke: Invoke;
  private readonly now: () => number;
  private readonly buckets = new Map<string, TokenBucket | null>();
  private readonly api: ReturnType<typeof readApi>;
  private server: Listening | undefined;

  constructor(stack: Stack, invoke: Invoke, options: ApiGatewayOptions = {}) {
    this.api = readApi(stack);
    this.apiId = this.api.apiId;
    this.domain = this.api.domain;
    this.routes = this.api.routes;
    this.invoke = invoke;
    this.now = options.now ?? Date.now;
  }

  /** Starts listening; answers the base URL (http://127.0.0.1:PORT). */
  async start(): Promise<string> {
    this.server ??= await listen((req, body) => this.handle(req, body));
    return this.server.url;
  }

  get url(): string {
    if (!this.server) throw new Error('api: not started');
    return this.server.url;
  }

  async close(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }

  /** One request, as API Gateway answers it. */
  async request(request: RequestIn): Promise<OriginResponse> {
    const host = request.headers.get('host')?.[0]?.replace(/:\d+$/, '');
    if (host !== this.domain) return json(403, 'Forbidden');
    const path = request.url.split('?')[0]!;
    const match = matchRoute(this.routes, request.method, path);
    if (!match) return json(404, 'Not Found');
    const { route } = match;
    const count = this.countOf(route.routeKey);
    const bucket = this.bucketOf(route.routeKey);
    if (bucket && !bucket.take()) {
      count.throttled++;
      return json(429, 'Too Many Requests');
    }
    if (request.method === 'GET') count.get++;
    else count.other++;
    if (route.payloadFormatVersion !== '2.0')
      throw new Error(`api: the rehearsal speaks payload 2.0 only (${route.routeKey})`);
    const now = this.now();
    const event = buildEvent(request, match, this.api, now);
    let result: InvokeResult;
    try {
      result = await this.invoke(route.functionName, event);
    } catch (err) {
      result = { ok: false, errorType: 'Error', errorMessage: String(err) };
    }
    const answer = toResponse(result);
    answer.headers['apigw-requestid'] = event.requestContext.requestId;
    return answer;
  }

  private handle(req: IncomingMessage, body: Buffer): Promise<OriginResponse> {
    return this.request({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: headerLists(req),
      body,
      sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
    });
  }

  private countOf(routeKey: string): RouteCount {
    let c = this.counts.get(routeKey);
    if (!c) this.counts.set(routeKey, (c = { get: 0, other: 0, throttled: 0 }));
    return c;
  }

  /** Each route has its own bucket: its RouteSettings, else the stage's DefaultRouteSettings; null: unthrottled. */
  private bucketOf(routeKey: string): TokenBucket | null {
    if (!this.buckets.has(routeKey)) {
      const t = this.api.routeThrottles.get(routeKey) ?? this.api.defaultThrottle;
      this.buckets.set(routeKey, t ? new TokenBucket(t, this.now) : null);
    }
    return this.buckets.get(routeKey)!;
  }
}
