// API Lambda: the same Hono app behind API Gateway HTTP API (payload v2); clients live at module scope.
import { LambdaClient } from '@aws-sdk/client-lambda';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';
import { LAMBDA_REQUIRED_ENV, loadConfig } from '../config.ts';
import { dbFromConfig } from '../data/index.ts';
import { createFeedService } from '../feeds/index.ts';
import { createRemoteImport, withRemoteImports } from '../feeds/remote.ts';
import { createNewsletter } from '../newsletter/index.ts';
import { cloudMailer } from '../newsletter/mail/transport.ts';
import { createAsyncInvoker, rebuildPayload } from '../rebuild/invoke.ts';
import { createApp } from './app.ts';
import { createFolderUploadStore } from '../uploads/folder.ts';
import { createS3UploadStore } from '../uploads/s3.ts';

// Fails at load, naming each missing variable (config.ts: LAMBDA_REQUIRED_ENV.api).
const config = loadConfig(process.env, LAMBDA_REQUIRED_ENV.api);

const db = dbFromConfig(config);
const invoker = createAsyncInvoker(new LambdaClient({ region: config.AWS_REGION }));
const onContentChanged = (reason: string) =>
  invoker.invoke(config.REBUILD_FUNCTION_NAME, rebuildPayload(reason));

const localFeeds = createFeedService({
  db,
  allowLoopback: config.FEEDS_ALLOW_LOOPBACK,
  onArticlesAdded: (n) => onContentChanged(`import added ${n}`),
});
// Every import runs in the import Lambda, one at a time; this instance serves the source list, adding
// sources and the diagnostic, and waits for refreshes. No retries: a retried import would run twice.
// Without the function (the bundled-handler test against dynalite) imports run here.
const feeds = config.IMPORT_FUNCTION_NAME
  ? withRemoteImports(
      localFeeds,
      createRemoteImport(
        new LambdaClient({ region: config.AWS_REGION, maxAttempts: 1 }),
        config.IMPORT_FUNCTION_NAME,
      ),
    )
  : localFeeds;

const newsletter = createNewsletter({
  db,
  mailer: cloudMailer(config),
  secret: config.SESSION_SECRET,
  siteUrl: config.SITE_URL,
  ratePerSecond: config.NEWSLETTER_RATE_PER_SECOND,
});
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

const app = createApp({
  db,
  // Without a bucket (the bundled-handler test against dynalite) uploads go to a temporary folder.
  uploads: config.UPLOADS_BUCKET
    ? createS3UploadStore(config.UPLOADS_BUCKET)
    : createFolderUploadStore('/tmp/uploads'),
  auth: { passwordHash: config.ADMIN_PASSWORD_HASH, sessionSecret: config.SESSION_SECRET },
  feeds,
  startImport: () => invoker.invoke(config.IMPORT_FUNCTION_NAME, { force: false }),
  onContentChanged,
  newsletter,
  sendDigest,
  allowedOrigins: [new URL(config.SITE_URL).origin],
  ...(config.ORIGIN_VERIFY_SECRET ? { originSecret: config.ORIGIN_VERIFY_SECRET } : {}),
});

const honoHandler = handle(app);

/** API Gateway HTTP API payload v2 in, the v2 response out. */
export async function handler(event: APIGatewayProxyEventV2, context?: LambdaContext) {
  // aws-lambda's and hono's descriptions of the same v2 event differ only in optional fields.
  const response = await honoHandler(event as unknown as LambdaEvent, context);
  await Promise.all([invoker.flush(), ...inProcessSends]);
  return response;
}
