// What the header's dialogs share (search, mobile menu, display settings): the modal frame that returns focus to its
// opener, and the top row with the title and an icon close button.
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { revealFocus } from '../../client/reveal-focus.ts';

/** What a header widget's dialog is told: close it, and where focus goes back (the button that opened it). */
export interface HeaderDialogProps {
  onClose: () => void;
  returnFocus: () => void;
}

/** A modal Radix dialog, open while mounted, over a dimmed page; focus goes back to the opener when it closes. */
export function HeaderDialog({
  onClose,
  returnFocus,
  className,
  described = false,
  children,
}: HeaderDialogProps & {
  className: string;
  /** Whether the content holds a Dialog.Description; without one, no aria-describedby is set. */
  described?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onFocus={revealFocus}
          {...(described ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          className={className}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default function DialogTop({
  title,
  closeLabel,
  className,
}: {
  title: string;
  closeLabel: string;
  /** The row's spacing and alignment. */
  className: string;
}) {
  return (
    <div className={`flex justify-between ${className}`}>
      <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
      <Dialog.Close
        aria-label={closeLabel}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <X aria-hidden="true" size={20} />
      </Dialog.Close>
    </div>
  );
}
