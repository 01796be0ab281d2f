// Drafts that name their record (product.md §11.5): a form saved by a forced sign-in reopens in the same place, create or the
// edit of that record, based on the version first loaded so a later 409 still catches a change made meanwhile.
import { registerDraft, takeDraft } from './drafts.ts';

export interface RecordDraft<V> {
  /** The record being edited, or null for a create form. */
  id: number | null;
  /** The version the editor started from (edit only). */
  version: number | null;
  values: V;
  /** A chosen file cannot be kept in sessionStorage: the restored form says so. */
  hadFile?: boolean;
}

/** Registers a form whose draft names its record; one such form per key is open at a time. */
export function registerRecordDraft<V>(
  key: string,
  record: { id: number; version: number } | null,
  read: () => V,
  hadFile: () => boolean = () => false,
): () => void {
  return registerDraft(key, (): RecordDraft<V> => ({
    id: record?.id ?? null,
    version: record?.version ?? null,
    values: read(),
    hadFile: hadFile(),
  }));
}

/** Takes (once) the draft under `key` on this page, or null. */
export const takeRecordDraft = <V>(key: string) => takeDraft<RecordDraft<V>>(key);

/** The stored record to reopen the edit on, carrying the draft's version instead of the latest. */
export function atDraftVersion<T extends { version: number }>(
  stored: T,
  draft: RecordDraft<unknown>,
): T {
  return draft.version === null ? stored : { ...stored, version: draft.version };
}

/** The keys of the screens' record drafts (one such form open per page at a time). */
export const DRAFT_KEYS = { article: 'article', event: 'event' } as const;
