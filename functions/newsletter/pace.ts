// Keeps a digest run at its rate (NEWSLETTER_RATE_PER_SECOND) and its lock alive; clock and sleep are
// injected so tests run instantly.
import { beatSendLock, type Db } from '../data/index.ts';

/** Beats well inside the 2-minute staleness, so a slow SMTP answer never makes a live lock look dead. */
const BEAT_EVERY_MS = 15_000;

export interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/** Waits until the next send is due: at most `ratePerSecond` sends in any second, on average. */
export function createPacer(clock: Clock, ratePerSecond: number): () => Promise<void> {
  const gap = 1000 / Math.max(ratePerSecond, 0.001);
  let nextAt = -Infinity;
  return async () => {
    const wait = nextAt - clock.now();
    if (wait > 0) await clock.sleep(wait);
    nextAt = Math.max(nextAt, clock.now()) + gap;
  };
}

/** The lock lost to another run (taken as stale): this run must stop at once. */
export class LockLostError extends Error {
  constructor(digestId: string) {
    super(`digest ${digestId}: the send lock was taken by another run`);
    this.name = 'LockLostError';
  }
}

/** Beats the lock when the last beat is BEAT_EVERY_MS old; throws LockLostError when it is no longer ours. */
export function createHeartbeat(
  db: Db,
  clock: Clock,
  digestId: string,
  owner: string,
): () => Promise<void> {
  let lastBeat = clock.now();
  return async () => {
    const now = clock.now();
    if (now - lastBeat < BEAT_EVERY_MS) return;
    if (!(await beatSendLock(db, owner, now))) throw new LockLostError(digestId);
    lastBeat = now;
  };
}
