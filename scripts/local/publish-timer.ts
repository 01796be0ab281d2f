// The local schedule of scheduled articles (product.md §10.12): every PUBLISH_CHECK_SECONDS, publishes those due and
// sends the change notice, so the partial rebuild adds their pages; stops cleanly.
import { publishDueArticles, type ContentDeps } from '../../functions/content/index.ts';
import { startImportTimer, type ImportTimer } from './import-timer.ts';

/**
 * How often due articles are looked for: one Query of a small index partition (INDEX.articlesByStatus). An
 * article goes live within this plus a partial rebuild of its time, well inside product.md §10.12's 60 s.
 */
export const PUBLISH_CHECK_SECONDS = 10;

export interface PublishTimerOptions {
  /** Seconds between checks (default PUBLISH_CHECK_SECONDS); 0 turns the timer off. */
  seconds?: number;
  /** The clock the checks read (tests and the bench move it). */
  now?: () => Date;
  log: (line: string) => void;
}

export function startPublishTimer(
  deps: Pick<ContentDeps, 'db' | 'onContentChanged'>,
  opts: PublishTimerOptions,
): ImportTimer {
  const now = opts.now ?? (() => new Date());
  return startImportTimer(
    (opts.seconds ?? PUBLISH_CHECK_SECONDS) / 60,
    async () => {
      const ids = await publishDueArticles(deps, now());
      if (ids.length > 0) opts.log(`Published on schedule: articles ${ids.join(', ')}`);
    },
    (err) => console.error('Scheduled publishing failed:', err),
  );
}
