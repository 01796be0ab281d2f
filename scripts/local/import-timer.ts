// The local import schedule: runs an import every N minutes, skips a tick while the last run is going, stops cleanly.
import { milliseconds } from 'date-fns';

/** The longest delay setInterval takes; Node turns a longer one into 1 ms (and warns), which would import non-stop. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface ImportTimer {
  /** Clears the timer, then waits for a run it started that is still going (so the store can close after). */
  stop(): Promise<void>;
}

/** The default report of a failed run: the timer goes on, so the next tick tries again. */
const logFailure = (err: unknown) => console.error('Scheduled feed import failed:', err);

/**
 * Calls `run` every `minutes` minutes; 0, a negative number or NaN turns the timer off. A tick while the
 * promise of the last run is still pending does nothing: a slow import is never overlapped by the next one.
 * A run that throws or rejects is logged with `onError` and later ticks run as usual.
 */
export function startImportTimer(
  minutes: number,
  run: () => Promise<unknown> | void,
  onError: (err: unknown) => void = logFailure,
): ImportTimer {
  if (!(minutes > 0)) return { stop: () => Promise.resolve() };
  const delay = milliseconds({ minutes });
  if (delay > MAX_DELAY_MS)
    throw new Error(
      `The import interval of ${minutes} minutes is longer than a timer allows (at most ${Math.floor(MAX_DELAY_MS / 60_000)} minutes); use 0 to turn scheduled imports off.`,
    );

  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    // async wraps a synchronous throw from `run` into the same rejection path.
    running = (async () => run())()
      .then(
        () => undefined,
        (err: unknown) => onError(err),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, delay);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
