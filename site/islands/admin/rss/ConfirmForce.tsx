// A force action behind product.md §2's confirmation, in a Radix AlertDialog (focus returns to the trigger on close).
import { AlertDialog } from 'radix-ui';
import { FORCE_WARNING } from '../../../client/admin/api/feeds/messages.ts';
import { danger, secondary } from '../../../client/admin/styles.ts';
import { content, overlay, title } from '../../../client/admin/dialog-styles.ts';
import { revealFocus } from '../../../client/reveal-focus.ts';

interface Props {
  label: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  className?: string;
}

export default function ConfirmForce({
  label,
  busyLabel,
  busy,
  onConfirm,
  className = danger,
}: Props) {
  return (
    <AlertDialog.Root>
      {/* aria-disabled, not disabled: focus returns here when the dialog closes, while the import runs. */}
      <AlertDialog.Trigger
        className={`${className} aria-disabled:cursor-wait`}
        aria-disabled={busy || undefined}
        onClick={(e) => busy && e.preventDefault()}
      >
        {busy ? busyLabel : label}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content onFocus={revealFocus} className={content}>
          <AlertDialog.Title className={title}>Confirm force refresh</AlertDialog.Title>
          <AlertDialog.Description className="mb-6">{FORCE_WARNING}</AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={secondary}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={danger} onClick={onConfirm}>
              Continue
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
