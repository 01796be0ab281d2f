// The local rebuild hook: the scheduler driving the site builder, with the store's record of the changes no build
// has covered yet (functions/data/site-changes.ts), which survives a killed process.
import { clearSiteChanges, readSiteChanges, type Db } from '../../functions/data/index.ts';
import { writeBuildSeconds } from './building-page.ts';
import {
  createRebuildScheduler,
  type PendingChange,
  type RebuildStatus,
} from './rebuild-scheduler.ts';
import type { BuildReport } from '../pipeline/build-report.ts';
import type { SiteBuilder } from './site-build.ts';

export interface LocalRebuild {
  /** Without `articleIds` the change may touch any page, so the next build is a full one. */
  markStale(reason: string, articleIds?: readonly number[]): void;
  whenIdle(): Promise<void>;
  readonly builds: number;
  status(): RebuildStatus;
  /** What the last successful build did and how long it took, or null before one. */
  lastBuild(): { outcome: BuildReport; seconds: number } | null;
  /** True when there is no build yet or the store holds a change no build has covered (possibly from before a restart). */
  needsBuild(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Without a builder (build: false) changes are still coalesced and counted, but nothing is built. Each build covers
 * the changes it was asked for and every change the store has recorded when it starts; once it has swapped in, it
 * deletes those records, so one recorded while it ran stays for the next build (product.md §11.13).
 */
export function createLocalRebuild(
  siteRoot: string,
  builder: SiteBuilder | null,
  db: Db,
  log: (line: string) => void,
  /** Called after each successful build (startLocal resolves whenSiteBuilt on the first). */
  onBuilt: () => void = () => undefined,
): LocalRebuild {
  let last: { outcome: BuildReport; seconds: number } | null = null;
  const scheduler = createRebuildScheduler({
    build: async (change) => {
      if (!builder) return;
      const recorded = await readSiteChanges(db);
      const scope: PendingChange = {
        full: change.full || recorded.full,
        articleIds: [...new Set([...change.articleIds, ...recorded.articleIds])],
      };
      const t0 = performance.now();
      const outcome = await builder.build(scope);
      last = { outcome, seconds: (performance.now() - t0) / 1000 };
      // The building page's estimate on a later start (building-page.ts): full builds only, as a first build is.
      if (outcome.kind === 'full')
        await writeBuildSeconds(siteRoot, last.seconds).catch(() => undefined);
      await clearSiteChanges(db, recorded.keys);
      log(
        `Site built (${outcome.kind}: ${outcome.reason}; ${outcome.pages} pages, ${outcome.put} files published) in ${last.seconds.toFixed(1)} s`,
      );
      onBuilt();
    },
    onError: (err) =>
      console.error('Site build failed (will retry):', err instanceof Error ? err.message : err),
  });
  return {
    markStale: (reason, articleIds) => scheduler.markStale(reason, articleIds),
    whenIdle: () => scheduler.whenIdle(),
    get builds() {
      return scheduler.builds;
    },
    status: () => scheduler.status(),
    lastBuild: () => last,
    needsBuild: async () =>
      builder !== null && (!builder.current() || (await readSiteChanges(db)).keys.length > 0),
    stop: () => scheduler.stop(),
  };
}
