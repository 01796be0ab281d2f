// The events resource's calls (product.md §7): list or search, create and update as multipart, delete; no state. hooks.ts
// holds its query keys, queries and mutations; form.ts, form-schema.ts and resolver.ts the form's values and schema.
import type { Event } from '../../../../../functions/domain/index.ts';
import { ApiRequestError } from '../../../../lib/api.ts';
import { adminRequest } from '../http.ts';

/**
 * product.md §8: the events list raises 'Error {status}: {statusText}'. The search is sent as typed (product.md §4, no debounce);
 * a blank one asks for the whole list.
 */
export async function listAdminEvents(search: string): Promise<Event[]> {
  const q = search.trim() ? `?search=${encodeURIComponent(search)}` : '';
  try {
    return await adminRequest<Event[]>(`/api/events${q}`);
  } catch (err) {
    if (err instanceof ApiRequestError && err.status !== 401)
      throw new Error(`Error ${err.status}: ${err.statusText}`, { cause: err });
    throw err;
  }
}

export const getAdminEvent = (id: number) => adminRequest<Event>(`/api/events/${id}`);
export const createEvent = (body: FormData) =>
  adminRequest<Event>('/api/events', { method: 'POST', body });
export const updateEvent = (id: number, body: FormData) =>
  adminRequest<Event>(`/api/events/${id}`, { method: 'PUT', body });
export const deleteEvent = (id: number) =>
  adminRequest<Record<string, never>>(`/api/events/${id}`, { method: 'DELETE' });
