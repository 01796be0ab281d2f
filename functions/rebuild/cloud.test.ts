// The cloud rebuild decision: covered changes start nothing, a running build is waited for, never two at once.
import { describe, expect, it } from 'vitest';
import { rebuildAfterChange, type BuildInfo, type BuildPort } from './cloud.ts';

function fakePort(builds: BuildInfo[]): BuildPort & { started: number } {
  const port = {
    started: 0,
    recentBuilds: async () => builds.map((b) => ({ ...b })),
    startBuild: async () => {
      port.started++;
      builds.unshift({ id: `b${port.started}`, status: 'IN_PROGRESS', startTime: new Date() });
      return `b${port.started}`;
    },
  };
  return port;
}
const noSleep = async () => undefined;

describe('rebuildAfterChange', () => {
  it('starts a build when none is running', async () => {
    // Prepare
    const port = fakePort([
      { id: 'old', status: 'SUCCEEDED', startTime: new Date('2026-01-01T00:00:00Z') },
    ]);
    // Act
    const outcome = await rebuildAfterChange({
      port,
      changedAt: new Date('2026-01-02T00:00:00Z'),
      sleep: noSleep,
    });
    // Assess
    expect(outcome).toEqual({ action: 'started', id: 'b1' });
    expect(port.started).toBe(1);
  });

  it('starts nothing when a build began after the change (bursts coalesce)', async () => {
    const port = fakePort([
      { id: 'later', status: 'IN_PROGRESS', startTime: new Date('2026-01-02T00:00:10Z') },
    ]);
    const outcome = await rebuildAfterChange({
      port,
      changedAt: new Date('2026-01-02T00:00:00Z'),
      sleep: noSleep,
    });
    expect(outcome).toEqual({ action: 'covered', by: 'later' });
    expect(port.started).toBe(0);
  });

  it('waits for a build that started before the change, then starts exactly one', async () => {
    const builds: BuildInfo[] = [
      { id: 'running', status: 'IN_PROGRESS', startTime: new Date('2026-01-01T23:59:00Z') },
    ];
    const port = fakePort(builds);
    let polls = 0;
    const sleep = async () => {
      polls++;
      if (polls === 3)
        builds[0] = {
          id: 'running',
          status: 'SUCCEEDED',
          startTime: new Date('2026-01-01T23:59:00Z'),
        };
    };
    const outcome = await rebuildAfterChange({
      port,
      changedAt: new Date('2026-01-02T00:00:00Z'),
      sleep,
    });
    expect(outcome.action).toBe('started');
    expect(port.started).toBe(1);
    expect(polls).toBe(3);
  });

  it('does not count a failed later build as covering the change', async () => {
    const port = fakePort([
      { id: 'failed', status: 'FAILED', startTime: new Date('2026-01-02T00:00:10Z') },
    ]);
    const outcome = await rebuildAfterChange({
      port,
      changedAt: new Date('2026-01-02T00:00:00Z'),
      sleep: noSleep,
    });
    expect(outcome.action).toBe('started');
  });

  it('throws (so Lambda retries later) when a build runs past the wait limit', async () => {
    const port = fakePort([
      { id: 'stuck', status: 'IN_PROGRESS', startTime: new Date('2026-01-01T00:00:00Z') },
    ]);
    let t = 0;
    const now = () => t;
    const sleep = async (ms: number) => void (t += ms);
    await expect(
      rebuildAfterChange({
        port,
        changedAt: new Date('2026-01-02T00:00:00Z'),
        sleep,
        now,
        maxWaitMs: 60_000,
      }),
    ).rejects.toThrow(/still running/);
    expect(port.started).toBe(0);
  });
});
