// The Hono app: wires the middlewares, every /api route of spec §7, uploads and the static site; no logic of its own.
import { Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { createContentService } from '../content/index.ts';
import { requireAdmin } from './auth/middleware.ts';
import type { AppDeps } from './deps.ts';
import { handleError } from './errors.ts';
import { limitBodies } from './middleware/body-limits.ts';
import { refuseForeignOrigins } from './middleware/foreign-origins.ts';
import { notFound } from './middleware/not-found.ts';
import { exceptOneClick } from './middleware/one-click.ts';
import { originAllowed } from './middleware/origin-allowed.ts';
import { requireOriginSecret } from './middleware/origin-secret.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { articleRoutes } from './routes/articles.ts';
import { authRoutes } from './routes/auth.ts';
import { categoryRoutes } from './routes/categories.ts';
import { eventRoutes } from './routes/events.ts';
import { glossaryRoutes } from './routes/glossary.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { rssRoutes } from './routes/rss.ts';
import { siteRebuildRoutes } from './routes/site-rebuild.ts';
import { subscribeRoutes } from './routes/subscribe.ts';
import { tagRoutes } from './routes/tags.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { legacyRedirects, staticSite } from './site.ts';

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const admin = requireAdmin(deps);
  const content = createContentService(deps);
  app.onError(handleError);
  app.notFound(notFound(deps.siteDir));

  app.use('*', securityHeaders(deps.trustProxy));
  if (deps.originSecret) app.use('/api/*', requireOriginSecret(deps.originSecret));
  const allowedOrigin = originAllowed(deps.allowedOrigins ?? [], deps.trustProxy);
  // The one-click unsubscribe POST comes from mail providers without Origin; its signed token is the check.
  app.use('/api/*', exceptOneClick(csrf({ origin: allowedOrigin })));
  app.use('/api/*', exceptOneClick(refuseForeignOrigins(allowedOrigin)));
  app.use('/api/*', limitBodies());
  // After every check above, so a cached answer never skips one.
  if (deps.responseCache) app.use('/api/*', deps.responseCache.middleware);

  app.route('/api/auth', authRoutes(deps));
  app.route('/api/articles', articleRoutes({ ...deps, content }, admin));
  app.route('/api/categories', categoryRoutes(deps));
  app.route('/api/disability-tags', tagRoutes(deps));
  app.route('/api/glossary', glossaryRoutes({ ...deps, content }, admin));
  app.route('/api/events', eventRoutes({ ...deps, content }, admin));
  app.route('/api/subscribe', subscribeRoutes(deps));
  app.route('/api/newsletter', newsletterRoutes(deps, admin));
  app.route('/api/rss', rssRoutes(deps, admin));
  app.route('/api/site', siteRebuildRoutes(deps, admin));
  app.route('/uploads', uploadRoutes(deps));
  app.use('*', legacyRedirects());
  if (deps.siteDir) app.get('*', staticSite(deps.siteDir));
  return app;
}
