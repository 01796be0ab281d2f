// After a deploy the published site was built by other code: every page is built again, started by the schedule
// Lambda within a minute of the deploy (the first deploy's first publish included), with no operator step.
import { readBuiltSource, recordSiteChange, type Db } from '../data/index.ts';

/**
 * When `source` (the deployed code) is not what the published site was built from, and no full build is already
 * asked for, records a change that needs every page (so the build covers it, and a failed build is retried as any
 * unbuilt change is) and answers its reason, for the rebuild hook; null otherwise.
 */
export async function askForDeployedBuild(
  db: Db,
  source: string,
  fullAlreadyAsked: boolean,
): Promise<string | null> {
  if (fullAlreadyAsked || (await readBuiltSource(db)) === source) return null;
  const reason = 'the deployed code is not yet published';
  await recordSiteChange(db, reason);
  return reason;
}
