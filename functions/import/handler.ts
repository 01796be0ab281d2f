// Import Lambda: run by the EventBridge schedule and by POST /api/rss/update (async invoke); imports every source,
// one category, or one source now (its 'Retry now'). The first import of an instance brings the source guards of a
// store written by older code up to date before it looks anything up (feeds/importer.ts, upgradeSourceGuards).
import { LambdaClient } from '@aws-sdk/client-lambda';
import { LAMBDA_REQUIRED_ENV, loadConfig } from '../config.ts';
import { dbFromConfig } from '../data/db.ts';
import { createFeedService } from '../feeds/importer.ts';
import type { ImportEvent } from '../feeds/remote.ts';
import { createAsyncInvoker, rebuildPayload } from '../rebuild/invoke.ts';

// Fails at load, naming each missing variable (config.ts: LAMBDA_REQUIRED_ENV.import).
const config = loadConfig(process.env, LAMBDA_REQUIRED_ENV.import);
const db = dbFromConfig(config);
const invoker = createAsyncInvoker(new LambdaClient({ region: config.AWS_REGION }));
const feeds = createFeedService({
  db,
  allowLoopback: config.FEEDS_ALLOW_LOOPBACK,
  onArticlesAdded: (n) =>
    invoker.invoke(config.REBUILD_FUNCTION_NAME, rebuildPayload(`import added ${n}`)),
});

export async function handler(event: ImportEvent = {}) {
  const stats =
    typeof event.sourceId === 'number'
      ? await feeds.fetchSource(event.sourceId)
      : typeof event.categoryId === 'number'
        ? await feeds.importCategory(event.categoryId)
        : await feeds.importAll({ force: event.force === true });
  await invoker.flush();
  console.log(JSON.stringify({ import: stats }));
  return stats;
}
