// Prebuilt data first, refreshed from the API on mount (a rebuild may lag behind the store).
import { useEffect, useState } from 'react';

export interface Refetched<T> {
  data: T | null;
  failed: boolean;
}

export function useRefetch<T>(initial: T | null, load: () => Promise<T>): Refetched<T> {
  const [state, setState] = useState<Refetched<T>>({ data: initial, failed: false });
  useEffect(() => {
    let live = true;
    load()
      .then((data) => live && setState({ data, failed: false }))
      .catch(() => live && setState((s) => ({ data: s.data, failed: true })));
    return () => {
      live = false;
    };
    // Once on mount: the loader is fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
