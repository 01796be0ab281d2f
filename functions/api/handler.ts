// API Lambda: the same Hono app behind API Gateway HTTP API (payload v2). What most requests need is built
// at module scope; the feed engine, the newsletter (mail rendering, SMTP/SES), S3 and the Lambda client are
// imported on first use (deferred.ts), so they stay off the cold start (docs/scale-cold-start.md).
import type { LambdaClient } from '@aws-sdk/client-lambda';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';
import { LAMBDA_REQUIRED_ENV, loadConfig } from '../config.ts';
import { dbFromConfig } from '../data/db.ts';
import type { FeedService } from '../feeds/service.ts';
import type { TopicChoice } from '../domain/newsletter-topics.ts';
import type { Newsletter } from '../newsletter/index.ts';
import { createAsyncInvoker, rebuildPayload } from '../rebuild/invoke.ts';
import type { UploadStore } from '../uploads/store.ts';
import { createApp } from './app.ts';
import { once } from '../lib/once.ts';
import { deferMethods } from './deferred.ts';

// Fails at load, naming each missing variable (config.ts: LAMBDA_REQUIRED_ENV.api).
const config = loadConfig(process.env, LAMBDA_REQUIRED_ENV.api);

const db = dbFromConfig(config);
const lambdaClient = (maxAttempts?: number) =>
  once(async (): Promise<LambdaClient> => {
    const { LambdaClient } = await import('@aws-sdk/client-lambda');
    return new LambdaClient({ region: config.AWS_REGION, ...(maxAttempts ? { maxAttempts } : {}) });
  });
const invoker = createAsyncInvoker(lambdaClient());
const onContentChanged = (reason: string) =>
  invoker.invoke(config.REBUILD_FUNCTION_NAME, rebuildPayload(reason));

// Every import runs in the import Lambda, one at a time; this instance serves the source list, adding
// sources and the diagnostic, and waits for refreshes. No retries: a retried import would run twice.
// Without the function (the bundled-handler test against dynalite) imports run here.
let feedEngine: FeedService | undefined;
const loadFeeds = once(async (): Promise<FeedService> => {
  const { createFeedService } = await import('../feeds/importer.ts');
  const local = createFeedService({
    db,
    allowLoopback: config.FEEDS_ALLOW_LOOPBACK,
    onArticlesAdded: (n) => onContentChanged(`import added ${n}`),
  });
  const { IMPORT_FUNCTION_NAME: importFunction } = config;
  if (!importFunction) return (feedEngine = local);
  const { createRemoteImport, withRemoteImports } = await import('../feeds/remote.ts');
  const client = await lambdaClient(1)();
  return (feedEngine = withRemoteImports(local, createRemoteImport(client, importFunction)));
});
const feeds = {
  ...deferMethods(loadFeeds, [
    'importAll',
    'importCategory',
    'fetchSource',
    'categoryExists',
    'diagnose',
    'listSources',
    'addSource',
    'updateSource',
    'deleteSource',
    'listCategories',
    'importStatus',
  ]),
  // The engine's own rule, answered without loading the engine; its address rules (and ipaddr.js)
  // are loaded on the first check, off the cold start.
  addressRefusal: async (url) => {
    const { feedAddressRefusal } = await import('../feeds/fetch/address.ts');
    return feedAddressRefusal(url, { allowLoopback: config.FEEDS_ALLOW_LOOPBACK });
  },
  // Not loaded yet means nothing was imported here yet: the engine's own idle answers.
  isRunning: () => feedEngine?.isRunning() ?? false,
  status: () => feedEngine?.status() ?? { running: false, startedAt: null, lastStats: null },
} satisfies FeedService;

/** The engine once a request has loaded it: its confirmation mails are awaited before Lambda freezes. */
let loadedNewsletter: Newsletter | undefined;
const loadNewsletter = once(async (): Promise<Newsletter> => {
  const [{ createNewsletter }, { cloudMailer }] = await Promise.all([
    import('../newsletter/index.ts'),
    import('../newsletter/mail/transport.ts'),
  ]);
  return (loadedNewsletter = createNewsletter({
    db,
    mailer: cloudMailer(config),
    secret: config.SESSION_SECRET,
    siteUrl: config.SITE_URL,
    ratePerSecond: config.NEWSLETTER_RATE_PER_SECOND,
  }));
});
const newsletter = {
  ...deferMethods(loadNewsletter, [
    'subscribe',
    'confirm',
    'unsubscribe',
    'topicOptions',
    'preferences',
    'setPreferences',
    'stats',
    'preview',
    'startDigest',
    'sendDigest',
    'resumeUnfinished',
    'runIfDue',
    'latest',
  ]),
  async *confirmedSubscribers() {
    yield* (await loadNewsletter()).confirmedSubscribers();
  },
  settled: async () => loadedNewsletter?.settled(),
} satisfies Newsletter;

/**
 * In the cloud a sign-up is handed whole to the newsletter Lambda (an async invoke): the API does the same
 * work for a new, pending or confirmed address (one throttle read, one invoke), so neither the store's
 * answer nor SES's sending time shows in the API's (product.md §11.8). Without the function (the
 * bundled-handler test against dynalite) the confirmation mail is sent here.
 */
const subscribe = (email: string, topics?: TopicChoice) =>
  config.NEWSLETTER_FUNCTION_NAME
    ? Promise.resolve(
        invoker.invoke(config.NEWSLETTER_FUNCTION_NAME, {
          subscribe: email,
          ...(topics ? { topics } : {}),
        }),
      )
    : newsletter.subscribe(email, topics);

/**
 * A digest is sent by the newsletter Lambda (one at a time, up to 15 minutes), never inside an API
 * request. Without the function (the bundled-handler test against dynalite) it is sent here, before
 * the handler returns (Lambda freezes after).
 */
const inProcessSends = new Set<Promise<unknown>>();
const sendDigest = (digestId: string) => {
  if (config.NEWSLETTER_FUNCTION_NAME)
    return invoker.invoke(config.NEWSLETTER_FUNCTION_NAME, { digestId });
  const p = newsletter
    .sendDigest(digestId)
    .catch((err: unknown) => console.error(`digest ${digestId} failed`, err))
    .finally(() => inProcessSends.delete(p));
  inProcessSends.add(p);
};

// Without a bucket (the bundled-handler test against dynalite) uploads go to a temporary folder.
const { UPLOADS_BUCKET: bucket } = config;
const uploads: UploadStore = deferMethods(
  async () =>
    bucket
      ? (await import('../uploads/s3.ts')).createS3UploadStore(bucket)
      : (await import('../uploads/folder.ts')).createFolderUploadStore('/tmp/uploads'),
  ['put', 'get', 'delete'],
);

const app = createApp({
  db,
  uploads,
  auth: { passwordHash: config.ADMIN_PASSWORD_HASH, sessionSecret: config.SESSION_SECRET },
  feeds,
  startImport: () => invoker.invoke(config.IMPORT_FUNCTION_NAME, { force: false }),
  onContentChanged,
  newsletter: { ...newsletter, subscribe },
  sendDigest,
  allowedOrigins: [new URL(config.SITE_URL).origin],
  ...(config.ORIGIN_VERIFY_SECRET ? { originSecret: config.ORIGIN_VERIFY_SECRET } : {}),
});

const honoHandler = handle(app);

/** API Gateway HTTP API payload v2 in, the v2 response out. */
export async function handler(event: APIGatewayProxyEventV2, context?: LambdaContext) {
  // aws-lambda's and hono's descriptions of the same v2 event differ only in optional fields.
  const response = await honoHandler(event as unknown as LambdaEvent, context);
  // Lambda freezes once this returns, so a confirmation mail handed on is sent first. API Gateway
  // answers only then: in the cloud the mail's own time still shows (the store work is equal).
  await Promise.all([invoker.flush(), ...inProcessSends, newsletter.settled()]);
  return response;
}
