// product.md §4 list states shared by /glossary and /events: loading, error with 'Try Again' (reloads), empty.
export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="py-12 text-center text-slate-700 dark:text-slate-300">
      {text}
    </p>
  );
}

export function LoadError({ text }: { text: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
      <p className="font-medium text-red-800 dark:text-red-300">{text}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex min-h-10 items-center rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800"
      >
        Try Again
      </button>
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return <p className="py-12 text-center text-slate-700 dark:text-slate-300">{text}</p>;
}
