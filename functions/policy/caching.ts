// The one home of the caching rules (product.md §11.15): the Cache-Control values the API sends, and the one reading of
// a Cache-Control value that the API's guard, the local response cache (scripts/local/public-cache.ts) and the
// rehearsal's CloudFront (scripts/rehearse/edge/policies.ts) all use, so the three agree on what may be kept.

/**
 * How long a shared cache may keep a public answer: a content change reaches readers within about
 * this long. Browsers revalidate at once (max-age=0).
 */
export const PUBLIC_CACHE_SECONDS = 10;
export const PUBLIC_CACHE = `public, max-age=0, s-maxage=${PUBLIC_CACHE_SECONDS}`;
export const NO_STORE = 'no-store';
/** For an answer to a request carrying the session cookie: no cache, shared or not, keeps it. */
export const PRIVATE_NO_STORE = `private, ${NO_STORE}`;

/** A Cache-Control value's directives, by lower-case name. */
export interface CacheDirectives {
  has(name: string): boolean;
  /** A delta-seconds directive's value (`s-maxage=10` is 10), or undefined when absent or not a number. */
  seconds(name: string): number | undefined;
}

export function parseCacheControl(value: string | null | undefined): CacheDirectives {
  const directives = new Map<string, string>();
  for (const part of (value ?? '').split(',')) {
    const [name = '', ...rest] = part.split('=');
    const key = name.trim().toLowerCase();
    if (key)
      directives.set(
        key,
        rest
          .join('=')
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
  }
  return {
    has: (name) => directives.has(name),
    seconds(name) {
      const text = directives.get(name);
      return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
    },
  };
}

/** Whether a Cache-Control value keeps every shared cache off (`private` or `no-store`). */
export function keepsSharedCachesOff(cacheControl: string | null | undefined): boolean {
  const cc = parseCacheControl(cacheControl);
  return cc.has('private') || cc.has(NO_STORE);
}

/** Seconds a shared cache may keep an answer marked `public`: s-maxage, else max-age; 0 for any other. */
export function sharedLifetime(cacheControl: string | null | undefined): number {
  const cc = parseCacheControl(cacheControl);
  if (!cc.has('public') || keepsSharedCachesOff(cacheControl)) return 0;
  return cc.seconds('s-maxage') ?? cc.seconds('max-age') ?? 0;
}
