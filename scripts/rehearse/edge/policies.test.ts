// CloudFront's TTL rule and response headers policies, on small policies of their own.
import { describe, expect, it } from 'vitest';
import { MANAGED_CACHE_POLICIES, ttlOf, type CachePolicy } from './policies.ts';
import { applyResponseHeaders } from './response-headers.ts';

const OPTIMIZED = MANAGED_CACHE_POLICIES['658327ea-f89d-4fab-a63d-7e88639e58f6']!;
const DISABLED = MANAGED_CACHE_POLICIES['4135ea2d-6df8-44a3-9df3-4b5a84be39ad']!;
const API_LIKE: CachePolicy = { ...OPTIMIZED, minTtl: 0, defaultTtl: 0, maxTtl: 60 };

describe('ttlOf', () => {
  it('takes s-maxage over max-age, held between MinTTL and MaxTTL', () => {
    // Assess
    expect(ttlOf(OPTIMIZED, { 'cache-control': 'max-age=600, s-maxage=30' }, 0)).toBe(30);
    expect(ttlOf(OPTIMIZED, { 'cache-control': 'public,max-age=0,must-revalidate' }, 0)).toBe(1);
    expect(ttlOf(API_LIKE, { 'cache-control': 'max-age=3600' }, 0)).toBe(60);
    expect(ttlOf(OPTIMIZED, {}, 0)).toBe(86_400);
    expect(ttlOf(DISABLED, { 'cache-control': 'max-age=3600' }, 0)).toBe(0);
  });

  it('keeps no-store, no-cache and private answers for MinTTL only', () => {
    // Assess
    expect(ttlOf(API_LIKE, { 'cache-control': 'no-store' }, 0)).toBe(0);
    expect(ttlOf(API_LIKE, { 'cache-control': 'private, max-age=30' }, 0)).toBe(0);
    expect(ttlOf(API_LIKE, { 'cache-control': 'no-cache' }, 0)).toBe(0);
    expect(ttlOf(OPTIMIZED, { 'cache-control': 'no-store' }, 0)).toBe(1);
    expect(ttlOf(API_LIKE, { 'cache-control': 'public, max-age=30' }, 0)).toBe(30);
  });

  it('reads Expires when Cache-Control gives no age', () => {
    // Assess
    expect(ttlOf(API_LIKE, { expires: new Date(45_000).toUTCString() }, 0)).toBe(45);
  });
});

describe('applyResponseHeaders', () => {
  it('replaces an origin header only where the policy overrides', () => {
    // Arrange
    const headers: Record<string, string> = {
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      server: 'S3',
    };
    // Act
    applyResponseHeaders(
      {
        set: [
          { name: 'x-frame-options', value: 'DENY', override: true },
          { name: 'referrer-policy', value: 'origin', override: false },
          { name: 'x-content-type-options', value: 'nosniff', override: false },
        ],
        remove: ['server'],
      },
      headers,
    );
    // Assess
    expect(headers).toEqual({
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
  });
});
