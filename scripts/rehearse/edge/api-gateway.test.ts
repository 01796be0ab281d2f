// API Gateway on loopback, from the synthesized template: routes, the v2 event, the response rules, throttles, counts.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestDb } from '../../../tests/support/data.ts';
import {
  apiLambda,
  httpSend,
  rehearsalStack,
  secretValue,
  synthesized,
} from '../../../tests/support/rehearse-edge.ts';
import { Stack, STACK_NAME } from '../template.ts';
import type { Invoke } from '../types.ts';
import { ApiGateway } from './api-gateway.ts';

let stack: Stack;
let cdkOut: string;
let gateway: ApiGateway;
let store: TestDb;
const events: Record<string, unknown>[] = [];
const clock = Date.parse('2025-03-12T19:03:58Z');

beforeAll(async () => {
  cdkOut = await synthesized();
  stack = await rehearsalStack(cdkOut);
  const lambda = await apiLambda(stack);
  store = lambda.store;
  const recording: Invoke = (name, event) => {
    events.push(event as Record<string, unknown>);
    return lambda.invoke(name, event);
  };
  gateway = new ApiGateway(stack, recording, { now: () => clock });
  await gateway.start();
}, 150_000);

afterAll(async () => {
  await gateway?.close();
  await store?.close();
  vi.unstubAllEnvs();
});

/** The x-origin-verify value CloudFront sends: the template's origin custom header, resolved. */
function verifyHeader(): string {
  const [, dist] = stack.only('AWS::CloudFront::Distribution');
  const config = stack.resolve(dist.Properties?.DistributionConfig) as {
    Origins: { OriginCustomHeaders?: { HeaderName: string; HeaderValue: string }[] }[];
  };
  const header = config.Origins.flatMap((o) => o.OriginCustomHeaders ?? [])[0]!;
  return header.HeaderValue;
}

const send = (path: string, init: Parameters<typeof httpSend>[1] = {}) =>
  httpSend(`${gateway.url}${path}`, {
    ...init,
    headers: { host: gateway.domain, ...init.headers },
  });

describe('API Gateway from the template', () => {
  it('reads the route and its Lambda integration', () => {
    // Assess
    expect(gateway.routes.map((r) => r.routeKey).sort()).toEqual([
      'ANY /api/{proxy+}',
      'POST /api/articles/{id}/view',
    ]);
    const [handlerId] = stack
      .ofType('AWS::Lambda::Function')
      .find(([, r]) => JSON.stringify(r.Properties).includes('ORIGIN_VERIFY_SECRET'))!;
    for (const route of gateway.routes) expect(route.functionName).toBe(stack.ref(handlerId));
    expect(gateway.domain).toBe(`${gateway.apiId}.execute-api.eu-west-1.amazonaws.com`);
  });

  it('builds the payload 2.0 event as API Gateway does', async () => {
    // Arrange
    events.length = 0;
    // Act
    const res = await send('/api/articles?limit=5&tag=a&tag=b', {
      headers: {
        'user-agent': 'rehearsal-agent',
        cookie: 'a=1; b=2',
        'x-origin-verify': verifyHeader(),
      },
    });
    // Assess
    expect(res.status).toBe(200);
    const e = events[0] as {
      version: string;
      routeKey: string;
      rawPath: string;
      rawQueryString: string;
      cookies: string[];
      headers: Record<string, string>;
      queryStringParameters: Record<string, string>;
      requestContext: Record<string, unknown> & { http: Record<string, unknown> };
      pathParameters: Record<string, string>;
      isBase64Encoded: boolean;
      body?: string;
    };
    expect(e.version).toBe('2.0');
    expect(e.routeKey).toBe('ANY /api/{proxy+}');
    expect(e.rawPath).toBe('/api/articles');
    expect(e.rawQueryString).toBe('limit=5&tag=a&tag=b');
    expect(e.cookies).toEqual(['a=1', 'b=2']);
    expect(e.headers.cookie).toBeUndefined();
    expect(e.headers['user-agent']).toBe('rehearsal-agent');
    expect(e.headers.host).toBe(gateway.domain);
    expect(e.headers['x-forwarded-proto']).toBe('https');
    expect(e.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(e.queryStringParameters).toEqual({ limit: '5', tag: 'a,b' });
    expect(e.pathParameters).toEqual({ proxy: 'articles' });
    expect(e.isBase64Encoded).toBe(false);
    expect(e.body).toBeUndefined();
    expect(e.requestContext).toMatchObject({
      accountId: '123456789012',
      apiId: gateway.apiId,
      domainName: gateway.domain,
      domainPrefix: gateway.apiId,
      routeKey: 'ANY /api/{proxy+}',
      stage: '$default',
      time: '12/Mar/2025:19:03:58 +0000',
      timeEpoch: clock,
      http: {
        method: 'GET',
        path: '/api/articles',
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'rehearsal-agent',
      },
    });
    expect(e.requestContext.requestId).toMatch(/^[A-Za-z0-9+/]{12,}=$/);
  });

  it('joins a repeated header with commas and sends a binary body as base64', async () => {
    // Arrange
    events.length = 0;
    const bytes = Buffer.from([0, 1, 2, 250]);
    // Act
    await gateway.request({
      method: 'POST',
      url: '/api/uploads',
      headers: new Map([
        ['host', [gateway.domain]],
        ['x-multi', ['one', 'two']],
        ['content-type', ['multipart/form-data; boundary=x']],
      ]),
      body: bytes,
      sourceIp: '203.0.113.9',
    });
    // Assess
    const e = events[0] as {
      headers: Record<string, string>;
      body: string;
      isBase64Encoded: boolean;
    };
    expect(e.headers['x-multi']).toBe('one,two');
    expect(e.isBase64Encoded).toBe(true);
    expect(Buffer.from(e.body, 'base64')).toEqual(bytes);
    expect(e.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('answers the real app: refused without the origin secret, served with it', async () => {
    // Act
    const without = await send('/api/articles');
    const withSecret = await send('/api/articles', {
      headers: { 'x-origin-verify': verifyHeader() },
    });
    // Assess
    expect(without.status).toBe(403);
    expect(withSecret.status).toBe(200);
    expect(withSecret.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(withSecret.text())).toEqual([]);
  });

  it('refuses another Host and answers 404 off every route', async () => {
    // Act
    const foreign = await httpSend(`${gateway.url}/api/articles`);
    const unrouted = await send('/elsewhere');
    // Assess
    expect(foreign.status).toBe(403);
    expect(unrouted.status).toBe(404);
    expect(JSON.parse(unrouted.text())).toEqual({ message: 'Not Found' });
  });

  it('counts invocations per route, GET apart from the others', async () => {
    // Arrange
    const before = { ...gateway.counts.get('ANY /api/{proxy+}')! };
    // Act
    await send('/api/articles');
    await send('/api/auth/login', { method: 'POST', body: '{}' });
    // Assess
    const after = gateway.counts.get('ANY /api/{proxy+}')!;
    expect(after.get - before.get).toBe(1);
    expect(after.other - before.other).toBe(1);
  });
});

describe('throttling', () => {
  /** The template with a second route and its own RouteSettings, as the beacon's will be. */
  async function withBeaconRoute(): Promise<Stack> {
    const dir = await mkdtemp(join(tmpdir(), 'rehearsal-edge-'));
    const file = `${STACK_NAME}.template.json`;
    const template = JSON.parse(await readFile(join(cdkOut, file), 'utf8')) as {
      Resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
    };
    const [routeId, routeRes] = Object.entries(template.Resources).find(
      ([, r]) => r.Type === 'AWS::ApiGatewayV2::Route',
    )!;
    template.Resources[`${routeId}Beacon`] = {
      ...routeRes,
      Properties: { ...routeRes.Properties, RouteKey: 'POST /api/articles/{id}/view' },
    };
    const stage = Object.values(template.Resources).find(
      (r) => r.Type === 'AWS::ApiGatewayV2::Stage',
    )!;
    stage.Properties.RouteSettings = {
      'POST /api/articles/{id}/view': { ThrottlingRateLimit: 1, ThrottlingBurstLimit: 2 },
    };
    await writeFile(join(dir, file), JSON.stringify(template));
    return new Stack(dir, { parameters: { AdminPasswordHash: 'scrypt$x' }, secretValue });
  }

  it("answers 429 past the stage's burst, and lets the rate refill it", async () => {
    // Arrange
    let now = 0;
    const ok: Invoke = () => Promise.resolve({ ok: true, payload: { statusCode: 204 } });
    const gw = new ApiGateway(stack, ok, { now: () => now });
    const call = () =>
      gw.request({
        method: 'GET',
        url: '/api/articles',
        headers: new Map([['host', [gw.domain]]]),
        body: Buffer.alloc(0),
        sourceIp: '127.0.0.1',
      });
    // Act
    const burst = await Promise.all(Array.from({ length: 201 }, call));
    now += 1000;
    const refilled = await Promise.all(Array.from({ length: 101 }, call));
    // Assess: DefaultRouteSettings is 100 a second, 200 at once.
    expect(burst.filter((r) => r.status === 204)).toHaveLength(200);
    expect(burst.at(-1)!.status).toBe(429);
    expect(JSON.parse(burst.at(-1)!.body.toString())).toEqual({ message: 'Too Many Requests' });
    expect(refilled.filter((r) => r.status === 204)).toHaveLength(100);
    expect(gw.counts.get('ANY /api/{proxy+}')).toEqual({ get: 300, other: 0, throttled: 2 });
  });

  it("keeps a route's own RouteSettings apart from the stage default", async () => {
    // Arrange
    const beaconStack = await withBeaconRoute();
    const ok: Invoke = () => Promise.resolve({ ok: true, payload: { statusCode: 204 } });
    const gw = new ApiGateway(beaconStack, ok, { now: () => 0 });
    const call = (method: string, url: string) =>
      gw.request({
        method,
        url,
        headers: new Map([['host', [gw.domain]]]),
        body: Buffer.alloc(0),
        sourceIp: '127.0.0.1',
      });
    // Act
    const views = [];
    for (let i = 0; i < 3; i++) views.push((await call('POST', '/api/articles/7/view')).status);
    const other = await call('GET', '/api/articles');
    // Assess
    expect(views).toEqual([204, 204, 429]);
    expect(other.status).toBe(204);
    expect(gw.counts.get('POST /api/articles/{id}/view')).toEqual({
      get: 0,
      other: 2,
      throttled: 1,
    });
  });
});
