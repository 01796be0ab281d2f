// Imports in the cloud: every import runs in the import Lambda, whose reserved concurrency of 1 keeps two
// imports from ever overlapping (product.md §11.3). The API Lambda's refresh, force refresh and per-category
// update invoke it synchronously and answer its stats. Lambda refuses a call while one runs (throttled):
// ImportRunningError. An invocation goes on when its caller stops waiting, so an import longer than API
// Gateway's 30 s still finishes: the caller stops at `waitMs` with ImportStillRunningError.
import { InvokeCommand, TooManyRequestsException, type LambdaClient } from '@aws-sdk/client-lambda';
import { refreshStatsSchema, type RefreshStats } from '../domain/index.ts';
import { NotFoundError } from '../data/errors.ts';
import type { FeedService } from './service.ts';
import { ImportRunningError, ImportStillRunningError } from './import-errors.ts';

// Kept importable from here; the API's routes import them from import-errors.ts, which needs no Lambda client.
export { ImportRunningError, ImportStillRunningError };

/** What the import Lambda takes (functions/import/handler.ts). */
export interface ImportEvent {
  /** Ignore the conditional-GET cache and back-off (the admin's force refresh). */
  force?: boolean;
  /** Import only this category's sources. */
  categoryId?: number;
  /** Fetch only this source, past its back-off. */
  sourceId?: number;
}

/** How long the API Lambda waits for an import: under its own 29 s limit, with room to answer. */
export const IMPORT_WAIT_MS = 25_000;

/**
 * Runs one import in the import Lambda and answers its stats. The client should not retry (maxAttempts
 * 1): a throttled call means an import is running, and a retried import would run twice.
 */
export function createRemoteImport(
  client: Pick<LambdaClient, 'send'>,
  functionName: string,
  waitMs: number = IMPORT_WAIT_MS,
): (event: ImportEvent) => Promise<RefreshStats> {
  return async (event) => {
    const wait = AbortSignal.timeout(waitMs);
    let out;
    try {
      out = await client.send(
        new InvokeCommand({
          FunctionName: functionName,
          InvocationType: 'RequestResponse',
          Payload: new TextEncoder().encode(JSON.stringify(event)),
        }),
        { abortSignal: wait },
      );
    } catch (err) {
      if (err instanceof TooManyRequestsException) throw new ImportRunningError();
      if (wait.aborted) throw new ImportStillRunningError();
      throw err;
    }
    const text = out.Payload ? new TextDecoder().decode(out.Payload) : '';
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // reported below with the raw text
    }
    const stats = refreshStatsSchema.safeParse(body);
    if (out.FunctionError || !stats.success) {
      const message = (body as { errorMessage?: unknown } | null)?.errorMessage;
      throw new Error(
        `The import function failed: ${typeof message === 'string' ? message : text.slice(0, 200) || 'no answer'}`,
      );
    }
    return stats.data;
  };
}

/**
 * The API Lambda's feed service: sources (list, add, edit, delete), categories, the diagnostic and status
 * from the local engine, imports in the import Lambda. importStatus reads the store's progress item, which
 * the import Lambda writes as it goes, so it answers for the remote run. isRunning stays the local answer
 * (false): this instance never imports itself.
 */
export function withRemoteImports(
  local: FeedService,
  runImport: (event: ImportEvent) => Promise<RefreshStats>,
): FeedService {
  return {
    ...local,
    importAll: (options) => runImport({ force: options?.force === true }),
    importCategory: (categoryId) => runImport({ categoryId }),
    fetchSource: async (sourceId) => {
      // An unknown id is the API's 404, answered here rather than by an import that finds nothing.
      if (!(await local.listSources()).some((s) => s.id === sourceId))
        throw new NotFoundError('rss source', sourceId);
      return runImport({ sourceId });
    },
  };
}
