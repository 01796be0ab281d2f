// The admin header's display settings (product.md §10.17): the public header's dialog, opened from a React button.
import { Type } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// Loaded on first use, as in the public header: most editors never open it.
const DisplaySettingsDialog = lazy(() => import('../../shell/DisplaySettingsDialog.tsx'));

export default function DisplaySettings({
  className,
  onClose,
}: {
  className: string;
  /** Told when the dialog closes, so what shows a setting (the theme toggle's icon) can read it again. */
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Display settings"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={className}
      >
        <Type aria-hidden="true" size={20} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <DisplaySettingsDialog
            onClose={() => {
              setOpen(false);
              onClose?.();
            }}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
