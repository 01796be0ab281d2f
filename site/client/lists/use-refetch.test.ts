// afterFailure: a failed refresh keeps a list already on screen; only an empty page shows the error state.
import { describe, expect, it } from 'vitest';
import { afterFailure } from './use-refetch.ts';

describe('afterFailure', () => {
  it('keeps the prebuilt data and shows no error when a list is on screen', () => {
    // Prepare
    const shown = { data: ['Braille display'], failed: false };
    // Act
    const next = afterFailure(shown);
    // Assess
    expect(next).toEqual({ data: ['Braille display'], failed: false });
  });

  it('keeps an empty prebuilt list too: the empty state is something shown', () => {
    // Act
    const next = afterFailure({ data: [] as string[], failed: false });
    // Assess
    expect(next).toEqual({ data: [], failed: false });
  });

  it('shows the error state when nothing is shown yet', () => {
    // Act
    const next = afterFailure<string[]>({ data: null, failed: false });
    // Assess
    expect(next).toEqual({ data: null, failed: true });
  });
});
