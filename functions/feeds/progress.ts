// An import's progress, written to the store as it goes (GET /api/rss/status reads it); a failed write is
// logged and never fails the import, which matters more than its progress bar.
import {
  finishImportProgress,
  recordImportProgress,
  startImportProgress,
  type Db,
} from '../data/index.ts';

export interface ProgressTracker {
  /** One feed finished. */
  step(feed: { added: number; error: string | null; deferred: boolean }): Promise<void>;
  /** The run ended, done or failed. */
  finish(): Promise<void>;
}

const logged = (what: string) => (e: unknown) =>
  console.error(`feeds: could not ${what} the import progress:`, e);

/** Starts the progress of a run of `total` feeds. */
export async function trackProgress(
  db: Db,
  total: number,
  now: () => Date,
): Promise<ProgressTracker> {
  const started = now();
  const run = started.toISOString();
  await startImportProgress(db, total, started).catch(logged('start'));
  return {
    step: (feed) =>
      recordImportProgress(
        db,
        run,
        { added: feed.added, failed: feed.error !== null, waiting: feed.deferred },
        now(),
      ).catch(logged('update')),
    finish: () => finishImportProgress(db, run, now()).catch(logged('finish')),
  };
}
