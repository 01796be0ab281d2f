// Search overlay (product.md §2, §4): Radix Dialog, 300 ms debounce, runs above 2 characters, recent searches.
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useStore } from '@nanostores/react';
import type { ArticleHit } from '../../../functions/domain/index.ts';
import { searchArticles } from '../../lib/api.ts';
import { $recentSearches, $searchOpen, addRecentSearch, closeSearch } from '../../stores/search.ts';
import { revealFocus } from '../../client/reveal-focus.ts';
import DialogTop from './DialogTop.tsx';

/** product.md §9: debounce and minimum length (runs when longer than 2 characters). */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_EXCLUSIVE = 2;
/** product.md §9: the default search limit; a full page means there may be more. */
export const SEARCH_LIMIT = 20;

type Results = { query: string; hits: ArticleHit[] } | { query: string; error: true } | null;

/** The results count; a full page says so, since the limit may have cut the list short. */
export function resultCount(n: number, limit = SEARCH_LIMIT): string {
  if (n >= limit) return `Showing the first ${limit} results`;
  return `${n} ${n === 1 ? 'result' : 'results'} found`;
}

/**
 * returnFocus: where focus goes on close (Radix only returns it to a Dialog.Trigger, and ours is loaded lazily).
 * takeTyped: the keys typed between the click and the input's focus, kept by the header (product.md §4).
 */
export default function SearchOverlay({
  returnFocus,
  takeTyped = () => '',
}: {
  returnFocus: () => void;
  takeTyped?: () => string;
}) {
  const open = useStore($searchOpen);
  const recent = useStore($recentSearches);
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [results, setResults] = useState<Results>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (!open || debounced.length <= SEARCH_MIN_EXCLUSIVE) return;
    let live = true;
    searchArticles(debounced, SEARCH_LIMIT).then(
      (hits) => live && setResults({ query: debounced, hits }),
      () => live && setResults({ query: debounced, error: true }),
    );
    return () => {
      live = false;
    };
  }, [open, debounced]);

  const short = text.trim().length <= SEARCH_MIN_EXCLUSIVE;
  const current = !short && results && results.query === debounced ? results : null;
  const hits = current && 'hits' in current ? current.hits : [];
  const status = short
    ? ''
    : !current
      ? 'Searching...'
      : 'error' in current
        ? 'Search failed. Please try again.'
        : resultCount(hits.length);

  return (
    <Dialog.Root open={open} onOpenChange={(o) => (o ? undefined : closeSearch())}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="search-backdrop" className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          onFocus={revealFocus}
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            // Readers open search to type: start in the input, not on the Close button.
            e.preventDefault();
            const input = inputRef.current;
            input?.focus();
            const typed = takeTyped();
            // Into the field at once, so a key typed before React renders again lands after these.
            if (input && typed) {
              input.value += typed;
              setText(input.value);
            }
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          className="fixed top-[10vh] left-1/2 z-50 max-h-[85dvh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-2xl dark:bg-slate-900"
        >
          <DialogTop title="Search Articles" closeLabel="Close search" className="items-center" />
          <input
            ref={inputRef}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            // Only a query long enough to search becomes a recent search (product.md §9: above 2 characters).
            onKeyDown={(e) => e.key === 'Enter' && !short && addRecentSearch(text)}
            placeholder="Search by title, topic, or keyword..."
            aria-label="Search articles"
            aria-describedby={short ? hintId : undefined}
            className="mt-3 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base placeholder:text-slate-600 dark:border-slate-400 dark:bg-slate-950 dark:placeholder:text-slate-400"
          />
          {short && (
            <p id={hintId} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              Type at least 3 characters to search...
            </p>
          )}
          <p role="status" aria-live="polite" className="sr-only">
            {status}
          </p>
          {recent.length > 0 && (
            <section className="mt-4" aria-labelledby="recent-searches-heading">
              <h3
                id="recent-searches-heading"
                className="text-sm font-semibold text-slate-700 dark:text-slate-300"
              >
                Recent Searches
              </h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {recent.map((r) => (
                  <li key={r}>
                    <button
                      type="button"
                      onClick={() => {
                        setText(r);
                        addRecentSearch(r);
                      }}
                      className="min-h-8 rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                    >
                      {r}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {!short && current && (
            <section className="mt-4" aria-labelledby="search-results-heading">
              <h3
                id="search-results-heading"
                className="text-sm font-semibold text-slate-700 dark:text-slate-300"
              >
                Search Results
              </h3>
              {status && (
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{status}</p>
              )}
              <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto" data-testid="search-results">
                {hits.map((hit) => (
                  <li key={hit.id}>
                    <a
                      href={`/article/${hit.id}`}
                      className="block rounded p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
                    >
                      <span className="block font-medium wrap-anywhere text-blue-700 dark:text-sky-300">
                        {hit.title}
                      </span>
                      <span className="line-clamp-2 block text-sm wrap-anywhere text-slate-700 dark:text-slate-300">
                        {hit.summary}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
