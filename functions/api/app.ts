// The Hono app: every /api call of spec §7, auth (DESIGN departure 1), uploads, the static site and our error shape.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { secureHeaders } from 'hono/secure-headers';
import type { Db } from '../data/db.ts';
import type { FeedService } from '../feeds/service.ts';
import { requireAdmin } from './auth/middleware.ts';
import { ApiError, handleError } from './errors.ts';
import { MAX_BODY_BYTES } from './multipart.ts';
import { articleRoutes } from './routes/articles.ts';
import { authRoutes } from './routes/auth.ts';
import { categoryRoutes } from './routes/categories.ts';
import { eventRoutes } from './routes/events.ts';
import { glossaryRoutes } from './routes/glossary.ts';
import { rssRoutes } from './routes/rss.ts';
import { subscribeRoutes } from './routes/subscribe.ts';
import { tagRoutes } from './routes/tags.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { legacyRedirects, siteNotFound, staticSite } from './site.ts';
import type { UploadStore } from './uploads/store.ts';

export interface AppDeps {
  db: Db;
  uploads: UploadStore;
  auth: { passwordHash: string; sessionSecret: string };
  feeds: FeedService;
  /** Fire-and-forget import (local: feeds.importAll; Lambda: async invoke). */
  startImport: () => void;
  /** Rebuild hook: called after every content change. */
  onContentChanged: (reason: string) => void;
  /** The current static build (local); unset or null serves no site. */
  siteDir?: () => string | null;
  /** Origins allowed to send writes besides the request's own (e.g. the CloudFront site in front of API Gateway). */
  allowedOrigins?: string[];
  /** Trust X-Forwarded-For for the login throttle (only behind a proxy that sets it). */
  trustProxy?: boolean;
  /**
   * Cloud: the secret CloudFront sends as x-origin-verify; when set, /api requests without it are
   * refused, so API Gateway answers only through CloudFront (whose viewer-address header the login
   * throttle trusts).
   */
  originSecret?: string;
}

/** JSON writes are small; only article and event bodies carry an image. */
const JSON_BODY_BYTES = 256 * 1024;

/** Past this many bytes an oversized body is not read to its end: the connection is dropped instead. */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/** Reads and discards what is left of a refused body, so the client receives our 413 instead of a reset connection. */
async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > MAX_DRAIN_BYTES) return void (await reader.cancel());
    }
  } catch {
    // The client went away: nothing left to answer.
  }
}

/** The 413 text names the limit the request broke: the small JSON one, or the image routes' larger one. */
const JSON_TOO_LARGE = 'Payload too large (at most 256 KB)';
const IMAGE_BODY_TOO_LARGE = 'Payload too large (images at most 5 MB)';

/** bodyLimit's onError: drain what is left, then refuse with `message`. */
function refuseBody(message: string) {
  return async (c: Context): Promise<never> => {
    await drain(c.req.raw.body);
    throw new ApiError(413, message);
  };
}

function limitBodies(): MiddlewareHandler {
  const large = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: refuseBody(IMAGE_BODY_TOO_LARGE) });
  const small = bodyLimit({ maxSize: JSON_BODY_BYTES, onError: refuseBody(JSON_TOO_LARGE) });
  return (c, next) =>
    /^\/api\/(articles|events)(\/\d+)?$/.test(c.req.path) ? large(c, next) : small(c, next);
}

/** Same origin as the request (Host or the proxy's X-Forwarded-Host), or one configured. */
function originAllowed(allowed: string[]) {
  return (origin: string, c: Context): boolean => {
    if (allowed.includes(origin)) return true;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false;
    }
    return host === new URL(c.req.url).host || host === c.req.header('x-forwarded-host');
  };
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Defence in depth beside Hono's csrf, which only looks at form and text bodies: a write whose
 * Origin is not allowed (another site, or 'null') is refused whatever its content type, so a
 * foreign page cannot drive JSON writes or the public view beacon. A write without Origin and with
 * a non-form body (curl and other non-browser clients) still passes, as does one the browser
 * itself marks same-origin (Sec-Fetch-Site), exactly as csrf accepts it.
 */
function refuseForeignOrigins(allowed: (origin: string, c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (
      UNSAFE_METHODS.has(c.req.method) &&
      origin !== undefined &&
      c.req.header('sec-fetch-site') !== 'same-origin' &&
      !allowed(origin, c)
    )
      throw new ApiError(403, 'Forbidden: cross-site request refused');
    await next();
  };
}

/** The header CloudFront adds to every request it forwards to the API (infra/constructs/site.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** Refuses /api requests that did not come through CloudFront (compared in constant time). */
function requireOriginSecret(secret: string): MiddlewareHandler {
  const expected = createHash('sha256').update(secret).digest();
  return async (c, next) => {
    const given = createHash('sha256')
      .update(c.req.header(ORIGIN_VERIFY_HEADER) ?? '')
      .digest();
    if (!timingSafeEqual(given, expected))
      throw new ApiError(403, 'Forbidden: requests must come through the site');
    await next();
  };
}

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const admin = requireAdmin(deps);

  app.onError(handleError);
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json({ error: 'Not found' }, 404)
      : siteNotFound(c, deps.siteDir),
  );

  app.use('*', secureHeaders());
  if (deps.originSecret) app.use('/api/*', requireOriginSecret(deps.originSecret));
  const allowedOrigin = originAllowed(deps.allowedOrigins ?? []);
  app.use('/api/*', csrf({ origin: allowedOrigin }));
  app.use('/api/*', refuseForeignOrigins(allowedOrigin));
  app.use('/api/*', limitBodies());

  app.route('/api/auth', authRoutes(deps));
  app.route('/api/articles', articleRoutes(deps, admin));
  app.route('/api/categories', categoryRoutes(deps));
  app.route('/api/disability-tags', tagRoutes(deps));
  app.route('/api/glossary', glossaryRoutes(deps, admin));
  app.route('/api/events', eventRoutes(deps, admin));
  app.route('/api/subscribe', subscribeRoutes(deps));
  app.route('/api/rss', rssRoutes(deps, admin));
  app.route('/uploads', uploadRoutes(deps));

  app.use('*', legacyRedirects());
  if (deps.siteDir) app.get('*', staticSite(deps.siteDir));
  return app;
}
