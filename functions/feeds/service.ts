// The RSS engine as the API and the schedulers see it; the implementation lives beside this file.
import type { DiagnosticResult, RefreshStats } from '../domain/index.ts';

export interface FeedService {
  /** Imports every source; a call while an import runs joins it. `force` ignores the conditional-GET cache. */
  importAll(options?: { force?: boolean }): Promise<RefreshStats>;
  /** Imports the sources of one category. */
  importCategory(categoryId: number): Promise<RefreshStats>;
  /** Fetches every source and reports one readable line per source. */
  diagnose(): Promise<DiagnosticResult>;
  /** True while an import runs. */
  isRunning(): boolean;
}
