// The local rebuild hook's stale mark: it stays from a change until a build that covers it has swapped in,
// so a process stopped mid-build (or after a failed one) builds again on its next start.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalRebuild, STALE_MARK, type LocalRebuild } from './rebuild.ts';
import type { SiteBuilder } from './site-build.ts';

/** A builder whose builds wait until the test ends them; `started` counts the builds begun. */
function heldBuilder() {
  const ends: ((error?: Error) => void)[] = [];
  const builder: SiteBuilder = {
    build: () =>
      new Promise((ok, fail) => ends.push((error) => (error ? fail(error) : ok({ kind: 'full' })))),
    current: () => '/srv/site/build-1',
    outdated: async () => false,
    warm: async () => undefined,
    close: async () => undefined,
  };
  return {
    builder,
    started: () => ends.length,
    end: (n: number, error?: Error) => ends[n - 1]!(error),
  };
}

let root: string;
let rebuild: LocalRebuild | undefined;
const marked = () => existsSync(join(root, STALE_MARK));

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'rebuild-'));
});
afterEach(async () => {
  await rebuild?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('the stale mark', () => {
  it('stays while a build runs, so a restart then builds again, and goes once the build is in', async () => {
    // Prepare
    const held = heldBuilder();
    rebuild = createLocalRebuild(root, held.builder, () => undefined);
    // Act: a change, and its build under way (the scheduler waits out its quiet period first)
    rebuild.markStale('article edited', [5]);
    await vi.waitFor(() => expect(held.started()).toBe(1), { timeout: 5000 });
    const restarted = createLocalRebuild(root, heldBuilder().builder, () => undefined);
    // Assess: a process started now (the first one killed) would build
    expect(marked()).toBe(true);
    expect(restarted.needsBuild()).toBe(true);
    // Act
    held.end(1);
    await rebuild.whenIdle();
    // Assess
    expect(marked()).toBe(false);
    expect(rebuild.needsBuild()).toBe(false);
  });

  it('stays after a build when a change came in while it ran, until the build that covers that change', async () => {
    // Prepare
    const held = heldBuilder();
    rebuild = createLocalRebuild(root, held.builder, () => undefined);
    rebuild.markStale('article edited', [5]);
    await vi.waitFor(() => expect(held.started()).toBe(1), { timeout: 5000 });
    // Act
    rebuild.markStale('article added', [6]);
    held.end(1);
    await vi.waitFor(() => expect(held.started()).toBe(2), { timeout: 5000 });
    // Assess
    expect(marked()).toBe(true);
    held.end(2);
    await rebuild.whenIdle();
    expect(marked()).toBe(false);
  });

  it('stays after a failed build', async () => {
    // Prepare
    const held = heldBuilder();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rebuild = createLocalRebuild(root, held.builder, () => undefined);
    rebuild.markStale('article edited', [5]);
    await vi.waitFor(() => expect(held.started()).toBe(1), { timeout: 5000 });
    // Act
    held.end(1, new Error('astro build failed'));
    await vi.waitFor(() => expect(rebuild!.status().lastError).toContain('astro build failed'));
    // Assess
    expect(marked()).toBe(true);
    expect(rebuild.needsBuild()).toBe(true);
  });
});
