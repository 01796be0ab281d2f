// Shared class lists for admin controls: visible focus comes from global.css; every target is at least 24 px (WCAG 2.5.8).
// A button that must keep focus while unavailable is aria-disabled, not disabled, and looks the same dimmed.
export const button =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60';
export const primary = `${button} bg-blue-700 text-white hover:bg-blue-800`;
export const secondary = `${button} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;
export const danger = `${button} bg-red-700 text-white hover:bg-red-800`;
export const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800';
export const input =
  'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100';
export const panel =
  'rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
export const fieldError = 'mt-1 text-sm text-red-700 dark:text-red-300';
/** A field's rule, shown under it before it is ever failed (product.md §5). */
export const fieldHint = 'mt-1 text-sm text-slate-700 dark:text-slate-300';

/** aria-describedby of a field: its rule and, once failed, its error (`${id}-hint`, `${id}-error`). */
export const describedBy = (id: string, hint: boolean, error: boolean): string | undefined =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
