import { describe, expect, it } from 'vitest';
import { diagnosticToast, refreshSummary, updateFinished } from './messages.ts';

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
