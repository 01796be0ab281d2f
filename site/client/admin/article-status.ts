// The admin's words and times for an article's status (product.md §10.12): 'Draft saved at 10:42', the scheduled time
// in the browser's zone, and the schedule's date and time fields read as one local moment.
import { lightFormat } from 'date-fns';
import type { Article } from '../../../functions/domain/index.ts';
// Not through domain/index.ts: the list's first load takes no schema (the form loads its own on first use).
import { STATUS_LABELS, statusOf } from '../../../functions/domain/article-status.ts';
import { dayToDate } from './api/events/form.ts';

/** The quiet line after a draft is saved, in local time: 'Draft saved at 10:42'. */
export const draftSavedText = (at: Date) => `Draft saved at ${lightFormat(at, 'HH:mm')}`;

/** '+1', '-3:30', '' (UTC itself): the zone's offset from UTC at `at`. */
function offsetOf(at: Date): string {
  const minutes = -at.getTimezoneOffset();
  if (minutes === 0) return '';
  const sign = minutes > 0 ? '+' : '-';
  const h = Math.floor(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  return `${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** The browser's time zone at `at`, as the schedule shows it: 'Europe/Berlin (UTC+1)'. */
export const timeZoneLabel = (at: Date) =>
  `${Intl.DateTimeFormat().resolvedOptions().timeZone} (UTC${offsetOf(at)})`;

/** A scheduled time as the admin reads it: '2026-03-05 10:42' in local time. */
export const localTimeText = (iso: string) => lightFormat(new Date(iso), 'yyyy-MM-dd HH:mm');

/** The admin list's Status cell: 'Draft', 'Published', or 'Scheduled for 2026-03-05 10:42'. */
export function statusText(a: Pick<Article, 'status' | 'publishedAt'>): string {
  const status = statusOf(a);
  return status === 'scheduled'
    ? `${STATUS_LABELS.scheduled} for ${localTimeText(a.publishedAt)}`
    : STATUS_LABELS[status];
}

/** The local moment of a yyyy-mm-dd day and an HH:mm time (the schedule's fields), or null when either is not one. */
export function localMoment(day: string, time: string): Date | null {
  const date = dayToDate(day);
  const m = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!date || !m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  date.setHours(Number(m[1]), Number(m[2]), 0, 0);
  return date;
}

/** Where the schedule's fields start: the article's own time if scheduled, else the next full hour. */
export function scheduleStart(a: Pick<Article, 'status' | 'publishedAt'> | null, now = new Date()) {
  const at =
    a && statusOf(a) === 'scheduled'
      ? new Date(a.publishedAt)
      : new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  return { day: lightFormat(at, 'yyyy-MM-dd'), time: lightFormat(at, 'HH:mm') };
}
