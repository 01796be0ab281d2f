// The event form's values (dates as yyyy-mm-dd days) to and from the API: product.md §7's multipart (empty or zero fields
// not sent) and the shape the domain schema validates, so the browser shows the server's own messages (product.md §5).
import type { Event } from '../../../../../functions/domain/index.ts';

export interface EventFormValues {
  title: string;
  description: string;
  /** The start day, yyyy-mm-dd (typed or picked). */
  eventDate: string;
  /** The end day, yyyy-mm-dd, or ''. */
  endDate: string;
  location: string;
  organizer: string;
  url: string;
  imageUrl: string;
  isVirtual: boolean;
  isRecurring: boolean;
  /** product.md §2: '0' is 'Uncategorized'. */
  categoryId: string;
}

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  description: '',
  eventDate: '',
  endDate: '',
  location: '',
  organizer: '',
  url: '',
  imageUrl: '',
  isVirtual: false,
  isRecurring: false,
  categoryId: '0',
};

/** The form's fields, which a 400 answer's issues may name. */
export const EVENT_FIELDS = Object.keys(EMPTY_EVENT) as (keyof EventFormValues)[];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-mm-dd day as a local Date for the calendar, or undefined when it is not a real day. */
export function dayToDate(day: string): Date | undefined {
  const m = DAY.exec(day.trim());
  if (!m) return undefined;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return date.getDate() === Number(m[3]) && date.getMonth() === Number(m[2]) - 1 ? date : undefined;
}

/** The local start of a day: the create calendar refuses days before today's. */
export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** The create form's rule for a typed start day, as its calendar's: a real day before today is refused. */
export const START_IN_PAST = 'Start date must not be in the past';
export const isPastDay = (day: string, now = new Date()): boolean => {
  const date = dayToDate(day);
  return date !== undefined && date < startOfDay(now);
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar Date (local) as yyyy-mm-dd. */
export const dateToDay = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The UTC day of a stored date, as the public cards show it. */
export const isoToDay = (iso: string | null) =>
  iso ? new Date(iso).toISOString().slice(0, 10) : '';

/**
 * A day as ISO 8601: at the original's UTC time of day when editing (a moved event keeps its hour), else midnight
 * UTC, so every reader sees the picked day. Anything that is not a real day is passed on for the schema to refuse.
 */
export function dayToIso(day: string, original?: string | null): string {
  const trimmed = day.trim();
  if (!dayToDate(trimmed)) return trimmed;
  const time = original ? new Date(original).toISOString().slice(10) : 'T00:00:00.000Z';
  return trimmed + time;
}

/** An image uploaded through the API is kept as its /uploads/ path, which is not an http(s) URL. */
const isUpload = (v: string) => v.startsWith('/uploads/');

/** The form as the domain schema reads it (dates as ISO), for validation in the browser. */
export function toSchemaInput(v: EventFormValues): Record<string, unknown> {
  return {
    ...v,
    eventDate: dayToIso(v.eventDate),
    endDate: v.endDate.trim() ? dayToIso(v.endDate) : null,
    imageUrl: isUpload(v.imageUrl) ? '' : v.imageUrl,
  };
}

/** product.md §7 multipart: optional texts only when non-empty, endDate only if set, categoryId only if non-zero. */
export function eventFormData(v: EventFormValues, edit?: { original: Event }): FormData {
  const form = new FormData();
  const original = edit?.original;
  form.set('title', v.title.trim());
  form.set('description', v.description.trim());
  form.set('eventDate', dayToIso(v.eventDate, original?.eventDate));
  if (v.endDate.trim())
    form.set('endDate', dayToIso(v.endDate, original?.endDate ?? original?.eventDate));
  for (const key of ['location', 'url', 'organizer', 'imageUrl'] as const)
    if (v[key].trim()) form.set(key, v[key].trim());
  form.set('isVirtual', String(v.isVirtual));
  form.set('isRecurring', String(v.isRecurring));
  if (v.categoryId && v.categoryId !== '0') form.set('categoryId', v.categoryId);
  if (original) form.set('version', String(original.version));
  return form;
}

/** An event as the edit form's values. */
export function eventToValues(e: Event): EventFormValues {
  return {
    title: e.title,
    description: e.description,
    eventDate: isoToDay(e.eventDate),
    endDate: isoToDay(e.endDate),
    location: e.location ?? '',
    organizer: e.organizer ?? '',
    url: e.url ?? '',
    imageUrl: e.imageUrl ?? '',
    isVirtual: e.isVirtual,
    isRecurring: e.isRecurring,
    categoryId: String(e.categoryId ?? 0),
  };
}
