// The local rebuild hook and the store's record of unbuilt changes (product.md §11.13): a change recorded in the
// store stays until a build that covers it has swapped in, so a process stopped mid-build (or after a failed one)
// builds it on its next start; each build covers every change recorded when it starts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSiteChanges, recordSiteChange } from '../../functions/data/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import type { BuildScope } from '../pipeline/build-plan.ts';
import type { BuildReport } from '../pipeline/build-report.ts';
import { createLocalRebuild, type LocalRebuild } from './rebuild.ts';
import type { SiteBuilder } from './site-build.ts';

const FULL: BuildReport = {
  kind: 'full',
  reason: 'a change may touch any page',
  pages: 1,
  ms: 1,
  renderMs: 1,
  publishMs: 0,
  put: 1,
  deleted: 0,
  peakMemoryMb: 0,
};

/** A builder whose builds wait until the test ends them; `asked` holds the change each build was given. */
function heldBuilder() {
  const ends: ((error?: Error) => void)[] = [];
  const asked: (BuildScope | undefined)[] = [];
  const builder: SiteBuilder = {
    build: (change) =>
      new Promise((ok, fail) => {
        asked.push(change);
        ends.push((error) => (error ? fail(error) : ok(FULL)));
      }),
    current: () => '/srv/site/public',
    outdated: () => Promise.resolve(false),
    warm: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  return {
    builder,
    asked,
    started: () => ends.length,
    end: (n: number, error?: Error) => ends[n - 1]!(error),
  };
}

let store: TestDb;
let rebuild: LocalRebuild | undefined;
const recorded = async () => (await readSiteChanges(store.db)).articleIds.sort();

beforeEach(async () => {
  store = await createTestDb();
});
afterEach(async () => {
  await rebuild?.stop();
  await store.close();
});

describe('unbuilt changes', () => {
  it('stay recorded while a build runs, so a restart then builds again, and go once the build is in', async () => {
    // Prepare: a change as a save records it, in its own transaction
    const held = heldBuilder();
    rebuild = createLocalRebuild('/unused', held.builder, store.db, () => undefined);
    await recordSiteChange(store.db, 'article 5 updated', [5]);
    // Act: its notice, and its build under way (the scheduler waits out its quiet period first)
    rebuild.markStale('article edited', [5]);
    await vi.waitFor(() => expect(held.started()).toBe(1), { timeout: 5000 });
    const restarted = createLocalRebuild(
      '/unused',
      heldBuilder().builder,
      store.db,
      () => undefined,
    );
    // Assess: a process started now (the first one killed) would build
    expect(await restarted.needsBuild()).toBe(true);
    // Act
    held.end(1);
    await rebuild.whenIdle();
    // Assess
    expect(await recorded()).toEqual([]);
    expect(await rebuild.needsBuild()).toBe(false);
  });

  it('are built even when their notice never came: a start after a kill builds what the store recorded', async () => {
    // Prepare: two saves recorded, the process killed before their notices reached the rebuild hook
    await recordSiteChange(store.db, 'article 7 updated', [7]);
    await recordSiteChange(store.db, 'article 8 taken down', [8]);
    const held = heldBuilder();
    rebuild = createLocalRebuild('/unused', held.builder, store.db, () => undefined);
    // Act: the start's own notice, for the listing pages only
    expect(await rebuild.needsBuild()).toBe(true);
    rebuild.markStale('unbuilt changes', []);
    await vi.waitFor(() => expect(held.started()).toBe(1), { timeout: 5000 });
    held.end(1);
    await rebuild.whenIdle();
    // Assess: the build covered both article pages, partially
    expect(held.asked[0]).toEqual({ full: false, articleIds: [7, 8] });
    expect(await recorded()).toEqual([]);
  });

  it('keep a change recorded while a build ran for the build after it', async () => {
    // Prepare
    const held = heldBuilder();
    rebuild = createLocalRebuild('/unused', held.builder, store.db, () => undefined);
    await recordSiteChange(store.db, 'article 5 updated', [5]);
    rebuild.markStale('article edited', [5]);
    await vi.waitFor(() => expect(held.started()).toBe(1), { timeout: 5000 });
    // Act
    await recordSiteChange(store.db, 'article 6 created', [6]);
    rebuild.markStale('article added', [6]);
    held.end(1);
    await vi.waitFor(() => expect(held.started()).toBe(2), { timeout: 5000 });
    // Assess
    expect(await recorded()).toEqual([6]);
    held.end(2);
    await rebuild.whenIdle();
    expect(await recorded()).toEqual([]);
  });

  it('stay recorded after a failed build', async () => {
    // Prepare
    const held = heldBuilder();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rebuild = createLocalRebuild('/unused', held.builder, store.db, () => undefined);
    await recordSiteChange(store.db, 'article 5 updated', [5]);
    rebuild.markStale('article edited', [5]);
    await vi.waitFor(() => expect(held.started()).toBe(1), { timeout: 5000 });
    // Act
    held.end(1, new Error('astro build failed'));
    await vi.waitFor(() => expect(rebuild!.status().lastError).toContain('astro build failed'));
    // Assess
    expect(await recorded()).toEqual([5]);
    expect(await rebuild.needsBuild()).toBe(true);
  });
});
