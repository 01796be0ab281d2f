// The local newsletter runner: digests sent in the background of the one local process, an hourly schedule check, a clean stop.
import type { DigestStatus } from '../../functions/domain/index.ts';
import type { Newsletter } from '../../functions/newsletter/index.ts';
import { startImportTimer } from './import-timer.ts';

/** How often the schedule asks whether a digest is due (runIfDue compares with NEWSLETTER_INTERVAL_DAYS). */
export const NEWSLETTER_CHECK_MINUTES = 60;

export interface NewsletterRunner {
  /** POST /api/newsletter/send's hand-off: sends digest `id` in the background. */
  sendDigest(id: string): void;
  /** Resumes a digest the last stop cut off; this process owns the local store, so its lock is taken over. */
  resumeUnfinished(): void;
  /** Resolves when no send started here is running. */
  idle(): Promise<void>;
  /** Stops the schedule, then waits for a running send, so the store can close after it. */
  stop(): Promise<void>;
}

export interface NewsletterRunnerOptions {
  /** Days between digests; 0 (or less) turns the schedule off. */
  intervalDays: number;
  log: (line: string) => void;
}

/** One line per digest run that did something. */
export function digestSummary(status: DigestStatus): string {
  const failed = status.failed ? `, ${status.failed} failed` : '';
  return `Newsletter digest ${status.id}: ${status.sent} of ${status.total} sent${failed} (${status.status})`;
}

export function startNewsletterRunner(
  newsletter: Newsletter,
  opts: NewsletterRunnerOptions,
): NewsletterRunner {
  const running = new Set<Promise<unknown>>();
  // A stop ends a send after the mail in flight (not after the whole list); the next start resumes it.
  let stopping = false;
  const limit = { stopped: () => stopping };
  /** Runs `work` in the background: its result is logged, a failure too, and stop() waits for it. */
  const track = (what: string, work: () => Promise<DigestStatus | null>) => {
    const p: Promise<unknown> = work()
      .then((status) => status && opts.log(digestSummary(status)))
      .catch((err: unknown) => console.error(`Newsletter ${what} failed:`, err))
      .finally(() => running.delete(p));
    running.add(p);
    return p;
  };
  const timer =
    opts.intervalDays > 0
      ? startImportTimer(
          NEWSLETTER_CHECK_MINUTES,
          () => track('schedule', () => newsletter.runIfDue(limit)),
          (err) => console.error('Scheduled newsletter check failed:', err),
        )
      : null;
  const idle = async () => {
    while (running.size) await Promise.allSettled([...running]);
  };
  return {
    sendDigest: (id) => void track(`digest ${id}`, () => newsletter.sendDigest(id, limit)),
    resumeUnfinished: () =>
      void track('resume', () => newsletter.resumeUnfinished({ takeOver: true, ...limit })),
    idle,
    async stop() {
      stopping = true;
      await timer?.stop();
      if (running.size) opts.log('Stopping the newsletter digest after the mail being sent…');
      await idle();
    },
  };
}
