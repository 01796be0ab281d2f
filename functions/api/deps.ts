// What the API app needs from its host (the local server or the Lambda): store, uploads, auth, feeds, newsletter and hooks.
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../data/index.ts';
import type { FeedService } from '../feeds/service.ts';
import type { Newsletter } from '../newsletter/index.ts';
import type { UploadStore } from '../uploads/store.ts';
import type { ContentDeps } from '../content/types.ts';

export interface AppDeps {
  db: Db;
  uploads: UploadStore;
  auth: { passwordHash: string; sessionSecret: string };
  feeds: FeedService;
  /** Fire-and-forget import (local: feeds.importAll; Lambda: async invoke). */
  startImport: () => void;
  /** Subscriptions, links and digests (functions/newsletter). */
  newsletter: Newsletter;
  /**
   * Fire-and-forget send of a digest that newsletter.startDigest created (local: in-process
   * background run; Lambda: async invoke of the newsletter Lambda with {digestId}).
   */
  sendDigest: (id: string) => void;
  /** Rebuild hook: called after every content change (by the content service, functions/content). */
  onContentChanged: ContentDeps['onContentChanged'];
  /**
   * The built static site, given by the local host (scripts/local/static-site.ts); unset serves no site, as in the
   * Lambda. `serve` answers the paths the current build has; `notFoundPage` is its own 404 page, or null.
   */
  site?: { serve: MiddlewareHandler; notFoundPage: (c: Context) => Promise<Response | null> };
  /** Origins allowed to send writes besides the request's own (e.g. the CloudFront site in front of API Gateway). */
  allowedOrigins?: string[];
  /**
   * Local: the only hosts writes are accepted for (middleware/origin-allowed.ts localHosts); unset,
   * the Host is not checked (the cloud, where CloudFront decides which names reach the API).
   */
  ownHosts?: string[];
  /** Trust X-Forwarded-For (login throttle) and X-Forwarded-Host (origin check): only behind a proxy that sets them. */
  trustProxy?: boolean;
  /**
   * Cloud: the secret CloudFront sends as x-origin-verify; when set, /api requests without it are
   * refused, so API Gateway answers only through CloudFront (whose viewer-address header the login
   * throttle trusts).
   */
  originSecret?: string;
  /** Local only: the public GET response cache (scripts/local/public-cache.ts); CloudFront does this job in the cloud. */
  responseCache?: { middleware: MiddlewareHandler };
}

/** What the routes behind the admin session check need (session.ts's SessionDeps plus the client key). */
export type SessionRouteDeps = Pick<AppDeps, 'db' | 'auth' | 'trustProxy'>;
