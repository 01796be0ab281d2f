// The local store bootstrap, written once: dynalite on DATA_DIR/db, the table, the demo seed when empty, and the
// upgrades a store written by older code needs.
import { join, resolve } from 'node:path';
import type { Config } from '../../functions/config.ts';
import {
  createDb,
  ensureTable,
  indexPending,
  startDynalite,
  upgradeSearchIndex,
  upgradeSourceGuards,
  upgradeTagLinks,
  type Db,
} from '../../functions/data/index.ts';
import { seedIfEmpty, type SeedResult } from '../seed/index.ts';

export interface LocalStore {
  db: Db;
  /** The dynalite address, for child processes (astro build, astro dev). */
  endpoint: string;
  /** What the seed wrote (seeded: false when the store already held content or seeding was off). */
  seed: SeedResult;
  /** Milliseconds the seed took (0 when nothing was seeded). */
  seedMs: number;
  close(): Promise<void>;
}

export interface LocalStoreOptions {
  dataDir: string;
  config: Pick<Config, 'TABLE_NAME' | 'AWS_REGION'>;
  /** false: never seed (the store stays as found). */
  seed?: boolean;
}

const NOT_SEEDED: SeedResult = {
  seeded: false,
  counts: { categories: 0, tags: 0, articles: 0, glossary: 0, events: 0, sources: 0 },
};

/** Opens (or creates) the store under dataDir; on any failure the store is closed again before the error surfaces. */
export async function openLocalStore(opts: LocalStoreOptions): Promise<LocalStore> {
  const dir = join(resolve(opts.dataDir), 'db');
  const store = await startDynalite({ dataDir: dir }).catch((err: unknown) => {
    // leveldb allows one process per folder: the usual cause is a running `npm start`.
    throw new Error(
      `Could not open the local store in ${dir} (is \`npm start\` running on the same DATA_DIR?): ${
        err instanceof Error ? err.message : String(err)
      }`,
    );
  });
  const db = createDb({
    table: opts.config.TABLE_NAME,
    region: opts.config.AWS_REGION,
    endpoint: store.endpoint,
  });
  const close = async () => {
    await store.close();
  };
  try {
    await ensureTable(db);
    let seed = NOT_SEEDED;
    let seedMs = 0;
    if (opts.seed !== false) {
      const t0 = performance.now();
      seed = await seedIfEmpty(db);
      if (seed.seeded) seedMs = Math.round(performance.now() - t0);
    }
    return { db, endpoint: store.endpoint, seed, seedMs, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** The one line `npm start` and `npm run build` print after seeding. */
export function seedMessage(store: Pick<LocalStore, 'seed' | 'seedMs'>): string | null {
  if (!store.seed.seeded) return null;
  const c = store.seed.counts;
  return `Seeded demo content in ${(store.seedMs / 1000).toFixed(1)} s: ${c.articles} articles, ${c.glossary} glossary terms, ${c.events} events, ${c.sources} feeds, ${c.categories} categories, ${c.tags} tags`;
}

/**
 * Brings a store written by older code or cut off by the last stop up to date, each step logged when it did
 * something. Answers how many articles a stopped save or import had left to finish.
 */
export async function upgradeStore(db: Db, log: (line: string) => void): Promise<number> {
  // A store indexed by older code gets the current search index format (once; search only, not the site).
  const upgraded = await upgradeSearchIndex(db);
  if (upgraded > 0) log(`Re-indexed ${upgraded} articles for the current search index format`);
  // A store linked by older code gets each tag's list within a category (the combined filters).
  const linked = await upgradeTagLinks(db);
  if (linked > 0) log(`Linked ${linked} articles to their tag and category lists`);
  // A store guarded by older code gets each imported article's current URL guard, before the first import runs.
  const guarded = await upgradeSourceGuards(db);
  if (guarded > 0) log(`Guarded ${guarded} imported articles by their links' current form`);
  // A save or import cut off by the last stop may have left search entries and tag links to finish (their pages
  // are the recorded site changes' to build). One process owns the local store: a killed one's leases are broken.
  const recovered = await indexPending(db, { alone: true });
  if (recovered > 0)
    log(`Finished the search entries and tag links of ${recovered} articles the last stop left`);
  return recovered;
}
