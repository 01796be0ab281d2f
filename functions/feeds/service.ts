// The RSS engine as the API and the schedulers see it; the implementation is importer.ts (local, import Lambda) or remote.ts.
import type {
  Category,
  DiagnosticResult,
  ImportProgress,
  RefreshStats,
  RssSourceInput,
  RssSourceView,
} from '../domain/index.ts';

export type { ImportProgress, RssSourceView } from '../domain/index.ts';

/** What the engine is doing now, for health checks and the admin screen. */
export interface FeedStatus {
  running: boolean;
  /** ISO time the running (or last) import started, or null if none ran. */
  startedAt: string | null;
  /** Stats of the last finished import, or null if none finished. */
  lastStats: RefreshStats | null;
}

/** Plain functions, no `this`: the remote service spreads the local one and hands its reads on. */
export interface FeedService {
  /** Imports every source; a call while an import runs joins it. `force` ignores the conditional-GET cache and back-off. */
  importAll: (options?: { force?: boolean }) => Promise<RefreshStats>;
  /** Imports the sources of one category. */
  importCategory: (categoryId: number) => Promise<RefreshStats>;
  /**
   * Fetches one source now, past its back-off (not a force: the conditional GET still applies); NotFoundError for an
   * unknown id. 'Retry now' and the first fetch of a feed just added (product.md §11.6).
   */
  fetchSource: (sourceId: number) => Promise<RefreshStats>;
  /** True when the category exists (the per-category update answers 404 otherwise). */
  categoryExists: (categoryId: number) => Promise<boolean>;
  /** Fetches every source and reports one readable line per source, within an overall deadline. */
  diagnose: () => Promise<DiagnosticResult>;
  /** True while an import runs. */
  isRunning: () => boolean;
  /** Every source with its fetch state and readable status. */
  listSources: () => Promise<RssSourceView[]>;
  /**
   * The message refusing a feed URL before it is added or saved (a private or local address, see
   * feedAddressRefusal), or null when it may be added. The API's answer is a promise: it loads the
   * address rules on the first check, off its cold start.
   */
  addressRefusal: (url: string) => Promise<string | null> | string | null;
  /** Adds a source; throws NotFoundError('Category', id) for an unknown category, ConflictError('url') for a known feed URL. */
  addSource: (input: RssSourceInput) => Promise<RssSourceView>;
  /**
   * Changes a source's name, url and category. NotFoundError('rss source', id) for an unknown id,
   * NotFoundError('category', id) for an unknown category, ConflictError('url') for another source's URL.
   */
  updateSource: (id: number, input: RssSourceInput) => Promise<RssSourceView>;
  /** Removes a source (NotFoundError for an unknown id); the articles it imported stay. */
  deleteSource: (id: number) => Promise<void>;
  /** Every category, for OPML export and import. */
  listCategories: () => Promise<Category[]>;
  /** The store's progress of the current or last import, wherever it runs (GET /api/rss/status). */
  importStatus: () => Promise<ImportProgress>;
  /** The engine's state in this process. */
  status: () => FeedStatus;
}
