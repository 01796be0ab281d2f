// Schedule Lambda: run every minute by an EventBridge rule; publishes the scheduled articles that are due
// (product.md §10.12) and invokes the rebuild hook for them, so they go live within a minute of their time.
import { LambdaClient } from '@aws-sdk/client-lambda';
import { publishDueArticles } from '../content/article-status.ts';
import { LAMBDA_REQUIRED_ENV, loadConfig } from '../config.ts';
import { dbFromConfig } from '../data/db.ts';
import { createAsyncInvoker, rebuildPayload } from '../rebuild/invoke.ts';

// Fails at load, naming each missing variable (config.ts: LAMBDA_REQUIRED_ENV.schedule).
const config = loadConfig(process.env, LAMBDA_REQUIRED_ENV.schedule);
const db = dbFromConfig(config);
const invoker = createAsyncInvoker(new LambdaClient({ region: config.AWS_REGION }));

/** The rule's constant input; anything else (a test's invoke) runs the same check. */
export interface ScheduleEvent {
  publishDue?: boolean;
}

export async function handler(_event: ScheduleEvent = {}) {
  const published = await publishDueArticles({
    db,
    onContentChanged: (reason) =>
      invoker.invoke(config.REBUILD_FUNCTION_NAME, rebuildPayload(reason)),
  });
  await invoker.flush();
  if (published.length > 0) console.log(JSON.stringify({ publishedOnSchedule: published }));
  return { published };
}
