// After a deploy: a full build is asked for once when the published site was built from other code, never again
// while that build is pending, and not at all once the published site is the deployed code's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSiteChanges, recordBuiltSource } from '../data/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { askForDeployedBuild } from './deployed.ts';

let store: TestDb;
beforeEach(async () => {
  store = await createTestDb();
});
afterEach(() => store.close());

describe('askForDeployedBuild', () => {
  it('asks for every page once when nothing or other code was published, recording the change', async () => {
    // Act: the first deploy (nothing published), then the same tick again while that change waits
    const first = await askForDeployedBuild(store.db, 'v2', false);
    const pending = await readSiteChanges(store.db);
    const again = await askForDeployedBuild(store.db, 'v2', pending.full);
    // Assess
    expect(first).toBe('the deployed code is not yet published');
    expect(pending).toMatchObject({ full: true, reasons: [first] });
    expect(again).toBeNull();
    expect((await readSiteChanges(store.db)).keys).toHaveLength(1);
  });

  it('asks for nothing once the published site was built from the deployed code, and again after the next deploy', async () => {
    await recordBuiltSource(store.db, 'v2');
    expect(await askForDeployedBuild(store.db, 'v2', false)).toBeNull();
    expect((await readSiteChanges(store.db)).keys).toEqual([]);
    expect(await askForDeployedBuild(store.db, 'v3', false)).not.toBeNull();
  });
});
