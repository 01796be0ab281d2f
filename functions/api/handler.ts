// API Lambda: the same Hono app behind API Gateway HTTP API (payload v2); clients live at module scope.
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { handle } from 'hono/aws-lambda';
import { loadConfig } from '../config.ts';
import { createDb } from '../data/db.ts';
import { createLambdaFeedService } from '../import/feed-service.ts';
import { createApp } from './app.ts';
import { createFolderUploadStore, createS3UploadStore } from './uploads/store.ts';

const config = loadConfig();
if (!config.ADMIN_PASSWORD_HASH || !config.SESSION_SECRET) throw new Error('ADMIN_PASSWORD_HASH and SESSION_SECRET must be set');

const db = createDb({ table: config.TABLE_NAME, region: config.AWS_REGION, ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}) });
const lambda = new LambdaClient({ region: config.AWS_REGION });

/** Invocations started during a request; awaited before the response returns, because Lambda freezes afterwards. */
const inFlight = new Set<Promise<unknown>>();
function invokeAsync(functionName: string | undefined, payload: object) {
  if (!functionName) return;
  const p = lambda
    .send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: new TextEncoder().encode(JSON.stringify(payload)) }))
    .catch((err: unknown) => console.error(`invoke ${functionName} failed`, err))
    .finally(() => inFlight.delete(p));
  inFlight.add(p);
}

const app = createApp({
  db,
  // Without a bucket (tests against dynalite) uploads go to a temporary folder.
  uploads: config.UPLOADS_BUCKET ? createS3UploadStore(config.UPLOADS_BUCKET) : createFolderUploadStore('/tmp/uploads'),
  auth: { passwordHash: config.ADMIN_PASSWORD_HASH, sessionSecret: config.SESSION_SECRET },
  feeds: createLambdaFeedService(db),
  startImport: () => invokeAsync(config.IMPORT_FUNCTION_NAME, { force: false }),
  onContentChanged: (reason) => invokeAsync(config.REBUILD_FUNCTION_NAME, { reason, changedAt: new Date().toISOString() }),
  allowedOrigins: [new URL(config.SITE_URL).origin],
});

const honoHandler = handle(app);

export async function handler(event: APIGatewayProxyEventV2, context: Context) {
  const response = await honoHandler(event, context);
  await Promise.allSettled([...inFlight]);
  return response;
}
