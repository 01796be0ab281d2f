// Display formats shared by the prebuilt pages and their islands: dates (date-fns), reading time, excerpts.
import { format } from 'date-fns';
import { readingDescription, readingLabel, readingMinutes } from '../../functions/domain/reading-time.ts';

/** The calendar day in UTC as a local Date, so the build machine and every browser print the same day (no hydration mismatch). */
function utcDay(iso: string): Date {
  const d = new Date(iso);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/** Spec §9: card and article date 'MMMM dd, yyyy' (e.g. 'March 05, 2026'). */
export function cardDate(iso: string): string {
  return format(utcDay(iso), 'MMMM dd, yyyy');
}

/** Spec §9: event date 'MMMM d, yyyy' (e.g. 'March 5, 2026'). */
export function eventDate(iso: string): string {
  return format(utcDay(iso), 'MMMM d, yyyy');
}

/** Spec §2: the row view's locale short date (browser only: it depends on the reader's locale). */
export function rowDate(iso: string): string {
  return utcDay(iso).toLocaleDateString();
}

/** Spec §2: '{label} read' on the read-time badge. */
export function readTimeLabel(summary: string, content: string): string {
  return `${readingLabel(readingMinutes(summary, content))} read`;
}

/** Spec §9: the hover card's description of the estimate. */
export function readTimeDescription(summary: string, content: string): string {
  return readingDescription(readingMinutes(summary, content));
}

/** Spec §9: event descriptions cut at 150 characters plus an ellipsis; shorter text is left alone. */
export function excerpt(text: string, max = 150): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
