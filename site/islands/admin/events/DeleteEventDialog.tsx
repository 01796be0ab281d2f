// The delete confirmation (spec §2): Cancel or 'Delete Event'. Success refreshes the list and closes (spec §4); a
// failure keeps it open with the notice. Focus returns to the card's menu, or to 'Add New Event' once the card is gone.
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import type { Event } from '../../../../functions/domain/index.ts';
import { toastEventDone, toastEventFailed } from '../../../client/admin/events-toasts.ts';
import { deleteEvent } from '../../../lib/admin/events.ts';
import { danger, secondary } from '../shell/styles.ts';
import { content, overlay, title } from '../rss/dialogStyles.ts';
import { EVENTS_KEY } from './keys.ts';

interface Props {
  event: Event | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}

export default function DeleteEventDialog({ event, open, onOpenChange, returnFocus }: Props) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const onDelete = async () => {
    if (!event || busy) return;
    setBusy(true);
    try {
      await deleteEvent(event.id);
      toastEventDone('delete');
      await client.invalidateQueries({ queryKey: EVENTS_KEY });
      onOpenChange(false);
    } catch (err) {
      toastEventFailed('delete', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content
          className={content}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          <AlertDialog.Title className={title}>Are you sure?</AlertDialog.Title>
          <AlertDialog.Description className="mb-6">
            This action cannot be undone. This will permanently delete the event from the database.
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={secondary}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={danger}
              aria-busy={busy}
              disabled={busy}
              onClick={(e) => {
                // Closed by the delete's success, not by the click.
                e.preventDefault();
                void onDelete();
              }}
            >
              Delete Event
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
