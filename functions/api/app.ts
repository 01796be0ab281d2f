// The Hono app: wires the middlewares, every /api route of product.md §7, uploads and the static site; no logic of its own.
// Each route group is imported on its first request (lazy-routes.ts), so a cold Lambda parses only the one it serves.
import type { Hono, MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import type { ContentService } from '../content/index.ts';
import { requireAdmin } from './auth/middleware.ts';
import { once } from '../lib/once.ts';
import { deferMethods } from './deferred.ts';
import type { AppDeps } from './deps.ts';
import { handleError } from './errors.ts';
import { mountLazy, newApp } from './lazy-routes.ts';
import { refuseForeignHosts, refuseForeignOrigins } from './middleware/foreign-origins.ts';
import { notFound } from './middleware/not-found.ts';
import { legacyRedirects } from './middleware/legacy-redirects.ts';
import { exceptOneClick } from './middleware/one-click.ts';
import { originAllowed } from './middleware/origin-allowed.ts';
import { requireOriginSecret } from './middleware/origin-secret.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { guardSharedCaching } from './middleware/caching.ts';

/**
 * The body limits, loaded with the first request that has a body: without one every limit lets the
 * request through (hono's bodyLimit), and their module reaches the OPML parser.
 */
function limitBodies(): MiddlewareHandler {
  const limits = once(async () => (await import('./middleware/body-limits.ts')).limitBodies());
  return async (c, next) => (c.req.raw.body ? (await limits())(c, next) : next());
}

export function createApp(deps: AppDeps): Hono {
  const app = newApp();
  const admin = requireAdmin(deps);
  const content = deferMethods(
    async () => (await import('../content/index.ts')).createContentService(deps),
    [
      'saveArticle',
      'deleteArticle',
      'restoreRevision',
      'takeDownArticle',
      'restoreArticle',
      'fixImageAlt',
      'saveEvent',
      'deleteEvent',
      'saveTerm',
      'deleteTerm',
    ],
  ) satisfies ContentService;
  const withContent = { ...deps, content };
  app.onError(handleError);
  app.notFound(notFound(deps.site));

  app.use('*', securityHeaders(deps.trustProxy));
  // Outermost on /api, so its word on Cache-Control also covers every refusal below (product.md §11.15).
  app.use('/api/*', guardSharedCaching);
  if (deps.originSecret) app.use('/api/*', requireOriginSecret(deps.originSecret));
  if (deps.ownHosts) app.use('/api/*', refuseForeignHosts(deps.ownHosts));
  const allowedOrigin = originAllowed(deps.allowedOrigins ?? [], deps.trustProxy);
  // The one-click unsubscribe POST comes from mail providers without Origin; its signed token is the check.
  app.use('/api/*', exceptOneClick(csrf({ origin: allowedOrigin })));
  app.use('/api/*', exceptOneClick(refuseForeignOrigins(allowedOrigin)));
  app.use('/api/*', limitBodies());
  // After every check above, so a cached answer never skips one.
  if (deps.responseCache) app.use('/api/*', deps.responseCache.middleware);

  const lazy = (prefix: string, load: () => Promise<Hono>) =>
    mountLazy(app, prefix, load, handleError);
  lazy('/api/auth', async () => (await import('./routes/auth.ts')).authRoutes(deps));
  lazy('/api/articles', async () =>
    (await import('./routes/articles.ts')).articleRoutes(withContent, admin),
  );
  lazy('/api/categories', async () =>
    (await import('./routes/categories.ts')).categoryRoutes(deps),
  );
  lazy('/api/disability-tags', async () => (await import('./routes/tags.ts')).tagRoutes(deps));
  lazy('/api/glossary', async () =>
    (await import('./routes/glossary.ts')).glossaryRoutes(withContent, admin),
  );
  lazy('/api/events', async () =>
    (await import('./routes/events.ts')).eventRoutes(withContent, admin),
  );
  lazy('/api/subscribe', async () => (await import('./routes/subscribe.ts')).subscribeRoutes(deps));
  lazy('/api/newsletter', async () =>
    (await import('./routes/newsletter.ts')).newsletterRoutes(deps, admin),
  );
  lazy('/api/rss', async () => (await import('./routes/rss.ts')).rssRoutes(deps, admin));
  lazy('/api/site', async () =>
    (await import('./routes/site-rebuild.ts')).siteRebuildRoutes(deps, admin),
  );
  lazy('/uploads', async () => (await import('./routes/uploads.ts')).uploadRoutes(deps));
  app.use('*', legacyRedirects());
  if (deps.site) app.get('*', deps.site.serve);
  return app;
}
