// Header search button: opens the overlay, whose code is fetched on first open to keep the page light.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Search } from 'lucide-react';
import { $searchOpen, openSearch } from '../../stores/search.ts';

const SearchOverlay = lazy(() => import('./SearchOverlay.tsx'));

export default function SearchButton() {
  const open = useStore($searchOpen);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={openSearch}
        aria-label="Search articles"
        aria-haspopup="dialog"
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <Search aria-hidden="true" size={20} />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchOverlay returnFocus={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
