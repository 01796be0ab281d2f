// The local rebuild hook: the scheduler driving the site builder, with a stale mark that survives restarts.
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRebuildScheduler, type RebuildStatus } from '../../functions/rebuild/scheduler.ts';
import type { BuildOutcome, SiteBuilder } from './site-build.ts';

/** Present while content changed after the last build started, so a restart knows to rebuild. */
const STALE_MARK = '.stale';

export interface LocalRebuild {
  /** Without `articleIds` the change may touch any page, so the next build is a full one. */
  markStale(reason: string, articleIds?: readonly number[]): void;
  whenIdle(): Promise<void>;
  readonly builds: number;
  status(): RebuildStatus;
  /** What the last successful build did and how long it took, or null before one. */
  lastBuild(): { outcome: BuildOutcome; seconds: number } | null;
  /** True when there is no build yet or content changed since the last one started (possibly before a restart). */
  needsBuild(): boolean;
  stop(): Promise<void>;
}

/** Without a builder (build: false) changes are still coalesced and counted, but nothing is built. */
export function createLocalRebuild(
  siteRoot: string,
  builder: SiteBuilder | null,
  log: (line: string) => void,
  /** Called after each successful build (startLocal resolves whenSiteBuilt on the first). */
  onBuilt: () => void = () => undefined,
): LocalRebuild {
  const staleFile = join(siteRoot, STALE_MARK);
  let last: { outcome: BuildOutcome; seconds: number } | null = null;
  const scheduler = createRebuildScheduler({
    build: async (change) => {
      if (!builder) return;
      await rm(staleFile, { force: true });
      const t0 = performance.now();
      let outcome: BuildOutcome;
      try {
        outcome = await builder.build(change);
      } catch (err) {
        await writeFile(staleFile, 'build failed\n');
        throw err;
      }
      last = { outcome, seconds: (performance.now() - t0) / 1000 };
      log(`Site built (${outcome.kind}) in ${last.seconds.toFixed(1)} s`);
      onBuilt();
    },
    onError: (err) =>
      console.error('Site build failed (will retry):', err instanceof Error ? err.message : err),
  });
  return {
    markStale(reason, articleIds) {
      if (builder)
        void mkdir(siteRoot, { recursive: true })
          .then(() => writeFile(staleFile, `${reason}\n`))
          .catch(() => undefined);
      scheduler.markStale(reason, articleIds);
    },
    whenIdle: () => scheduler.whenIdle(),
    get builds() {
      return scheduler.builds;
    },
    status: () => scheduler.status(),
    lastBuild: () => last,
    needsBuild: () => builder !== null && (!builder.current() || existsSync(staleFile)),
    stop: () => scheduler.stop(),
  };
}
