// The home feed's view (grid or rows), kept in the history entry beside the feed (product.md §2.3, §4.1).

export type FeedView = 'grid' | 'rows';

/** The history state key; index.astro's head script reads it too, to hide the prebuilt grid before rows show. */
export const VIEW_KEY = 'homeView';

/** The view saved in a history entry's state, or null when it has none (or a malformed one). */
export function readSavedView(state: unknown): FeedView | null {
  const saved: unknown = (state as Record<string, unknown> | null)?.[VIEW_KEY];
  return saved === 'grid' || saved === 'rows' ? saved : null;
}

/** History state with the view saved beside whatever else the entry holds. */
export function withSavedView(state: unknown, view: FeedView): Record<string, unknown> {
  const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  return { ...base, [VIEW_KEY]: view };
}
