// The one reading of Cache-Control: what the API's guard, the local cache and the rehearsal's CloudFront agree on.
import { describe, expect, it } from 'vitest';
import {
  keepsSharedCachesOff,
  parseCacheControl,
  PRIVATE_NO_STORE,
  PUBLIC_CACHE,
  sharedLifetime,
} from './caching.ts';

describe('parseCacheControl', () => {
  it('reads directives by name, whatever their case and spacing, and their seconds', () => {
    const cc = parseCacheControl(' Public,MAX-AGE=0 , s-maxage="30", no-cache');
    expect(['public', 'max-age', 's-maxage', 'no-cache', 'private'].map((n) => cc.has(n))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect([cc.seconds('max-age'), cc.seconds('s-maxage'), cc.seconds('no-cache')]).toEqual([
      0,
      30,
      undefined,
    ]);
    expect(parseCacheControl('max-age=soon').seconds('max-age')).toBeUndefined();
    expect(parseCacheControl(null).has('public')).toBe(false);
  });
});

describe('the shared-cache rules', () => {
  it('keep shared caches off private and no-store answers, and keep public ones for s-maxage, else max-age', () => {
    expect([PRIVATE_NO_STORE, 'no-store', PUBLIC_CACHE, null].map(keepsSharedCachesOff)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(sharedLifetime(PUBLIC_CACHE)).toBe(10);
    expect(sharedLifetime('public, max-age=60')).toBe(60);
    expect(sharedLifetime('max-age=60')).toBe(0);
    expect(sharedLifetime('public, no-store, s-maxage=30')).toBe(0);
  });
});
