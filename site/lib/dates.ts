// Card date formats (product.md §2) with Intl rather than date-fns to keep the home JS budget; same output as site/lib/format.ts (UTC day).
const long = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'MMMM dd, yyyy', e.g. 'March 05, 2026'. */
export function cardDate(iso: string): string {
  return long.format(new Date(iso));
}

/** The reader's locale short date (rows are rendered in the browser only). */
export function rowDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { timeZone: 'UTC' });
}
