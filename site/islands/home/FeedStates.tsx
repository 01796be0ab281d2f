// Feed error and empty panels with product.md §8's strings.
export function FeedError() {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-6 text-center dark:border-red-800 dark:bg-red-950"
    >
      <h3 className="text-lg font-semibold text-red-800 dark:text-red-200">
        Failed to load articles
      </h3>
      <p className="mt-1 text-sm text-red-800 dark:text-red-200">
        We're having trouble loading the articles. Please try again later.
      </p>
    </div>
  );
}

export function FeedEmpty() {
  return (
    <div className="rounded-lg border border-slate-200 p-6 text-center dark:border-slate-700">
      <h3 className="text-lg font-semibold">No articles found</h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        There are no articles in this category yet. Please check back later or explore other
        categories.
      </p>
    </div>
  );
}
