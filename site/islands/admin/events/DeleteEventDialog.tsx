// The delete confirmation (product.md §2.16), naming the event: Cancel or 'Delete Event'. Success refreshes the list and closes (product.md §4); a
// failure keeps it open with the notice. Focus returns to the card's menu, or to 'Add New Event' once the card is gone.
import type { Event } from '../../../../functions/domain/index.ts';
import { toastEventFailed } from '../../../client/admin/api/events/toasts.ts';
import { useBusyAction } from '../../../client/admin/use-busy-action.ts';
import { useDeleteEvent } from '../../../client/admin/api/events/hooks.ts';
import ConfirmDialog from '../shell/ConfirmDialog.tsx';

interface Props {
  event: Event | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}

export default function DeleteEventDialog({ event, open, onOpenChange, returnFocus }: Props) {
  const remove = useDeleteEvent();
  const { run, busy } = useBusyAction();
  const onDelete = () =>
    run('delete', async () => {
      if (!event) return;
      try {
        await remove.mutateAsync(event.id);
        onOpenChange(false);
      } catch (err) {
        toastEventFailed('delete', err);
      }
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      stayOpen
      title="Are you sure?"
      description={`This action cannot be undone. This will permanently delete the event "${event?.title ?? ''}".`}
      confirmLabel="Delete Event"
      busy={busy('delete')}
      onConfirm={() => void onDelete()}
    />
  );
}
