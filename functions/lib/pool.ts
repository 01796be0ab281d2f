// Bounded concurrency for store and network work: at most `width` tasks in flight, results in input order.
// A task that should not stop the others returns its failure as a value (as createArticles and the
// importer do); a task that throws rejects the whole call with its error, as Promise.all would, but
// only once the tasks already running have settled, and no task starts after the first throw.
export async function mapPool<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const n = next++;
      try {
        results[n] = await task(items[n] as T, n);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, items.length)) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}
