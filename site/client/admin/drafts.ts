// Keeps what the editor typed across a forced sign-in (product.md §11.5): open forms register a reader; the values are
// saved in sessionStorage keyed by page when the session ends, and taken back once after sign-in.
const PREFIX = 'admin-drafts:';
const readers = new Map<string, () => unknown>();

/** Registers an open form's value reader under a key unique on its page; returns the unregister call. */
export function registerDraft(key: string, read: () => unknown): () => void {
  readers.set(key, read);
  return () => {
    if (readers.get(key) === read) readers.delete(key);
  };
}

/** Saves every registered form's values for this page. */
export function saveDrafts(page = location.pathname): void {
  if (readers.size === 0) return;
  const values = Object.fromEntries([...readers].map(([key, read]) => [key, read()]));
  try {
    sessionStorage.setItem(PREFIX + page, JSON.stringify(values));
  } catch {
    // Storage blocked or full: nothing more can be kept.
  }
}

/** Takes (reads and forgets) the saved values of one form on this page, or null. */
export function takeDraft<T>(key: string, page = location.pathname): T | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + page);
    if (!raw) return null;
    const all = JSON.parse(raw) as Record<string, unknown>;
    const value = all[key];
    delete all[key];
    if (Object.keys(all).length === 0) sessionStorage.removeItem(PREFIX + page);
    else sessionStorage.setItem(PREFIX + page, JSON.stringify(all));
    return (value as T | undefined) ?? null;
  } catch {
    return null;
  }
}
