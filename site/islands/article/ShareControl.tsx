// Share control (product.md §2): a toggle; the networks (react-share) load the first time it opens. Escape
// inside it closes the list and puts focus back on the toggle, as a reader expects of anything that opens.
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Share2 } from 'lucide-react';
import type { SharePayload } from '../../lib/share.ts';

const ShareNetworks = lazy(() => import('./ShareControl.lazy.tsx'));

export default function ShareControl(payload: SharePayload) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the toggle or a network button inside bubbles here; the box itself takes no focus
    <div className="flex flex-wrap items-center gap-3" onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        <Share2 aria-hidden="true" size={18} /> Share
      </button>
      {open && (
        <Suspense
          fallback={
            <span id={listId} role="status">
              Loading share options...
            </span>
          }
        >
          <ShareNetworks {...payload} listId={listId} />
        </Suspense>
      )}
    </div>
  );
}
