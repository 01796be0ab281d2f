// The admin's shared 'Are you sure?' confirmation (Radix AlertDialog): title, description, Cancel and one danger action.
import { AlertDialog } from 'radix-ui';
import type { MouseEvent, ReactNode } from 'react';
import { content, overlay, title as titleClass } from '../../../client/admin/dialog-styles.ts';
import { danger, secondary } from '../../../client/admin/styles.ts';
import { revealFocus } from '../../../client/reveal-focus.ts';

interface Props {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting (default 'Cancel'). */
  cancelLabel?: string;
  /** Shown on the action while busy; without it the label stays. */
  busyLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  /**
   * The button that opens the dialog (uncontrolled, disabled while busy); focus returns to it on close. `blockedBy`: the
   * id of a visible text saying why it cannot be used now; it then stays focusable, aria-disabled and described by it.
   */
  trigger?: { label: string; ariaLabel: string; blockedBy?: string };
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes on close instead of the trigger (e.g. the opener is gone after a delete). */
  returnFocus?: () => void;
  /** Keep the dialog open after the press: the caller closes it on success, so a failure stays beside its notice. */
  stayOpen?: boolean;
}

export default function ConfirmDialog(props: Props) {
  const { busy, onConfirm, returnFocus, stayOpen = false } = props;
  const blocked = props.trigger?.blockedBy;
  const press = (e: MouseEvent<HTMLButtonElement>) => {
    if (stayOpen || busy) e.preventDefault();
    // A second press while busy does nothing (no double delete).
    if (!busy) onConfirm();
  };
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger && (
        <AlertDialog.Trigger
          className={`${secondary} ${blocked ? 'aria-disabled:cursor-not-allowed' : 'aria-disabled:cursor-wait'}`}
          aria-label={props.trigger.ariaLabel}
          // aria-disabled, not disabled: focus returns here when the dialog closes, while the action runs, and stays
          // here when the action becomes unavailable.
          aria-disabled={busy || blocked ? true : undefined}
          aria-describedby={blocked}
          onClick={(e) => (busy || blocked) && e.preventDefault()}
        >
          {props.trigger.label}
        </AlertDialog.Trigger>
      )}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content
          onFocus={revealFocus}
          className={content}
          onCloseAutoFocus={
            returnFocus &&
            ((e) => {
              e.preventDefault();
              returnFocus();
            })
          }
        >
          <AlertDialog.Title className={titleClass}>{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mb-6">{props.description}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={secondary}>
              {props.cancelLabel ?? 'Cancel'}
            </AlertDialog.Cancel>
            {/* aria-disabled, not disabled: a disabled button drops focus to the page mid-dialog. */}
            <AlertDialog.Action
              className={`${danger} aria-disabled:cursor-wait`}
              aria-busy={busy || undefined}
              aria-disabled={busy || undefined}
              onClick={press}
            >
              {busy && props.busyLabel ? props.busyLabel : props.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
