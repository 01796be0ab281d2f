// The local rebuild hook: the scheduler driving the site builder, with a stale mark that survives restarts.
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeBuildSeconds } from './building-page.ts';
import { createRebuildScheduler, type RebuildStatus } from './rebuild-scheduler.ts';
import type { BuildOutcome, SiteBuilder } from './site-build.ts';

/** Present from a content change until a build that covers it has swapped in, so a restart knows to rebuild. */
export const STALE_MARK = '.stale';

export interface LocalRebuild {
  /** Without `articleIds` the change may touch any page, so the next build is a full one. */
  markStale(reason: string, articleIds?: readonly number[]): void;
  whenIdle(): Promise<void>;
  readonly builds: number;
  status(): RebuildStatus;
  /** What the last successful build did and how long it took, or null before one. */
  lastBuild(): { outcome: BuildOutcome; seconds: number } | null;
  /** True when there is no build yet or a change has no finished build yet (possibly from before a restart). */
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
  // Changes seen, and the mark's writes in order: a build clears the mark only when no change came in
  // while it ran, and after the mark of every change it covers is on disk. A build cut off (the process
  // killed) leaves the mark, so the next start builds again.
  let changes = 0;
  let marking: Promise<void> = Promise.resolve();
  const scheduler = createRebuildScheduler({
    build: async (change) => {
      if (!builder) return;
      const seen = changes;
      const t0 = performance.now();
      const outcome = await builder.build(change);
      last = { outcome, seconds: (performance.now() - t0) / 1000 };
      // The building page's estimate on a later start (building-page.ts): full builds only, as a first build is.
      if (outcome.kind === 'full')
        await writeBuildSeconds(siteRoot, last.seconds).catch(() => undefined);
      // In the same queue as the writes: a change marked from here on is written after this removal.
      marking = marking
        .then(() => (changes === seen ? rm(staleFile, { force: true }) : undefined))
        .catch(() => undefined);
      await marking;
      log(`Site built (${outcome.kind}) in ${last.seconds.toFixed(1)} s`);
      onBuilt();
    },
    onError: (err) =>
      console.error('Site build failed (will retry):', err instanceof Error ? err.message : err),
  });
  return {
    markStale(reason, articleIds) {
      if (builder) {
        changes++;
        marking = marking
          .then(() => mkdir(siteRoot, { recursive: true }))
          .then(() => writeFile(staleFile, `${reason}\n`))
          .catch(() => undefined);
      }
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
