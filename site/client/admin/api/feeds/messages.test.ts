// The RSS screen's toast texts: word for word where product.md §8 fixes them; one feed's fetch says what happened to it.
import { describe, expect, it } from 'vitest';
import { INITIAL_FETCH_STATE, type RssSourceView } from '../../../../../functions/domain/index.ts';
import {
  addedToast,
  diagnosticToast,
  refreshSummary,
  retryToast,
  updateFinished,
} from './messages.ts';

describe('refreshSummary', () => {
  it("is the contract's sentence, word for word, when no feed waits out a back-off", () => {
    expect(refreshSummary({ added: 3, skipped: 1, errors: 0, waiting: 0 })).toBe(
      '3 new articles added, 1 skipped, 0 errors',
    );
  });

  it('adds how many feeds were not fetched because they wait to retry', () => {
    expect(refreshSummary({ added: 0, skipped: 0, errors: 0, waiting: 2 })).toBe(
      '0 new articles added, 0 skipped, 0 errors, 2 feeds waiting to retry after earlier errors',
    );
  });
});

describe('diagnosticToast', () => {
  it('says every feed answered only when there were feeds to check', () => {
    // Act
    const some = diagnosticToast({ success: true, messages: ['OK: A', 'OK: B'] });
    const none = diagnosticToast({ success: true, messages: ['No RSS sources are configured.'] });
    const failed = diagnosticToast({ success: false, messages: ['FAILED: A'] });
    // Assess
    expect(some).toEqual({
      title: 'RSS Diagnostic Completed',
      description: 'Every feed answered.',
    });
    expect(none.description).toBe('No RSS sources are configured.');
    expect(failed).toMatchObject({ title: 'RSS Diagnostic Found Issues', variant: 'destructive' });
  });
});

describe('updateFinished', () => {
  const run = {
    running: false,
    done: 4,
    total: 4,
    added: 2,
    errors: 1,
    startedAt: null,
    finishedAt: null,
  };

  it("announces the run's counts, and the feeds left waiting only when there are some", () => {
    // Assess
    expect(updateFinished({ ...run, waiting: 0 })).toBe(
      'Update finished: 4 of 4 feeds checked, 2 new articles added, 1 errors.',
    );
    expect(updateFinished({ ...run, waiting: 3 })).toBe(
      'Update finished: 4 of 4 feeds checked, 2 new articles added, 1 errors, 3 feeds waiting to retry after earlier errors.',
    );
  });
});

describe('one feed fetched now', () => {
  const stats = { added: 2, skipped: 0, errors: 0, waiting: 0 };
  const source = (fetch: Partial<RssSourceView['fetch']>): RssSourceView => ({
    id: 4,
    name: 'Ability Net',
    url: 'https://a.example/rss',
    categoryId: 1,
    createdAt: new Date(0).toISOString(),
    fetch: { ...INITIAL_FETCH_STATE, ...fetch },
    status: '',
  });

  it('Retry now says the feed is active with its new articles, or its failure in plain words', () => {
    const ok = retryToast({ name: 'Ability Net' }, { stats, source: source({ lastStatus: 'ok' }) });
    const failed = retryToast(
      { name: 'Ability Net' },
      {
        stats: { ...stats, added: 0, errors: 1 },
        source: source({ lastStatus: 'error', lastError: 'getaddrinfo ENOTFOUND a.example' }),
      },
    );

    expect(ok).toEqual({
      title: 'Feed Fetched',
      description: 'Ability Net: It is active: 2 new articles added.',
    });
    expect(failed).toEqual({
      title: 'Feed Still Failing',
      description: 'Ability Net: It failed: The site’s name could not be found on the internet.',
      variant: 'destructive',
    });
  });

  it('a feed just added is announced with its first fetch, or as fetched at the next update', () => {
    expect(
      addedToast({ name: 'Ability Net' }, { stats, source: source({ lastStatus: 'ok' }) }),
    ).toEqual({
      title: 'RSS Feed Added',
      description: 'Ability Net was added. It is active: 2 new articles added.',
    });
    expect(addedToast({ name: 'Ability Net' }, null).description).toBe(
      'Ability Net was added. It will be fetched at the next update.',
    );
  });
});
