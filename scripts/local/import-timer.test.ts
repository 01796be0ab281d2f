// The local import schedule on a fake clock: interval, off switch, no overlap, stop, failures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startImportTimer, type ImportTimer } from './import-timer.ts';

const MINUTE = 60_000;

/** Resolves every run still pending, so afterEach's stop() never waits forever. */
const pending: Array<() => void> = [];

/** A run whose promise stays pending until the test resolves it. */
function pendingRun() {
  let resolveLast: (() => void) | undefined;
  const run = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        resolveLast = resolve;
        pending.push(resolve);
      }),
  );
  return { run, resolve: () => resolveLast?.() };
}

let timer: ImportTimer | undefined;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  for (const resolve of pending.splice(0)) resolve();
  await timer?.stop();
  timer = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('startImportTimer', () => {
  it('runs every N minutes, not before', async () => {
    // Prepare
    const run = vi.fn(() => Promise.resolve());
    timer = startImportTimer(30, run);
    // Act + Assess
    await vi.advanceTimersByTimeAsync(30 * MINUTE - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it.each([0, -5, Number.NaN])('never runs with an interval of %s minutes', async (minutes) => {
    // Prepare
    const run = vi.fn(() => Promise.resolve());
    timer = startImportTimer(minutes, run);
    // Act
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    // Assess
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    await expect(timer.stop()).resolves.toBeUndefined();
  });

  it('refuses an interval longer than a timer allows instead of importing every millisecond', () => {
    const run = vi.fn(() => Promise.resolve());
    expect(() => startImportTimer(50_000, run)).toThrow(
      'The import interval of 50000 minutes is longer than a timer allows (at most 35791 minutes); use 0 to turn scheduled imports off.',
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts no second run while the last one is still pending', async () => {
    // Prepare
    const slow = pendingRun();
    timer = startImportTimer(10, slow.run);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(slow.run).toHaveBeenCalledTimes(1);
    // Act: two more ticks while the first run is pending
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    // Assess
    expect(slow.run).toHaveBeenCalledTimes(1);
    slow.resolve();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(slow.run).toHaveBeenCalledTimes(2);
  });

  it('stop clears the timer and waits for the running import', async () => {
    // Prepare
    const slow = pendingRun();
    timer = startImportTimer(10, slow.run);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    // Act
    let stopped = false;
    const stopping = timer.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    // Assess: still waiting for the run, and no timer left
    expect(stopped).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    slow.resolve();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(slow.run).toHaveBeenCalledTimes(1);
  });

  it('logs a failing run and goes on with later runs', async () => {
    // Prepare: the first run rejects, the second throws synchronously, the third succeeds
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rejected = new Error('feed store unreachable');
    const thrown = new Error('bad state');
    const run = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(rejected)
      .mockImplementationOnce(() => {
        throw thrown;
      })
      .mockResolvedValue(undefined);
    timer = startImportTimer(5, run);
    // Act
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    // Assess
    expect(run).toHaveBeenCalledTimes(3);
    expect(errors.mock.calls).toEqual([
      ['Scheduled feed import failed:', rejected],
      ['Scheduled feed import failed:', thrown],
    ]);
  });

  it('reports failures to the given handler', async () => {
    // Prepare
    const seen: unknown[] = [];
    const failure = new Error('no network');
    timer = startImportTimer(
      1,
      () => Promise.reject(failure),
      (err) => void seen.push(err),
    );
    // Act
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    // Assess
    expect(seen).toEqual([failure, failure]);
  });
});
