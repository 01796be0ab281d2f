// A value loaded on first use and shared by every caller: the API's deferred services and route groups, and the
// site build's per-build reads.

/** `load` once, on first call; a failed load is tried again on the next call instead of sticking. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}
