// The event screen's notices (product.md §8): 'Success' on each change, destructive 'Error' with the failure; a 401 ends the
// session instead.
import { noticeErrorText } from '../http.ts';
import { toast } from '../../../../stores/toasts.ts';
import { handledAsSessionEnd } from '../../session-ended.ts';

export type EventAction = 'create' | 'update' | 'delete';

const done: Record<EventAction, string> = {
  create: 'Event created successfully',
  update: 'Event updated successfully',
  delete: 'Event deleted successfully',
};

export const toastEventDone = (action: EventAction) =>
  toast({ title: 'Success', description: done[action] });

export function toastEventFailed(action: EventAction, err: unknown): void {
  if (handledAsSessionEnd(err)) return;
  toast({
    title: 'Error',
    description: `Failed to ${action} event: ${noticeErrorText(err)}`,
    variant: 'destructive',
  });
}
