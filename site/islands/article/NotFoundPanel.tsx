// product.md §2: the panel shown when an article is missing or fails to load.
export default function NotFoundPanel() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Article Not Found</h1>
      <p className="text-slate-700 dark:text-slate-300">
        The article you're looking for doesn't exist or has been removed.
      </p>
      <a
        href="/"
        className="inline-flex min-h-10 items-center rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800"
      >
        Back to Home
      </a>
    </section>
  );
}
