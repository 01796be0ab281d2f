// Prebuilt data first, refreshed from the API on mount (a rebuild may lag behind the store).
import { useEffect, useState } from 'react';

export interface Refetched<T> {
  data: T | null;
  failed: boolean;
}

/**
 * The state after a failed load. A list already on screen (prebuilt) is better than the product.md §4 error panel, which
 * is only for a page with nothing to show yet.
 */
export function afterFailure<T>(state: Refetched<T>): Refetched<T> {
  return state.data === null ? { data: null, failed: true } : state;
}

export function useRefetch<T>(initial: T | null, load: () => Promise<T>): Refetched<T> {
  const [state, setState] = useState<Refetched<T>>({ data: initial, failed: false });
  useEffect(() => {
    let live = true;
    load()
      .then((data) => live && setState({ data, failed: false }))
      .catch((error: unknown) => {
        // Logged whether or not the panel shows: a kept list hides the failure from readers.
        console.error('List refresh failed', error);
        if (live) setState(afterFailure);
      });
    return () => {
      live = false;
    };
    // Once on mount: the loader is fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
