// The distribution on loopback, from the synthesized template: the viewer function, headers, the API origin.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEADER_CSP, SESSION_COOKIE, UPLOADS_CSP } from '../../../functions/policy/security.ts';
import { MANIFEST_KEY } from '../../../functions/publish/manifest.ts';
import type { TestDb } from '../../../tests/support/data.ts';
import {
  apiLambda,
  httpSend,
  loopbackCdn,
  PAGES,
  rehearsalStack,
  synthesized,
  type LoopbackCdn,
} from '../../../tests/support/rehearse-edge.ts';
import type { Invoke } from '../types.ts';
import { ApiGateway } from './api-gateway.ts';

let store: TestDb;
let gateway: ApiGateway;
let edge: LoopbackCdn;
let origin: LoopbackCdn['origin'];
const events: {
  headers: Record<string, string>;
  requestContext: { http: { sourceIp: string } };
}[] = [];

beforeAll(async () => {
  const stack = await rehearsalStack(await synthesized());
  const lambda = await apiLambda(stack);
  store = lambda.store;
  const recording: Invoke = (name, event) => {
    events.push(event as (typeof events)[number]);
    return lambda.invoke(name, event);
  };
  gateway = new ApiGateway(stack, recording);
  await gateway.start();
  edge = await loopbackCdn(stack, {
    customOrigins: { [gateway.domain]: gateway.url },
    now: () => Date.parse('2025-03-12T12:00:00Z'),
  });
  origin = edge.origin;
}, 150_000);

afterAll(async () => {
  await edge?.close();
  await gateway?.close();
  await store?.close();
  vi.unstubAllEnvs();
});

const bucketOf = (behavior: string) => edge.bucketOf(behavior);
const get = (path: string, init: Parameters<typeof httpSend>[1] = {}) =>
  httpSend(`${edge.cdn.url}${path}`, init);

describe('the viewer-request function', () => {
  it('serves /article/12 and /article/12/ from article/12/index.html', async () => {
    // Arrange
    origin.reads.length = 0;
    // Act
    const bare = await get('/article/12');
    const slash = await get('/article/12/');
    // Assess
    expect(bare.status).toBe(200);
    expect(bare.text()).toBe(PAGES['article/12/index.html']);
    expect(slash.text()).toBe(PAGES['article/12/index.html']);
    expect(origin.reads.every((r) => r.endsWith('/article/12/index.html'))).toBe(true);
  });

  it('serves / from index.html', async () => {
    // Act
    const home = await get('/');
    // Assess
    expect(home.status).toBe(200);
    expect(home.text()).toBe(PAGES['index.html']);
  });

  it("refuses the publisher's manifest without asking the bucket", async () => {
    // Arrange
    origin.reads.length = 0;
    // Act
    const res = await get(`/${MANIFEST_KEY}`);
    // Assess
    expect(res.status).toBe(404);
    expect(res.text()).not.toContain('files');
    expect(res.headers['x-cache']).toBe('FunctionGeneratedResponse from cloudfront');
    expect(origin.reads).toEqual([]);
  });
});

describe('response headers policies', () => {
  it("puts the site's security headers on a page", async () => {
    // Act
    const res = await get('/');
    // Assess
    expect(res.headers['content-security-policy']).toBe(HEADER_CSP);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['x-xss-protection']).toBe('1; mode=block');
    expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  });

  it('sandboxes an upload, read from the uploads bucket under its own key', async () => {
    // Arrange
    origin.reads.length = 0;
    // Act
    const res = await get('/uploads/pic.png');
    // Assess
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-security-policy']).toBe(UPLOADS_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(origin.reads).toEqual([`${bucketOf('/uploads/*')}/uploads/pic.png`]);
  });
});

describe('the API origin', () => {
  it('reaches the API with x-origin-verify, the viewer address and the API as Host', async () => {
    // Arrange
    events.length = 0;
    // Act: a viewer's own forged values are replaced.
    const res = await get('/api/articles?limit=3', {
      headers: {
        cookie: 'session=abc',
        'x-origin-verify': 'forged',
        'cloudfront-viewer-address': '198.51.100.1:1',
      },
    });
    // Assess: the real app refuses /api requests without the right secret.
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text())).toEqual([]);
    const e = events[0]!;
    expect(e.headers.host).toBe(gateway.domain);
    expect(e.headers['x-origin-verify']).not.toBe('forged');
    expect(e.headers['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(e.headers['cloudfront-viewer-address']).not.toBe('198.51.100.1:1');
    expect(e.headers['cloudfront-forwarded-proto']).toBe('https');
    expect((e as unknown as { cookies: string[] }).cookies).toEqual(['session=abc']);
    expect((e as unknown as { rawQueryString: string }).rawQueryString).toBe('limit=3');
  });

  it('shares a public API answer for its s-maxage, never one asked with a session cookie', async () => {
    // Arrange
    const count = () => gateway.counts.get('ANY /api/{proxy+}')?.get ?? 0;
    const before = count();
    // Act
    const first = await get('/api/categories');
    const second = await get('/api/categories');
    const signedIn = await get('/api/categories', {
      headers: { cookie: `${SESSION_COOKIE}=not-a-session` },
    });
    const signedInAgain = await get('/api/categories', {
      headers: { cookie: `${SESSION_COOKIE}=not-a-session` },
    });
    // Assess
    expect(first.headers['x-cache']).toBe('Miss from cloudfront');
    expect(second.headers['x-cache']).toBe('Hit from cloudfront');
    expect(signedIn.headers['x-cache']).toBe('Miss from cloudfront');
    expect(signedInAgain.headers['x-cache']).toBe('Miss from cloudfront');
    expect(count() - before).toBe(3);
  });

  it("turns the API's own 403 into the 404 page too: CustomErrorResponses cover every behavior", async () => {
    // Act: a cross-site write, which the API refuses with a JSON 403.
    const res = await get('/api/auth/login', {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      body: '{}',
    });
    // Assess
    expect(res.status).toBe(404);
    expect(res.text()).toBe(PAGES['404.html']);
  });
});
