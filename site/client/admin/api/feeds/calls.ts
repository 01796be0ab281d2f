// The feeds (RSS) resource's calls (product.md §7 and the admin API contract): one function per call, no state; hooks.ts
// holds its query keys, queries and mutations.
import type {
  DiagnosticResult,
  ImportProgress,
  OpmlImportResult,
  OpmlPreview,
  PreviewFeed,
  RefreshStats,
  RssSourceInput,
  RssSourceView,
} from '../../../../../functions/domain/index.ts';
import { adminJson, adminRequest } from '../http.ts';

/** /refresh, /force-refresh and category updates: stats, or (cloud) a run that goes on in the background. */
export type RunAnswer =
  { stats: RefreshStats } | { started: boolean; running: true; message: string };

/** One source fetched now ('Retry now', a feed just added): its stats and health after, or (cloud) still running. */
export type FetchAnswer =
  | { stats: RefreshStats; source: RssSourceView | null }
  | { started: boolean; running: true; message: string };

export interface UpdateStarted {
  started: boolean;
  running: boolean;
  message: string;
}

/** The server's shapes (functions/domain), under the names this screen uses. */
export type {
  OpmlImportResult,
  OpmlPreview,
  RssSourceView,
} from '../../../../../functions/domain/index.ts';
export type UpdateStatus = ImportProgress;
export type OpmlFeed = PreviewFeed;

export const OPML_EXPORT_URL = '/api/rss/opml';

/**
 * A feed form's server answers (save-errors.ts): a 409 is an address another source holds, its message naming that
 * source (product.md §11.6); the fallback is for an answer without one.
 */
export const SOURCE_SAVE_ERRORS = {
  fields: ['name', 'url', 'categoryId'],
  conflict: { field: 'url', fallback: 'This feed is already added' },
} as const;

export const listSources = () => adminRequest<RssSourceView[]>('/api/rss/sources');
export const addSource = (input: RssSourceInput) =>
  adminJson<RssSourceView>('POST', '/api/rss/sources', input);
export const editSource = (id: number, input: RssSourceInput) =>
  adminJson<RssSourceView>('PUT', `/api/rss/sources/${id}`, input);
export const deleteSource = (id: number) =>
  adminJson<Record<string, never>>('DELETE', `/api/rss/sources/${id}`);
export const fetchSourceNow = (id: number) =>
  adminJson<FetchAnswer>('POST', `/api/rss/sources/${id}/fetch`);
export const updateAll = () => adminJson<UpdateStarted>('POST', '/api/rss/update');
export const refreshFeeds = () => adminJson<RunAnswer>('POST', '/api/rss/refresh');
export const forceRefresh = () => adminJson<RunAnswer>('POST', '/api/rss/force-refresh');
export const updateCategory = (categoryId: number) =>
  adminJson<RunAnswer>('POST', `/api/rss/update/category/${categoryId}`);
export const runDiagnostic = () => adminRequest<DiagnosticResult>('/api/rss/diagnostic');
export const updateStatus = () => adminRequest<UpdateStatus>('/api/rss/status');

function opmlForm(file: File, categoryMap?: Record<string, number>): FormData {
  const form = new FormData();
  form.set('file', file);
  if (categoryMap) form.set('categoryMap', JSON.stringify(categoryMap));
  return form;
}

export const previewOpml = (file: File) =>
  adminRequest<OpmlPreview>('/api/rss/opml/preview', { method: 'POST', body: opmlForm(file) });
export const importOpml = (file: File, categoryMap: Record<string, number>) =>
  adminRequest<OpmlImportResult>('/api/rss/opml/import', {
    method: 'POST',
    body: opmlForm(file, categoryMap),
  });
