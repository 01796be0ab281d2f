// Search overlay store: open state and recent searches, kept in memory only (product.md §3, §4).
import { atom } from 'nanostores';

/** product.md §3: the starting list. */
export const DEFAULT_RECENT_SEARCHES = ['screen readers', 'mobile accessibility', 'WCAG 2.2'];
/** product.md §9: recent searches capped at 5. */
export const RECENT_SEARCHES_MAX = 5;

export const $searchOpen = atom<boolean>(false);
export const $recentSearches = atom<string[]>([...DEFAULT_RECENT_SEARCHES]);

export function openSearch(): void {
  $searchOpen.set(true);
}

export function closeSearch(): void {
  $searchOpen.set(false);
}

/** Most-recent-first, de-duplicated, capped at 5 (product.md §4). */
export function addRecentSearch(query: string): void {
  const q = query.trim();
  if (!q) return;
  const rest = $recentSearches.get().filter((s) => s !== q);
  $recentSearches.set([q, ...rest].slice(0, RECENT_SEARCHES_MAX));
}
