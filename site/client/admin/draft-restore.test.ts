// Record drafts: what a form registers comes back once, naming its record; the reopened edit keeps the draft's version.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atDraftVersion, registerRecordDraft, takeRecordDraft } from './draft-restore.ts';
import { saveDrafts } from './drafts.ts';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal('location', { pathname: '/admin/articles' });
});
afterEach(() => vi.unstubAllGlobals());

describe('record drafts', () => {
  it('gives back the typed values once, with the record, its version and whether a file was chosen', () => {
    // Prepare
    const unregister = registerRecordDraft(
      'article',
      { id: 7, version: 3 },
      () => ({ t: 'x' }),
      () => true,
    );
    saveDrafts();
    unregister();
    // Act
    const first = takeRecordDraft<{ t: string }>('article');
    const second = takeRecordDraft('article');
    // Assess
    expect(first).toEqual({ id: 7, version: 3, values: { t: 'x' }, hadFile: true });
    expect(second).toBeNull();
  });

  it('names no record for a create form', () => {
    // Prepare
    const unregister = registerRecordDraft('event', null, () => ({ t: 'y' }));
    saveDrafts();
    unregister();
    // Act
    const draft = takeRecordDraft('event');
    // Assess
    expect(draft).toEqual({ id: null, version: null, values: { t: 'y' }, hadFile: false });
  });

  it('reopens the stored record at the version the editor started from', () => {
    // Prepare
    const stored = { id: 7, version: 5, title: 'latest' };
    // Act
    const record = atDraftVersion(stored, { id: 7, version: 3, values: {} });
    // Assess
    expect(record).toEqual({ id: 7, version: 3, title: 'latest' });
  });
});
