// The home feed's saved view: read back only when well formed, written beside what the history entry holds.
import { describe, expect, it } from 'vitest';
import { readSavedView, withSavedView } from './feed-view.ts';

describe('saved feed view', () => {
  it('reads back the view it wrote, keeping the entry’s other state', () => {
    // Prepare
    const state = { homeFeed: { sort: 'oldest', page: 2 } };
    // Act
    const saved = withSavedView(state, 'rows');
    // Assess
    expect(saved).toEqual({ homeFeed: { sort: 'oldest', page: 2 }, homeView: 'rows' });
    expect(readSavedView(saved)).toBe('rows');
    expect(readSavedView(withSavedView(saved, 'grid'))).toBe('grid');
  });

  it.each([null, undefined, 'rows', {}, { homeView: 'list' }, { homeView: 1 }])(
    'gives null for %j',
    (state) => {
      expect(readSavedView(state)).toBeNull();
    },
  );
});
