// The feed service: imports every source with bounded concurrency, one import at a time, and reports status.
import type { Db } from '../data/db.ts';
import { NotFoundError } from '../data/errors.ts';
import {
  deleteRssSource,
  listCategories,
  readImportProgress,
  updateRssSource,
} from '../data/index.ts';
import {
  NO_RSS_SOURCES,
  type DiagnosticResult,
  type RefreshStats,
  type RssSource,
} from '../domain/index.ts';
import { feedAddressRefusal } from './fetch/address.ts';
import { createFetcher, type Fetcher, type FetcherOptions } from './fetch/fetcher.ts';
import { mapPool } from '../lib/pool.ts';
import { importSource, parseFeed, type SourceOutcome } from './ingest/source.ts';
import { sourceStatus } from './ingest/status.ts';
import { compileTagRules } from './ingest/tags.ts';
import { trackProgress } from './progress.ts';
import type { FeedService, FeedStatus } from './service.ts';
import { dataStore, type FeedStore } from './store.ts';

export type { FeedService, FeedStatus, RssSourceView } from './service.ts';

export interface FeedServiceOptions {
  db: Db;
  /** FEEDS_ALLOW_LOOPBACK: tests may fetch from 127.0.0.1. */
  allowLoopback: boolean;
  /**
   * The rebuild hook: called once per import that added articles, with their ids, or without ids when the
   * import also indexed articles an earlier one left unindexed (their ids are not known: any page may change).
   */
  onArticlesAdded: (count: number, ids?: number[]) => void;
  userAgent?: string;
  /** Sources fetched at once (product.md §11.3: about 6). */
  concurrency?: number;
  /** The diagnostic's overall deadline (default DIAGNOSE_WITHIN_MS). */
  diagnoseWithinMs?: number;
  /** Tests: fetcher limits and loopback ports; a fake store. */
  fetcher?: Partial<FetcherOptions>;
  store?: FeedStore;
  now?: () => Date;
}

/** The diagnostic answers within this, under the API Lambda's 29 s. */
export const DIAGNOSE_WITHIN_MS = 20_000;

const total = (outcomes: SourceOutcome[]): RefreshStats => ({
  added: outcomes.reduce((n, o) => n + o.added, 0),
  skipped: outcomes.reduce((n, o) => n + o.skipped, 0),
  errors: outcomes.filter((o) => o.error !== null).length,
  waiting: outcomes.filter((o) => o.deferred).length,
});

export function createFeedService(
  opts: FeedServiceOptions,
): FeedService & { close(): Promise<void> } {
  const store = opts.store ?? dataStore(opts.db);
  const fetcher: Fetcher = createFetcher({
    allowLoopback: opts.allowLoopback,
    ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
    ...opts.fetcher,
  });
  const concurrency = opts.concurrency ?? 6;
  const diagnoseWithinMs = opts.diagnoseWithinMs ?? DIAGNOSE_WITHIN_MS;
  const now = opts.now ?? (() => new Date());
  const state: FeedStatus = { running: false, startedAt: null, lastStats: null };
  /**
   * The import in progress; a request for the same kind of import (every source, same force) joins it,
   * anything else waits its turn.
   */
  let current: { promise: Promise<RefreshStats>; all: boolean; force: boolean } | null = null;

  /**
   * An earlier import that died before its index pass left articles unsearchable and the site not
   * rebuilt: indexes them; answers how many, for the rebuild hook (0 after a logged failure).
   */
  async function recoverIndex(): Promise<number> {
    try {
      return (await store.indexPending?.()) ?? 0;
    } catch (e) {
      console.error('feeds: could not index pending articles:', e);
      return 0;
    }
  }

  async function run(
    pick: (s: RssSource) => boolean,
    force: boolean,
    skipBackoff: boolean,
  ): Promise<RefreshStats> {
    // Before anything is looked up: with guards in an older form, an item the store holds could come back.
    await store.upgradeGuards?.();
    const recovered = await recoverIndex();
    const [sources, tags] = await Promise.all([store.listSources(), store.listTags()]);
    const ctx = { fetcher, store, tagsFor: compileTagRules(tags), now };
    const picked = sources.filter(pick);
    const progress = await trackProgress(opts.db, picked.length, now);
    const outcomes: SourceOutcome[] = [];
    try {
      await mapPool(picked, concurrency, async (s) => {
        const outcome = await importSource(ctx, s, force, skipBackoff);
        outcomes.push(outcome);
        await progress.step(outcome);
      });
    } finally {
      // The run's new articles are indexed for search in one pass (see FeedStore.flushIndex).
      await store
        .flushIndex?.()
        .catch((e: unknown) => console.error('feeds: could not index the new articles:', e));
      // Articles stored are announced even when the run fails after them, or the site would not show them.
      const added = total(outcomes).added + recovered;
      if (added > 0)
        opts.onArticlesAdded(
          added,
          recovered > 0 ? undefined : outcomes.flatMap((o) => o.addedIds),
        );
      await progress.finish();
    }
    return total(outcomes);
  }

  /** One import at a time in this process: a full import joins a running full one of the same force, anything else waits its turn. */
  function schedule(
    all: boolean,
    pick: (s: RssSource) => boolean,
    force: boolean,
    skipBackoff = force,
  ): Promise<RefreshStats> {
    if (current && all && current.all && current.force === force) return current.promise;
    const before = current?.promise.catch(() => undefined);
    const entry = {
      all,
      force,
      promise: Promise.resolve<RefreshStats>({ added: 0, skipped: 0, errors: 0, waiting: 0 }),
    };
    entry.promise = (async () => {
      await before;
      state.running = true;
      state.startedAt = now().toISOString();
      try {
        const stats = await run(pick, force, skipBackoff);
        state.lastStats = stats;
        return stats;
      } finally {
        state.running = false;
        if (current === entry) current = null;
      }
    })();
    current = entry;
    return entry.promise;
  }

  async function diagnoseOne(source: RssSource): Promise<{ ok: boolean; line: string }> {
    try {
      const res = await fetcher.fetch(source.url);
      const count = res.kind === 'ok' ? (await parseFeed(res.body)).length : 0;
      return { ok: true, line: `OK: ${source.name} (${source.url}): ${count} items` };
    } catch (err) {
      return {
        ok: false,
        line: `FAILED: ${source.name} (${source.url}): ${err instanceof Error ? err.message : String(err)}`,
      };
    }
  }

  return {
    importAll: (options) => schedule(true, () => true, options?.force ?? false),
    importCategory: (categoryId) => schedule(false, (s) => s.categoryId === categoryId, false),
    async fetchSource(sourceId) {
      if (!(await store.listSources()).some((s) => s.id === sourceId))
        throw new NotFoundError('rss source', sourceId);
      return schedule(false, (s) => s.id === sourceId, false, true);
    },
    async diagnose(): Promise<DiagnosticResult> {
      const sources = await store.listSources();
      if (sources.length === 0) return { success: true, messages: [NO_RSS_SOURCES] };
      // One deadline for the whole diagnostic, so it answers within the API's time limit however
      // many sources hang; a source not answered by then is reported as such.
      let timer: NodeJS.Timeout | undefined;
      const timeUp = new Promise<void>(
        (resolve) => (timer = setTimeout(resolve, diagnoseWithinMs)),
      );
      const late = (s: RssSource) => ({
        ok: false,
        line: `FAILED: ${s.name} (${s.url}): no answer within ${diagnoseWithinMs / 1000} s`,
      });
      try {
        const results = await mapPool(sources, concurrency, (s) =>
          Promise.race([diagnoseOne(s), timeUp.then(() => late(s))]),
        );
        return { success: results.every((r) => r.ok), messages: results.map((r) => r.line) };
      } finally {
        clearTimeout(timer);
      }
    },
    async categoryExists(categoryId) {
      return store.categoryExists(categoryId);
    },
    isRunning: () => current !== null,
    async listSources() {
      const at = now();
      return (await store.listSources()).map((s) => ({ ...s, status: sourceStatus(s.fetch, at) }));
    },
    addressRefusal: (url) => feedAddressRefusal(url, { allowLoopback: opts.allowLoopback }),
    async addSource(input) {
      const source = await store.addSource(input);
      return { ...source, status: sourceStatus(source.fetch) };
    },
    async updateSource(id, input) {
      if (!(await store.categoryExists(input.categoryId)))
        throw new NotFoundError('category', input.categoryId);
      const source = await updateRssSource(opts.db, id, input);
      return { ...source, status: sourceStatus(source.fetch, now()) };
    },
    deleteSource: (id) => deleteRssSource(opts.db, id),
    listCategories: () => listCategories(opts.db),
    importStatus: () => readImportProgress(opts.db, now()),
    status: () => ({ ...state, running: current !== null }),
    close: () => fetcher.close(),
  };
}
