// The distribution on loopback, from the synthesized template: the viewer function, headers, origins, errors, the cache.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEADER_CSP, UPLOADS_CSP } from '../../../functions/api/middleware/security-policy.ts';
import { CACHE_CONTROL } from '../../../functions/publish/plan.ts';
import { SESSION_COOKIE } from '../../../functions/api/middleware/security-policy.ts';
import { MANIFEST_KEY } from '../../../functions/publish/manifest.ts';
import type { TestDb } from '../../../tests/support/data.ts';
import {
  apiLambda,
  folderOrigin,
  httpSend,
  rehearsalStack,
  synthesized,
} from '../../../tests/support/rehearse-edge.ts';
import type { Invoke, S3OriginGet } from '../types.ts';
import { ApiGateway } from './api-gateway.ts';
import { CloudFront } from './cloudfront.ts';

let root: string;
let store: TestDb;
let gateway: ApiGateway;
let cdn: CloudFront;
let origin: ReturnType<typeof folderOrigin>;
let now = Date.parse('2025-03-12T12:00:00Z');
/** A pause in the S3 origin's answer, to let requests pile up behind one fetch. */
let s3Delay: Promise<void> | undefined;
const events: {
  headers: Record<string, string>;
  requestContext: { http: { sourceIp: string } };
}[] = [];

const PAGES = {
  'index.html': '<h1>Home</h1>',
  'article/12/index.html': '<h1>Article 12</h1>',
  '404.html': '<h1>Not found</h1>',
  'fresh/index.html': '<h1>Fresh</h1>',
  [MANIFEST_KEY]: '{"files":{}}',
  '_astro/app.1234.js': 'console.log(1)',
};

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
  root = await mkdtemp(join(tmpdir(), 'rehearsal-s3-'));
  origin = folderOrigin(root, {
    'article/12/index.html': CACHE_CONTROL.revalidate,
    '_astro/app.1234.js': CACHE_CONTROL.immutable,
    'fresh/index.html': 'no-store',
  });
  const s3Get: S3OriginGet = async (bucket, key) => {
    await s3Delay;
    return origin.get(bucket, key);
  };
  cdn = new CloudFront(stack, {
    s3Get,
    customOrigins: { [gateway.domain]: gateway.url },
    now: () => now,
  });
  await cdn.start();
  const put = async (bucket: string, key: string, body: string | Buffer) => {
    await mkdir(dirname(join(root, bucket, key)), { recursive: true });
    await writeFile(join(root, bucket, key), body);
  };
  for (const [key, body] of Object.entries(PAGES)) await put(bucketOf('default'), key, body);
  await put(bucketOf('/uploads/*'), 'uploads/pic.png', Buffer.from([137, 80, 78, 71]));
}, 150_000);

afterAll(async () => {
  await cdn?.close();
  await gateway?.close();
  await store?.close();
  if (root) await rm(root, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

/** The bucket behind a behavior, as the template names it. */
function bucketOf(behavior: string): string {
  const o = cdn.behaviors.find((b) => b.name === behavior)!.origin;
  if (o.kind !== 's3') throw new Error(`${behavior} is not an S3 behavior`);
  return o.bucket;
}

const get = (path: string, init: Parameters<typeof httpSend>[1] = {}) =>
  httpSend(`${cdn.url}${path}`, init);

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

describe('errors and the cache', () => {
  it('answers a missing object with the 404 page and status 404, kept for ErrorCachingMinTTL', async () => {
    // Arrange
    origin.reads.length = 0;
    // Act
    const first = await get('/no/such/page');
    const again = await get('/no/such/page');
    now += 61_000;
    const later = await get('/no/such/page');
    // Assess
    expect(first.status).toBe(404);
    expect(first.text()).toBe(PAGES['404.html']);
    expect(first.headers['content-type']).toBe('text/html');
    expect(first.headers['content-security-policy']).toBe(HEADER_CSP);
    expect(again.status).toBe(404);
    expect(later.status).toBe(404);
    expect(origin.reads.filter((r) => r.endsWith('/no/such/page/index.html'))).toHaveLength(2);
  });

  it('serves a cacheable object from the cache the second time, with its Age', async () => {
    // Arrange
    origin.reads.length = 0;
    // Act
    const first = await get('/_astro/app.1234.js');
    now += 5_000;
    const second = await get('/_astro/app.1234.js');
    // Assess
    expect(first.headers['x-cache']).toBe('Miss from cloudfront');
    expect(second.headers['x-cache']).toBe('Hit from cloudfront');
    expect(second.headers.age).toBe('5');
    expect(second.text()).toBe(PAGES['_astro/app.1234.js']);
    expect(origin.reads).toHaveLength(1);
  });

  it('keeps a no-store page only for CachingOptimized’s MinTTL of 1 s', async () => {
    // Act
    const first = await get('/fresh');
    const soon = await get('/fresh');
    now += 1_000;
    const after = await get('/fresh');
    // Assess
    expect(first.headers['x-cache']).toBe('Miss from cloudfront');
    expect(soon.headers['x-cache']).toBe('Hit from cloudfront');
    expect(after.headers['x-cache']).toBe('Miss from cloudfront');
  });

  it('drops a cached object on invalidation, by exact path and by wildcard', async () => {
    // Arrange
    await get('/_astro/app.1234.js');
    await get('/');
    // Act
    const exact = cdn.invalidate(['/index.html']);
    const home = await get('/');
    const wildcard = cdn.invalidate(['/_astro/*']);
    const asset = await get('/_astro/app.1234.js');
    // Assess
    expect(exact).toBe(1);
    expect(home.headers['x-cache']).toBe('Miss from cloudfront');
    expect(wildcard).toBe(1);
    expect(asset.headers['x-cache']).toBe('Miss from cloudfront');
  });

  it('collapses simultaneous misses for one key into one origin request', async () => {
    // Arrange
    cdn.invalidate(['/*']);
    origin.reads.length = 0;
    let release = () => {};
    s3Delay = new Promise((resolve) => (release = resolve));
    const before = cdn.counters.originFetches.get('default') ?? 0;
    // Act
    const pending = Array.from({ length: 5 }, () => get('/article/12'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const answers = await Promise.all(pending);
    s3Delay = undefined;
    // Assess
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(origin.reads).toHaveLength(1);
    expect(cdn.counters.originFetches.get('default')! - before).toBe(1);
  });

  it('refuses a method the behavior does not allow', async () => {
    // Act
    const res = await get('/article/12', { method: 'POST', body: 'x' });
    // Assess
    expect(res.status).toBe(403);
  });
});
