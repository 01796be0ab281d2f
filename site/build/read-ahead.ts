// Reads a long, ordered list of records a window at a time, just ahead of the pages that render them.

/** Answers each key's record; a key it was not given, or whose record its window did not find, answers undefined. */
export interface ReadAhead<K, V> {
  get(key: K): Promise<V | undefined>;
}

/**
 * A reader over `keys`, in the order the caller will mostly ask for them (a build renders its pages in
 * getStaticPaths order, a few at once). Asking for a key loads its window of `size` keys and starts the
 * next, so the store works while pages render; windows two behind are dropped, keeping memory to a few
 * windows. A key asked for out of order is still answered, its window read again if it was dropped.
 */
export function readAhead<K, V>(
  keys: readonly K[],
  load: (window: K[]) => Promise<Map<K, V>>,
  size: number,
): ReadAhead<K, V> {
  const place = new Map(keys.map((key, i) => [key, i]));
  const windows = new Map<number, Promise<Map<K, V>>>();
  const start = (w: number) => {
    if (windows.has(w) || w * size >= keys.length) return;
    const read = load(keys.slice(w * size, (w + 1) * size));
    // A window read ahead may fail before anyone awaits it; the page that asks for it gets the error.
    read.catch(() => undefined);
    windows.set(w, read);
  };
  return {
    async get(key) {
      const at = place.get(key);
      if (at === undefined) return undefined;
      const w = Math.floor(at / size);
      start(w);
      start(w + 1);
      windows.delete(w - 2);
      return (await windows.get(w))?.get(key);
    },
  };
}
