// Schedule Lambda: run every minute by an EventBridge rule; publishes the scheduled articles that are due
// (product.md §10.12) and invokes the rebuild hook for them, so they go live within a minute of their time; and
// invokes it again for changes recorded minutes ago that no build has covered (product.md §11.13), and once for a
// deploy whose code the published site was not built from (rebuild/deployed.ts).
import { LambdaClient } from '@aws-sdk/client-lambda';
import { publishDueArticles } from '../content/article-status.ts';
import { LAMBDA_REQUIRED_ENV, loadConfig } from '../config.ts';
import { dbFromConfig } from '../data/db.ts';
import { readSiteChanges } from '../data/site-changes.ts';
import { askForDeployedBuild } from '../rebuild/deployed.ts';
import { createAsyncInvoker, rebuildPayload } from '../rebuild/invoke.ts';

/**
 * A change recorded this long ago with no build that cleared it (its rebuild hook invocation failed, or the build
 * did) has the hook invoked again, from its own time: the hook starts a build unless one covers it already.
 */
export const UNBUILT_CHANGE_MS = 5 * 60_000;

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
  const unbuilt = await readSiteChanges(db);
  const deployed =
    config.SITE_SOURCE && (await askForDeployedBuild(db, config.SITE_SOURCE, unbuilt.full));
  if (deployed) invoker.invoke(config.REBUILD_FUNCTION_NAME, rebuildPayload(deployed));
  const late =
    unbuilt.oldestAt !== null && Date.now() - Date.parse(unbuilt.oldestAt) > UNBUILT_CHANGE_MS;
  if (late)
    invoker.invoke(config.REBUILD_FUNCTION_NAME, {
      reason: `${unbuilt.keys.length} change(s) recorded since ${unbuilt.oldestAt} not built yet`,
      changedAt: unbuilt.oldestAt,
    });
  await invoker.flush();
  if (published.length > 0) console.log(JSON.stringify({ publishedOnSchedule: published }));
  return { published, unbuiltChanges: unbuilt.keys.length };
}
