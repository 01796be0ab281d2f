// Test helper: the real app over real HTTP on 127.0.0.1 (random port), a fresh in-memory store and a temp uploads dir.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { INITIAL_FETCH_STATE, NO_IMPORT, type Db } from '../../functions/data/index.ts';
import { createTestDb } from './data.ts';
import type { FeedService } from '../../functions/feeds/service.ts';
import { createMailer, type Mailer } from '../../functions/newsletter/mail/transport.ts';
import { createNewsletter, type Newsletter } from '../../functions/newsletter/index.ts';
import { createApp } from '../../functions/api/app.ts';
import { localHosts } from '../../functions/api/middleware/origin-allowed.ts';
import type { AppDeps } from '../../functions/api/deps.ts';
import { hashPassword } from '../../functions/api/auth/password.ts';
import { createFolderUploadStore } from '../../functions/uploads/folder.ts';
import { localSite } from '../../scripts/local/static-site.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef';

export interface TestApi {
  url: string;
  /** The app being served (e.g. to list its routes). */
  app: Hono;
  db: Db;
  dataDir: string;
  /** Reasons passed to onContentChanged, in order. */
  contentChanges: string[];
  /** The article ids each change named, in the same order (undefined: the change may touch any page). */
  changeScopes: (number[] | undefined)[];
  /** Imports started through POST /api/rss/update. */
  importsStarted: number;
  /** The app's newsletter: the one given, else the real one mailing to `${dataDir}/outbox`. */
  newsletter: Newsletter;
  /** Digest ids handed to sendDigest by POST /api/newsletter/send (not sent: tests send them). */
  digestsStarted: string[];
  /** Logs in with TEST_PASSWORD and answers the `name=value` cookie to send back. */
  login(): Promise<string>;
  /** fetch against the app with a same-origin Origin header (as a browser sends) and an optional cookie. */
  send(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** A FeedService that touches nothing: the RSS engine has its own tests. */
export function stubFeedService(): FeedService {
  const stats = { added: 0, skipped: 0, errors: 0, waiting: 0 };
  return {
    importAll: () => Promise.resolve(stats),
    importCategory: () => Promise.resolve(stats),
    fetchSource: () => Promise.resolve(stats),
    categoryExists: () => Promise.resolve(true),
    diagnose: () => Promise.resolve({ success: true, messages: ['stub'] }),
    isRunning: () => false,
    listSources: () => Promise.resolve([]),
    addressRefusal: () => null,
    addSource: (input) =>
      Promise.resolve({
        id: 1,
        ...input,
        createdAt: new Date(0).toISOString(),
        fetch: { ...INITIAL_FETCH_STATE },
        status: 'Not fetched yet',
      }),
    updateSource: (id, input) =>
      Promise.resolve({
        id,
        ...input,
        createdAt: new Date(0).toISOString(),
        fetch: { ...INITIAL_FETCH_STATE },
        status: 'Not fetched yet',
      }),
    deleteSource: () => Promise.resolve(),
    listCategories: () => Promise.resolve([]),
    importStatus: () => Promise.resolve({ ...NO_IMPORT }),
    status: () => ({ running: false, startedAt: null, lastStats: null }),
  };
}

let passwordHash: Promise<string> | undefined;

export interface TestApiOptions {
  feeds?: FeedService;
  siteDir?: string;
  /** Replaces the real newsletter engine (e.g. a fake for route tests). */
  newsletter?: Newsletter;
  /** The real engine mails through this SMTP server instead of the outbox folder. */
  smtpUrl?: string;
  /** The real engine mails through this mailer (e.g. a slow fake) instead of the outbox folder. */
  mailer?: Mailer;
  /** The real engine's clock (e.g. to let a confirmation link expire). */
  now?: () => number;
  /** The real engine's pauses (pacing, retry rounds); e.g. instant ones. */
  sleep?: (ms: number) => Promise<void>;
  /** POST /api/newsletter/send runs the digest at once, as the local server does (default: only recorded). */
  sendDigests?: boolean;
  /** Whether forwarded headers are believed (default true: tests stand in for a proxy). */
  trustProxy?: boolean;
}

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const store = await createTestDb();
  const dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const contentChanges: string[] = [];
  const changeScopes: (number[] | undefined)[] = [];
  const digestsStarted: string[] = [];
  // The app is made once the port is known, so the newsletter's links name the served origin.
  const made: { app?: ReturnType<typeof createApp> } = {};
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (req) => made.app!.fetch(req), hostname: '127.0.0.1', port: 0 }, () =>
      resolve(s),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const mailer =
    options.mailer ??
    createMailer({
      from: 'Test <newsletter@localhost>',
      ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : { outboxDir: join(dataDir, 'outbox') }),
      log: () => undefined,
    });
  const newsletter =
    options.newsletter ??
    createNewsletter({
      db: store.db,
      mailer,
      secret: TEST_SESSION_SECRET,
      siteUrl: url,
      ratePerSecond: 1000,
      ...(options.now ? { now: options.now } : {}),
      ...(options.sleep ? { sleep: options.sleep } : {}),
    });
  const deps: AppDeps = {
    db: store.db,
    uploads: createFolderUploadStore(join(dataDir, 'uploads')),
    auth: { passwordHash: await passwordHash, sessionSecret: TEST_SESSION_SECRET },
    feeds: options.feeds ?? stubFeedService(),
    startImport: () => void api.importsStarted++,
    onContentChanged: (reason, scope) => {
      contentChanges.push(reason);
      changeScopes.push(scope?.articleIds);
    },
    newsletter,
    sendDigest: (id) => {
      digestsStarted.push(id);
      if (options.sendDigests) void newsletter.sendDigest(id);
    },
    // Tests stand in for a proxy so that X-Forwarded-For can name distinct clients.
    trustProxy: options.trustProxy ?? true,
    ownHosts: localHosts((server.address() as AddressInfo).port),
    ...(options.siteDir ? { site: localSite(() => options.siteDir ?? null) } : {}),
  };
  made.app = createApp(deps);

  const send: TestApi['send'] = (path, { cookie, headers, ...init } = {}) =>
    fetch(`${url}${path}`, {
      ...init,
      headers: {
        origin: url,
        ...(cookie ? { cookie } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    });

  const api: TestApi = {
    url,
    app: made.app,
    db: store.db,
    dataDir,
    contentChanges,
    changeScopes,
    importsStarted: 0,
    newsletter,
    digestsStarted,
    send,
    async login() {
      const res = await send('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: TEST_PASSWORD }),
      });
      const cookie = res.headers.get('set-cookie')?.split(';')[0];
      if (res.status !== 200 || !cookie)
        throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return cookie;
    },
    async close() {
      await newsletter.settled();
      mailer.close();
      // Keep-alive connections from fetch would hold close() open.
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return api;
}
