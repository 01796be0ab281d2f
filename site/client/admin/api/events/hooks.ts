// The events resource's query keys, queries and mutations (product.md §7, §8): every search is its own query, all
// invalidated after a change; each change shows its 'Success' notice, failures are the caller's to show.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Event } from '../../../../../functions/domain/index.ts';
import { createEvent, deleteEvent, listAdminEvents, updateEvent } from './calls.ts';
import { eventFormData, type EventFormValues } from './form.ts';
import { toastEventDone } from './toasts.ts';

export const eventKeys = {
  all: ['events'] as const,
  list: (search: string) => ['events', search] as const,
};

export const useAdminEvents = (search: string) =>
  useQuery({
    queryKey: eventKeys.list(search),
    queryFn: () => listAdminEvents(search),
    // product.md §4: every change is sent; the previous answer stays on screen meanwhile instead of flashing 'Loading'.
    placeholderData: keepPreviousData,
  });

/** Creates (no base) or updates the event the edit is based on, sending that record's version. */
export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { base: Event | null; values: EventFormValues }) =>
      v.base
        ? updateEvent(v.base.id, eventFormData(v.values, { original: v.base }))
        : createEvent(eventFormData(v.values)),
    onSuccess: async (_saved, v) => {
      toastEventDone(v.base ? 'update' : 'create');
      await client.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: async () => {
      toastEventDone('delete');
      await client.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
