// The cloud build job's work (scripts/pipeline/rebuild.ts runs it): the scope every recorded change names
// (functions/data/site-changes.ts), one build through the one rebuild path, and the records it covered cleared once
// the site is published. A change recorded while the job ran keeps its record, and the next job builds it.
import {
  clearSiteChanges,
  readSiteChanges,
  recordBuiltSource,
  type Db,
} from '../../functions/data/index.ts';
import type { BuildReport } from './build-report.ts';
import { rebuildSite, type RebuildSiteOptions } from './site-rebuild.ts';

export type BuildJobOptions = Omit<RebuildSiteOptions, 'scope'> & {
  db: Db;
  /** The deployed code this job runs (SITE_SOURCE), recorded once published (functions/rebuild/deployed.ts). */
  source?: string;
  /** Builds nothing when no change is recorded (the rebuild hook's builds; an operator's always build). */
  onlyIfChanged?: boolean;
};

export async function runBuildJob({
  db,
  source,
  onlyIfChanged,
  ...opts
}: BuildJobOptions): Promise<BuildReport | null> {
  const log = opts.log ?? (() => {});
  const changes = await readSiteChanges(db);
  log(
    `${changes.keys.length} recorded change(s)` +
      (changes.keys.length ? `: ${changes.reasons.slice(0, 5).join('; ')}` : ''),
  );
  // The change a hook's build was started for was read and published by the build before it.
  if (onlyIfChanged && changes.keys.length === 0 && !opts.fullAskedFor) {
    log('Nothing to build: every recorded change is published.');
    return null;
  }
  const report = await rebuildSite({
    ...opts,
    scope: { full: changes.full, articleIds: changes.articleIds },
  });
  await clearSiteChanges(db, changes.keys);
  if (source) await recordBuiltSource(db, source);
  return report;
}
