// The distribution on loopback, from the synthesized template: the 404 page, the cache, invalidations, collapsed misses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CSP } from '../../../functions/policy/security.ts';
import {
  httpSend,
  loopbackCdn,
  PAGES,
  rehearsalStack,
  synthesized,
  type LoopbackCdn,
} from '../../../tests/support/rehearse-edge.ts';
import type { CloudFront } from './cloudfront.ts';

let edge: LoopbackCdn;
let cdn: CloudFront;
let origin: LoopbackCdn['origin'];
let now = Date.parse('2025-03-12T12:00:00Z');
/** A pause in the S3 origin's answer, to let requests pile up behind one fetch. */
let s3Delay: Promise<void> | undefined;

beforeAll(async () => {
  const stack = await rehearsalStack(await synthesized());
  edge = await loopbackCdn(stack, { now: () => now, hold: () => s3Delay });
  ({ cdn, origin } = edge);
}, 150_000);

afterAll(() => edge?.close());

const get = (path: string, init: Parameters<typeof httpSend>[1] = {}) =>
  httpSend(`${cdn.url}${path}`, init);

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
