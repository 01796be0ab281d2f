// Unit tests of the rebuild scheduler with fake timers: coalescing, no overlap, retries, status.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRebuildScheduler } from './rebuild-scheduler.ts';

/** A build whose completion the test controls. */
function controllableBuild() {
  let active = 0;
  let maxActive = 0;
  const finishers: Array<(err?: Error) => void> = [];
  const build = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        active++;
        maxActive = Math.max(maxActive, active);
        finishers.push((err) => {
          active--;
          if (err) reject(err);
          else resolve();
        });
      }),
  );
  return { build, finish: (err?: Error) => finishers.shift()?.(err), maxActive: () => maxActive };
}

describe('rebuild scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('coalesces a quiet burst into one build after the debounce', async () => {
    // Prepare
    const build = vi.fn(async () => {});
    const s = createRebuildScheduler({ build, debounceMs: 2000 });
    // Act
    for (let i = 0; i < 10; i++) s.markStale(`change ${i}`);
    await vi.advanceTimersByTimeAsync(1999);
    const before = build.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1);
    // Assess
    expect(before).toBe(0);
    expect(build).toHaveBeenCalledTimes(1);
    expect(s.status()).toMatchObject({ pending: false, running: false, builds: 1 });
  });

  it('gives at most 2 builds for 100 changes spread over a minute, never two at once', async () => {
    // Prepare
    const b = controllableBuild();
    const s = createRebuildScheduler({ build: b.build, debounceMs: 2000, maxWaitMs: 30_000 });
    // Act: a change every 600 ms; each build takes 5 s
    for (let i = 0; i < 100; i++) {
      s.markStale(`change ${i}`);
      await vi.advanceTimersByTimeAsync(600);
      if (b.build.mock.calls.length > 0 && i % 8 === 0) b.finish();
    }
    const inTheMinute = b.build.mock.calls.length;
    // Assess
    expect(inTheMinute).toBeGreaterThanOrEqual(1);
    expect(inTheMinute).toBeLessThanOrEqual(2);
    expect(b.maxActive()).toBe(1);
  });

  it('schedules exactly one more build for changes made during a build', async () => {
    // Prepare
    const b = controllableBuild();
    const s = createRebuildScheduler({ build: b.build, debounceMs: 100 });
    s.markStale('first');
    await vi.advanceTimersByTimeAsync(100);
    // Act
    s.markStale('during 1');
    s.markStale('during 2');
    await vi.advanceTimersByTimeAsync(1000);
    const whileRunning = b.build.mock.calls.length;
    b.finish();
    await vi.advanceTimersByTimeAsync(100);
    b.finish();
    await vi.advanceTimersByTimeAsync(10_000);
    // Assess
    expect(whileRunning).toBe(1);
    expect(b.build).toHaveBeenCalledTimes(2);
    expect(b.maxActive()).toBe(1);
    expect(s.builds).toBe(2);
  });

  it('retries a failed build with back-off and exposes the failure', async () => {
    // Prepare
    const b = controllableBuild();
    const s = createRebuildScheduler({
      build: b.build,
      debounceMs: 10,
      retryMs: 1000,
      onError: () => {},
    });
    s.markStale('x');
    await vi.advanceTimersByTimeAsync(10);
    // Act
    b.finish(new Error('astro exploded'));
    await vi.advanceTimersByTimeAsync(0);
    const failed = s.status();
    await vi.advanceTimersByTimeAsync(999);
    const beforeRetry = b.build.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1);
    b.finish(new Error('again'));
    await vi.advanceTimersByTimeAsync(1999);
    const beforeSecondRetry = b.build.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1);
    b.finish();
    await vi.advanceTimersByTimeAsync(0);
    // Assess
    expect(failed).toMatchObject({ pending: true, lastError: 'astro exploded', builds: 0 });
    expect(failed.lastFailureAt).not.toBeNull();
    expect(beforeRetry).toBe(1);
    expect(beforeSecondRetry).toBe(2);
    expect(b.build).toHaveBeenCalledTimes(3);
    expect(s.status()).toMatchObject({ pending: false, lastError: null, builds: 1 });
    expect(s.status().lastSuccessAt).not.toBeNull();
  });

  it('whenIdle resolves only after the pending build has finished', async () => {
    // Prepare
    const b = controllableBuild();
    const s = createRebuildScheduler({ build: b.build, debounceMs: 50 });
    let idle = false;
    // Act
    s.markStale('x');
    void s.whenIdle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(60);
    const idleWhileRunning = idle;
    b.finish();
    await vi.advanceTimersByTimeAsync(0);
    // Assess
    expect(idleWhileRunning).toBe(false);
    expect(idle).toBe(true);
    await expect(s.whenIdle()).resolves.toBeUndefined();
  });

  it('stop waits for the running build and drops pending work', async () => {
    // Prepare
    const b = controllableBuild();
    const s = createRebuildScheduler({ build: b.build, debounceMs: 10 });
    s.markStale('x');
    await vi.advanceTimersByTimeAsync(10);
    s.markStale('y');
    // Act
    let stopped = false;
    const stopping = s.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    const stoppedEarly = stopped;
    b.finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);
    // Assess
    expect(stoppedEarly).toBe(false);
    expect(b.build).toHaveBeenCalledTimes(1);
    expect(s.status().pending).toBe(false);
  });
});
