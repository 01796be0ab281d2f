// CloudFront's cache and origin request policies: the managed ones by id, custom ones from the template, and the
// TTL rule.
import { parseCacheControl } from '../../../functions/policy/caching.ts';
import type { Stack } from '../template.ts';

type Behavior =
  'none' | 'whitelist' | 'allExcept' | 'all' | 'allViewer' | 'allViewerAndWhitelistCloudFront';

/** Which of a kind (headers, cookies, query strings) a policy names. */
export interface Selection {
  behavior: Behavior;
  /** Lower-cased for headers; as written for cookies and query strings. */
  names: string[];
}

export interface CachePolicy {
  minTtl: number;
  defaultTtl: number;
  maxTtl: number;
  headers: Selection;
  cookies: Selection;
  queryStrings: Selection;
}

export interface OriginRequestPolicy {
  headers: Selection;
  cookies: Selection;
  queryStrings: Selection;
  /** CloudFront's own headers (CloudFront-Viewer-Address, ...) the policy adds, lower-cased. */
  cloudFrontHeaders: string[];
}

const NONE: Selection = { behavior: 'none', names: [] };
const ALL_VIEWER: Selection = { behavior: 'allViewer', names: [] };
const ALL: Selection = { behavior: 'all', names: [] };

/**
 * The CloudFront headers AllViewerExceptHostHeader adds (using-managed-origin-request-policies in the
 * CloudFront developer guide): protocol, HTTP and TLS version, device type and viewer location.
 */
const VIEWER_CLOUDFRONT_HEADERS = [
  'cloudfront-forwarded-proto',
  'cloudfront-is-android-viewer',
  'cloudfront-is-desktop-viewer',
  'cloudfront-is-ios-viewer',
  'cloudfront-is-mobile-viewer',
  'cloudfront-is-smarttv-viewer',
  'cloudfront-is-tablet-viewer',
  'cloudfront-viewer-address',
  'cloudfront-viewer-asn',
  'cloudfront-viewer-city',
  'cloudfront-viewer-country',
  'cloudfront-viewer-country-name',
  'cloudfront-viewer-country-region',
  'cloudfront-viewer-country-region-name',
  'cloudfront-viewer-http-version',
  'cloudfront-viewer-latitude',
  'cloudfront-viewer-longitude',
  'cloudfront-viewer-metro-code',
  'cloudfront-viewer-postal-code',
  'cloudfront-viewer-time-zone',
  'cloudfront-viewer-tls',
];

/** Managed cache policies by id. */
export const MANAGED_CACHE_POLICIES: Record<string, CachePolicy> = {
  // CachingOptimized
  '658327ea-f89d-4fab-a63d-7e88639e58f6': {
    minTtl: 1,
    defaultTtl: 86_400,
    maxTtl: 31_536_000,
    headers: NONE,
    cookies: NONE,
    queryStrings: NONE,
  },
  // CachingDisabled
  '4135ea2d-6df8-44a3-9df3-4b5a84be39ad': {
    minTtl: 0,
    defaultTtl: 0,
    maxTtl: 0,
    headers: NONE,
    cookies: NONE,
    queryStrings: NONE,
  },
};

/** Managed origin request policies by id. */
export const MANAGED_ORIGIN_REQUEST_POLICIES: Record<string, OriginRequestPolicy> = {
  // AllViewer: every viewer header (Host too), cookie and query string.
  '216adef6-5c7f-47e4-b989-5492eafa07d3': {
    headers: ALL_VIEWER,
    cookies: ALL,
    queryStrings: ALL,
    cloudFrontHeaders: [],
  },
  // AllViewerExceptHostHeader
  'b689b0a8-53d0-40ab-baf2-68738e2966ac': {
    headers: { behavior: 'allExcept', names: ['host'] },
    cookies: ALL,
    queryStrings: ALL,
    cloudFrontHeaders: VIEWER_CLOUDFRONT_HEADERS,
  },
  // CORS-S3Origin
  '88a5eaf4-2fd4-4709-b370-b4c650ea3fcf': {
    headers: {
      behavior: 'whitelist',
      names: ['origin', 'access-control-request-headers', 'access-control-request-method'],
    },
    cookies: NONE,
    queryStrings: NONE,
    cloudFrontHeaders: [],
  },
};

interface ConfigPart {
  HeaderBehavior?: string;
  CookieBehavior?: string;
  QueryStringBehavior?: string;
  Headers?: string[];
  Cookies?: string[];
  QueryStrings?: string[];
}

function selection(part: ConfigPart | undefined, lower: boolean): Selection {
  const behavior = (part?.HeaderBehavior ??
    part?.CookieBehavior ??
    part?.QueryStringBehavior ??
    'none') as Behavior;
  const names = part?.Headers ?? part?.Cookies ?? part?.QueryStrings ?? [];
  return { behavior, names: lower ? names.map((n) => n.toLowerCase()) : names };
}

export function cachePolicy(stack: Stack, id: string): CachePolicy {
  const managed = MANAGED_CACHE_POLICIES[id];
  if (managed) return managed;
  const [, r] = stack.byRef('AWS::CloudFront::CachePolicy', id);
  const c = (stack.resolve(r.Properties) as { CachePolicyConfig: Record<string, unknown> })
    .CachePolicyConfig as {
    MinTTL: number;
    DefaultTTL: number;
    MaxTTL: number;
    ParametersInCacheKeyAndForwardedToOrigin: {
      HeadersConfig?: ConfigPart;
      CookiesConfig?: ConfigPart;
      QueryStringsConfig?: ConfigPart;
    };
  };
  const p = c.ParametersInCacheKeyAndForwardedToOrigin;
  return {
    minTtl: Number(c.MinTTL),
    defaultTtl: Number(c.DefaultTTL),
    maxTtl: Number(c.MaxTTL),
    headers: selection(p.HeadersConfig, true),
    cookies: selection(p.CookiesConfig, false),
    queryStrings: selection(p.QueryStringsConfig, false),
  };
}

export function originRequestPolicy(stack: Stack, id: string): OriginRequestPolicy {
  const managed = MANAGED_ORIGIN_REQUEST_POLICIES[id];
  if (managed) return managed;
  const [, r] = stack.byRef('AWS::CloudFront::OriginRequestPolicy', id);
  const c = (
    stack.resolve(r.Properties) as {
      OriginRequestPolicyConfig: {
        HeadersConfig?: ConfigPart;
        CookiesConfig?: ConfigPart;
        QueryStringsConfig?: ConfigPart;
      };
    }
  ).OriginRequestPolicyConfig;
  const headers = selection(c.HeadersConfig, true);
  const cloudFront = headers.names.filter((n) => n.startsWith('cloudfront-'));
  return {
    headers:
      headers.behavior === 'allViewerAndWhitelistCloudFront'
        ? { behavior: 'allViewer', names: [] }
        : headers,
    cookies: selection(c.CookiesConfig, false),
    queryStrings: selection(c.QueryStringsConfig, false),
    cloudFrontHeaders:
      headers.behavior === 'allViewerAndWhitelistCloudFront' || headers.behavior === 'whitelist'
        ? cloudFront
        : [],
  };
}

/** Whether a selection takes `name`. */
export function selects(s: Selection, name: string): boolean {
  switch (s.behavior) {
    case 'none':
      return false;
    case 'all':
    case 'allViewer':
      return true;
    case 'whitelist':
      return s.names.includes(name);
    case 'allExcept':
      return !s.names.includes(name);
    default:
      return false;
  }
}

/** Both policies' parts together: what reaches the origin (the cache key's parts always do). */
export function either(a: Selection, b: Selection | undefined): (name: string) => boolean {
  return (name) => selects(a, name) || (!!b && selects(b, name));
}

/**
 * How long CloudFront keeps a response (seconds; 0: not cached). s-maxage, else max-age, else
 * Expires, else DefaultTTL, held between MinTTL and MaxTTL. no-store, no-cache and private keep it
 * for MinTTL only, so not at all when that is 0 (CachePolicyConfig in the CloudFront API reference).
 */
export function ttlOf(policy: CachePolicy, headers: Record<string, string>, now: number): number {
  if (policy.maxTtl === 0) return 0;
  const cc = parseCacheControl(headers['cache-control']);
  if (cc.has('no-store') || cc.has('no-cache') || cc.has('private')) return policy.minTtl;
  let ttl = cc.seconds('s-maxage') ?? cc.seconds('max-age');
  if (ttl === undefined && headers.expires) {
    const at = Date.parse(headers.expires);
    if (!Number.isNaN(at)) ttl = Math.max(0, Math.floor((at - now) / 1000));
  }
  ttl ??= policy.defaultTtl;
  return Math.min(Math.max(ttl, policy.minTtl), policy.maxTtl);
}
