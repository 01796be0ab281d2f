// Bounded concurrency for store and network work: at most `width` tasks in flight, results in input order.
// A task that should not stop the others returns its failure as a value (as createArticles and the
// importer do); a task that throws rejects the whole call, as Promise.all would.
export async function mapPool<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const n = next++;
      results[n] = await task(items[n] as T, n);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, items.length)) }, worker));
  return results;
}
