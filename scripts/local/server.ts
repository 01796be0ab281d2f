// The local runtime: dynalite, demo seed, the Hono app with uploads and the built site, the rebuild hook, the import timer, the publish timer, the expiry sweeper and the newsletter.
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from '../../functions/api/app.ts';
import { localHosts } from '../../functions/api/middleware/origin-allowed.ts';
import { createResponseCache } from './public-cache.ts';
import { createFeedService } from '../../functions/feeds/importer.ts';
import { createFolderUploadStore } from '../../functions/uploads/folder.ts';
import { loadConfig, siteUrl } from '../../functions/config.ts';
import type { Db } from '../../functions/data/index.ts';
import type { Newsletter } from '../../functions/newsletter/index.ts';
import type { RebuildStatus } from './rebuild-scheduler.ts';
import type { ChangeScope } from '../../functions/content/types.ts';
import { readBuildSeconds, withBuildingPage } from './building-page.ts';
import { withCompression } from './compression.ts';
import { startExpirySweeper } from './expiry-sweeper.ts';
import { startImportTimer } from './import-timer.ts';
import { startPublishTimer } from './publish-timer.ts';
import { startLocalNewsletter, type MailDestination } from './newsletter.ts';
import { createLocalRebuild, type LocalRebuild } from './rebuild.ts';
import { adminLoginMessage, loadAdminSecrets } from './secrets.ts';
import { createSiteBuilder } from './site-build.ts';
import { localSite } from './static-site.ts';
import { openLocalStore, seedMessage, upgradeStore } from './store.ts';

export interface LocalOptions {
  dataDir: string;
  /** 0 picks a random free port. */
  port: number;
  seed?: boolean;
  build?: boolean;
  feedIntervalMinutes?: number;
  adminPassword?: string;
  allowLoopbackFeeds?: boolean;
  quiet?: boolean;
  /** Mail server for the newsletter (default SMTP_URL); without one, mail is written to DATA_DIR/outbox. */
  smtpUrl?: string;
  /** Default MAIL_FROM. */
  mailFrom?: string;
  /** Days between digests (default NEWSLETTER_INTERVAL_DAYS); 0 turns the schedule off (tests). */
  newsletterIntervalDays?: number;
  /** Default NEWSLETTER_RATE_PER_SECOND. */
  newsletterRatePerSecond?: number;
  /** false: no public GET response cache (the load bench's `--no-cache`, to measure the store alone). */
  responseCache?: boolean;
  /** Seconds between checks for scheduled articles that are due (default PUBLISH_CHECK_SECONDS); 0: off. */
  publishCheckSeconds?: number;
}

export interface LocalServer {
  url: string;
  port: number;
  dynamoEndpoint: string;
  db: Db;
  /** The password in clear when it came from the options or was generated on this start. */
  adminPassword?: string;
  /** Lines to print about the admin login (start.ts prints them). */
  adminLogin: string[];
  newsletter: Newsletter;
  /** Where newsletter mail goes: the SMTP server's host:port, or the outbox folder. */
  mail: MailDestination;
  /** Resolves when no digest send of this process is running. */
  newsletterIdle(): Promise<void>;
  /** The response cache's answers served and stored since the start (bench:flush). */
  responseCacheStats: { readonly hits: number; readonly stores: number };
  /** Milliseconds the demo seed took on this start (0 when the store already held content). */
  seedMs: number;
  /** True once a built site is served at `/` (until then page paths answer the building page). */
  siteBuilt(): boolean;
  /** Resolves when the first build of this start ends (at once if a build was already there). */
  whenSiteBuilt(): Promise<void>;
  rebuild: {
    markStale(reason: string, scope?: ChangeScope): void;
    lastBuild: LocalRebuild['lastBuild'];
    /** Resolves once the warm build worker has built once (partial builds then skip the cold start). */
    whenWarm(): Promise<void>;
    whenIdle(): Promise<void>;
    readonly builds: number;
    /** Last success/failure, error message and whether a build is pending (failed builds are retried with back-off). */
    status(): RebuildStatus;
  };
  close(): Promise<void>;
}

const PROJECT_DIR = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export async function startLocal(opts: LocalOptions): Promise<LocalServer> {
  const config = loadConfig();
  const dataDir = resolve(opts.dataDir);
  const log = opts.quiet ? () => undefined : (line: string) => console.log(line);
  await mkdir(dataDir, { recursive: true });

  const store = await openLocalStore({ dataDir, config, seed: opts.seed });
  const db = store.db;
  const cleanups: Array<() => Promise<void> | void> = [() => store.close()];
  let closing: Promise<void> | undefined;
  const closeAll = () =>
    (closing ??= (async () => {
      for (const fn of [...cleanups].reverse()) await fn();
    })());

  try {
    const seeded = store.seed.seeded;
    const seedLine = seedMessage(store);
    if (seedLine) log(seedLine);

    const secrets = await loadAdminSecrets(dataDir, {
      password: opts.adminPassword ?? config.ADMIN_PASSWORD,
      sessionSecret: config.SESSION_SECRET,
    });
    const siteRoot = join(dataDir, 'site');
    // SITE_URL names the port actually served, known only once the server listens (PORT=0 works too).
    const served = { url: siteUrl(config) };
    const built = signal();
    const builder =
      opts.build === false
        ? null
        : await createSiteBuilder({
            siteRoot,
            projectDir: PROJECT_DIR,
            env: () => ({
              DYNAMODB_ENDPOINT: store.endpoint,
              TABLE_NAME: config.TABLE_NAME,
              SITE_URL: served.url,
              AWS_REGION: config.AWS_REGION,
            }),
          });
    if (!builder || builder.current()) built.fire();
    const rebuild = createLocalRebuild(siteRoot, builder, db, log, built.fire);
    // Cleanups run last-first: a running build ends before its warm worker does.
    if (builder) cleanups.push(() => builder.close());
    cleanups.push(() => rebuild.stop());
    // Public API answers and article search are kept until the next change notice (content writes,
    // imports, scheduled publishing): no request drops them by itself (public-cache.ts).
    const responseCache = createResponseCache({ alsoKeep: [/^\/api\/articles\/search$/] });
    const markStale = (reason: string, scope?: ChangeScope) => {
      responseCache.clear();
      rebuild.markStale(reason, scope?.articleIds);
    };

    const feeds = createFeedService({
      db,
      allowLoopback: opts.allowLoopbackFeeds ?? config.FEEDS_ALLOW_LOOPBACK,
      onArticlesAdded: (n, ids) => markStale(`import added ${n}`, ids && { articleIds: ids }),
    });
    cleanups.push(() => feeds.close());
    let importing: Promise<unknown> | null = null;
    // Cleanups run last-first: the timer stops, then the server, then a running import (timed or
    // started by an admin) is awaited before the feed service and the store close under it.
    cleanups.push(async () => {
      await importing;
    });
    /** Starts an import unless one runs; answers the import in progress, so the timer skips ticks until it ends. */
    const runImport = (): Promise<unknown> | undefined => {
      if (importing || feeds.isRunning()) return importing ?? undefined; // never two imports at once
      importing = feeds
        .importAll()
        .then((stats) => log(`Feed import: ${JSON.stringify(stats)}`))
        .catch((err: unknown) => console.error('Feed import failed:', err))
        .finally(() => (importing = null));
      return importing;
    };

    // Registered before the server's cleanup, so it runs after the server stops taking requests:
    // a running digest send ends (the schedule stopped first) before the mailer and the store close.
    let closeMail: () => Promise<void> = () => Promise.resolve();
    cleanups.push(() => closeMail());
    // The app is made once the port is known: the newsletter's links name the URL actually served.
    let fetchApp: Parameters<typeof serve>[0]['fetch'] = () =>
      new Response('Starting', { status: 503 });
    const server = serve({
      fetch: (req, env) => fetchApp(req, env),
      port: opts.port,
      hostname: '127.0.0.1',
    });
    await new Promise<void>((ok, fail) => {
      server.once('listening', ok);
      server.once('error', fail);
    });
    cleanups.push(
      () =>
        new Promise<void>((ok) => {
          server.close(() => ok());
          if ('closeAllConnections' in server) server.closeAllConnections();
        }),
    );
    const port = (server.address() as AddressInfo).port;
    served.url = siteUrl(config, port);

    const mail = startLocalNewsletter({
      db,
      dataDir,
      secret: secrets.sessionSecret,
      siteUrl: served.url,
      smtpUrl: opts.smtpUrl ?? config.SMTP_URL,
      mailFrom: opts.mailFrom ?? config.MAIL_FROM,
      intervalDays: opts.newsletterIntervalDays ?? config.NEWSLETTER_INTERVAL_DAYS,
      ratePerSecond: opts.newsletterRatePerSecond ?? config.NEWSLETTER_RATE_PER_SECOND,
      log,
    });
    closeMail = () => mail.close();
    const { newsletter, runner: digests } = mail;

    const app = createApp({
      db,
      uploads: createFolderUploadStore(join(dataDir, 'uploads')),
      auth: { passwordHash: secrets.passwordHash, sessionSecret: secrets.sessionSecret },
      feeds,
      // fire-and-forget: the import runs in the background; runImport logs its errors
      startImport: () => void runImport(),
      onContentChanged: markStale,
      newsletter,
      sendDigest: (id) => digests.sendDigest(id),
      site: localSite(() => builder?.current() ?? null),
      ownHosts: localHosts(port, config.SITE_URL),
      ...(opts.responseCache === false ? {} : { responseCache }),
    });
    fetchApp = withCompression(
      withBuildingPage(
        app.fetch,
        () => !builder || builder.current() !== null,
        readBuildSeconds(siteRoot),
      ),
    );

    const minutes = opts.feedIntervalMinutes ?? config.FEED_INTERVAL_MINUTES;
    if (minutes > 0) {
      const timer = startImportTimer(minutes, runImport);
      cleanups.push(() => timer.stop());
    }
    // Scheduled articles go live through the same change notice as a save (product.md §10.12).
    const publisher = startPublishTimer(
      { db, onContentChanged: markStale },
      { seconds: opts.publishCheckSeconds, log },
    );
    cleanups.push(() => publisher.stop());
    // dynalite has no TTL: expired sessions, client windows and pending sign-ups go this way (table.ts).
    const sweeper = startExpirySweeper(db, { log });
    cleanups.push(() => sweeper.stop());

    await upgradeStore(db, log);

    // A digest cut off by the last stop goes on; one process owns the local store, so its lock is stale.
    digests.resumeUnfinished();

    // Why the site builds now: new demo content, a site other code built, no site, or a change left unbuilt.
    const reason =
      (seeded && 'seeded') ||
      ((await builder?.outdated()) && 'code changed') ||
      ((await rebuild.needsBuild()) && 'unbuilt changes');
    // Unbuilt changes alone: the listing pages, plus what the store's records name (rebuild.ts).
    const scope = reason === 'unbuilt changes' ? { articleIds: [] } : undefined;
    if (builder && reason) markStale(reason, scope);
    // Once a site is served and no build runs, the warm build worker is readied, so the first change is not a
    // cold build. Asked after the start's own build is marked, so it waits for that build too.
    const warmed = built.promise.then(() => rebuild.whenIdle()).then(() => builder?.warm());

    return {
      url: `http://127.0.0.1:${port}`,
      port,
      dynamoEndpoint: store.endpoint,
      db,
      newsletter,
      mail: mail.destination,
      newsletterIdle: () => digests.idle(),
      responseCacheStats: responseCache.stats,
      seedMs: store.seedMs,
      siteBuilt: () => !builder || builder.current() !== null,
      whenSiteBuilt: () => built.promise,
      ...(opts.adminPassword || secrets.generatedPassword
        ? { adminPassword: opts.adminPassword ?? secrets.generatedPassword }
        : {}),
      adminLogin: adminLoginMessage(secrets, dataDir),
      rebuild: {
        markStale,
        whenIdle: () => rebuild.whenIdle(),
        status: () => rebuild.status(),
        lastBuild: () => rebuild.lastBuild(),
        whenWarm: () => warmed,
        get builds() {
          return rebuild.builds;
        },
      },
      close: closeAll,
    };
  } catch (err) {
    await closeAll();
    throw err;
  }
}

/** A promise with its resolver: fired once, later calls do nothing. */
function signal() {
  let fire!: () => void;
  const promise = new Promise<void>((ok) => (fire = ok));
  return { promise, fire };
}
