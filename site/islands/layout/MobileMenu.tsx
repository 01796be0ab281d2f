// Mobile menu button (below md): the dialog's code is fetched on first open; focus returns to this button on close.
import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';

const MobileMenuDialog = lazy(() => import('./MobileMenuDialog.tsx'));

export default function MobileMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Menu aria-hidden="true" size={22} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuDialog
            onClose={() => setOpen(false)}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
