// A local response cache for public API GETs: the job CloudFront does in the cloud (s-maxage), but
// dropped by the host on every content-change notice, so that no answer is served stale after a change
// (product.md §11.12). A request never drops it by itself, whatever it answers.
import type { MiddlewareHandler } from 'hono';
import { PUBLIC_CACHE_SECONDS, sharedLifetime } from '../../functions/policy/caching.ts';
import { hasSessionCookie } from '../../functions/api/middleware/caching.ts';

export interface ResponseCacheOptions {
  /** Most entries kept (least recently used go first). */
  maxEntries?: number;
  /** Most body bytes kept, all entries together. */
  maxBytes?: number;
  /** Clock in ms (tests). */
  now?: () => number;
  /**
   * Paths answered alike to every reader but sent as no-store, because a shared cache could not be
   * told of a write (article search); this cache is, so it keeps their 200s for `keepSeconds`.
   * The answer's own Cache-Control is served unchanged.
   */
  alsoKeep?: RegExp[];
  /** Default PUBLIC_CACHE_SECONDS, the s-maxage of the public answers. */
  keepSeconds?: number;
}

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  expires: number;
}

export interface ResponseCache {
  /**
   * Forgets every entry; an answer being computed while this runs is not stored either. The host calls it
   * on each content-change notice (an editor's change to public content, an import, a scheduled publish).
   */
  clear(): void;
  readonly size: number;
  readonly bytes: number;
  /** Answers served from the cache, and stored, since the start (for the bench and tests). */
  readonly stats: { hits: number; stores: number };
  middleware: MiddlewareHandler;
}

const SAFE = new Set(['GET', 'HEAD']);

export function createResponseCache(opts: ResponseCacheOptions = {}): ResponseCache {
  const maxEntries = opts.maxEntries ?? 500;
  const maxBytes = opts.maxBytes ?? 16 * 1024 * 1024;
  const now = opts.now ?? Date.now;
  const alsoKeep = opts.alsoKeep ?? [];
  const keepSeconds = opts.keepSeconds ?? PUBLIC_CACHE_SECONDS;
  /** Map order is the LRU order: a hit moves its entry to the end. */
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** Bumped by every clear: an answer begun under an older generation may predate a write. */
  let generation = 0;
  const stats = { hits: 0, stores: 0 };

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.body.byteLength;
    entries.delete(key);
  };
  const clear = () => {
    generation++;
    entries.clear();
    bytes = 0;
  };
  const store = (key: string, entry: Entry) => {
    if (entry.body.byteLength > maxBytes) return;
    drop(key);
    entries.set(key, entry);
    bytes += entry.body.byteLength;
    stats.stores++;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  };
  const lookup = (key: string): Entry | undefined => {
    const e = entries.get(key);
    if (!e) return undefined;
    drop(key);
    if (e.expires <= now()) return undefined;
    entries.set(key, e); // most recently used
    bytes += e.body.byteLength;
    return e;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    // A write never drops the cache here: what changes public content sends the content-change notice,
    // whose clear() does (the host wires it), and nothing else may, or any anonymous 2xx POST (a logout
    // without a session, a used unsubscribe link, a topics save) would let anyone empty it at will.
    // The view beacon changes counters only: view counts and the popular order lag up to s-maxage, as
    // behind CloudFront.
    if (!SAFE.has(c.req.method)) return next();
    // A signed-in editor (or anyone sending the session cookie) is never answered from, nor stored in, the cache.
    if (hasSessionCookie(c)) return next();
    const url = c.req.url;
    const query = url.indexOf('?');
    const key = query < 0 ? c.req.path : c.req.path + url.slice(query);
    const hit = lookup(key);
    if (hit) {
      stats.hits++;
      const body = c.req.method === 'HEAD' ? null : hit.body;
      return new Response(body as BodyInit | null, { status: hit.status, headers: hit.headers });
    }
    const started = generation;
    await next();
    const res = c.res;
    const lifetime =
      sharedLifetime(res.headers.get('cache-control')) ||
      (alsoKeep.some((path) => path.test(c.req.path)) ? keepSeconds : 0);
    if (c.req.method !== 'GET' || res.status !== 200 || lifetime <= 0) return;
    if (res.headers.has('set-cookie')) return;
    const body = new Uint8Array(await res.clone().arrayBuffer());
    if (generation !== started) return; // a write ran meanwhile: this answer may predate it
    store(key, { status: 200, headers: [...res.headers], body, expires: now() + lifetime * 1000 });
  };

  return {
    clear,
    middleware,
    stats,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
