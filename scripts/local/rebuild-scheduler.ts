// Rebuild scheduler: coalesces bursts of content changes into few builds, one at a time, retrying failures.
// The rebuild hook (product.md §11.1): 100 changes in a minute give at most 2 builds; never two builds at once.
import { REBUILD_SETTLE_MS } from '../../functions/rebuild/cloud.ts';

/**
 * What the next build must cover: everything (full), or only the listing pages plus these article pages.
 * Changes merge: any change without a scope makes the next build full.
 */
export interface PendingChange {
  full: boolean;
  articleIds: number[];
}

export interface RebuildStatus {
  /** A change is waiting for the next build. */
  pending: boolean;
  running: boolean;
  builds: number;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
  /** Reasons gathered since the last build started, for logs. */
  reasons: string[];
}

export interface SchedulerOptions {
  build: (change: PendingChange) => Promise<void>;
  /** Quiet period after the last change before a build starts. */
  debounceMs?: number;
  /** A burst never delays a build longer than this after its first change. */
  maxWaitMs?: number;
  /** First retry delay after a failure; doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  now?: () => Date;
  onError?: (err: unknown) => void;
}

export interface RebuildScheduler {
  /** A change to build; without `articleIds` it may touch any page, so the next build is full. */
  markStale(reason: string, articleIds?: readonly number[]): void;
  status(): RebuildStatus;
  /** Resolves when no build is pending or running. */
  whenIdle(): Promise<void>;
  /** Stops timers; a running build is awaited, pending work is dropped. */
  stop(): Promise<void>;
  readonly builds: number;
}

export function createRebuildScheduler(opts: SchedulerOptions): RebuildScheduler {
  const debounceMs = opts.debounceMs ?? REBUILD_SETTLE_MS;
  const maxWaitMs = opts.maxWaitMs ?? 30_000;
  const retryMs = opts.retryMs ?? 5_000;
  const maxRetryMs = opts.maxRetryMs ?? 5 * 60_000;
  const now = opts.now ?? (() => new Date());

  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstChangeAt: number | null = null;
  let running: Promise<void> | null = null;
  let pending = false;
  let failures = 0;
  let stopped = false;
  let idleWaiters: Array<() => void> = [];
  const state = {
    builds: 0,
    lastSuccessAt: null as string | null,
    lastFailureAt: null as string | null,
  };
  let lastError: string | null = null;
  let reasons: string[] = [];
  let change: { full: boolean; articleIds: Set<number> } = { full: false, articleIds: new Set() };

  const note = (articleIds: readonly number[] | undefined) => {
    if (!articleIds) change.full = true;
    else for (const id of articleIds) change.articleIds.add(id);
  };

  const settleIdle = () => {
    if (pending || running || timer) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
  };

  const arm = (delay: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(fire, delay);
  };

  function fire() {
    timer = null;
    if (stopped || !pending) return settleIdle();
    // A change during a build waits for it; the build's end schedules exactly one more.
    if (running) return;
    pending = false;
    firstChangeAt = null;
    reasons = [];
    const taken = change;
    change = { full: false, articleIds: new Set() };
    running = runBuild(taken);
  }

  async function runBuild(taken: { full: boolean; articleIds: Set<number> }) {
    try {
      await opts.build({
        full: taken.full,
        articleIds: [...taken.articleIds].sort((a, b) => a - b),
      });
      state.builds++;
      failures = 0;
      state.lastSuccessAt = now().toISOString();
      lastError = null;
    } catch (err) {
      failures++;
      state.lastFailureAt = now().toISOString();
      lastError = err instanceof Error ? err.message : String(err);
      opts.onError?.(err);
      pending = true; // the content is still stale
      // The retry covers what this build was to cover, beside whatever changed meanwhile.
      if (taken.full) change.full = true;
      for (const id of taken.articleIds) change.articleIds.add(id);
    } finally {
      running = null;
    }
    if (!stopped && pending) {
      const delay = failures > 0 ? Math.min(retryMs * 2 ** (failures - 1), maxRetryMs) : debounceMs;
      firstChangeAt ??= Date.now();
      arm(delay);
    }
    settleIdle();
  }

  return {
    markStale(reason, articleIds) {
      if (stopped) return;
      pending = true;
      reasons.push(reason);
      note(articleIds);
      if (running || failures > 0) return; // the build's end (or the retry timer) picks it up
      const t = Date.now();
      firstChangeAt ??= t;
      const waited = t - firstChangeAt;
      arm(Math.max(0, Math.min(debounceMs, maxWaitMs - waited)));
    },
    status: () => ({
      pending,
      running: running !== null,
      builds: state.builds,
      lastSuccessAt: state.lastSuccessAt,
      lastFailureAt: state.lastFailureAt,
      lastError,
      reasons: [...reasons],
    }),
    whenIdle() {
      if (!pending && !running && !timer) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async stop() {
      stopped = true;
      pending = false;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running;
      settleIdle();
    },
    get builds() {
      return state.builds;
    },
  };
}
