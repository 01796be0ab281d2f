// Display formats shared by the prebuilt pages and their islands: dates and excerpts.
// Dates use Intl (built into every browser), not date-fns' format: its locale data added to every page's JS (docs/decisions.md; product.md §11.2 JS budgets).
const UTC = { timeZone: 'UTC', year: 'numeric', month: 'long' } as const;

/**
 * A formatter made on its first use, not when the module loads: a browser's first Intl.DateTimeFormat loads its
 * locale data, tens of milliseconds of main-thread work that a page whose dates the build formatted (the home
 * feed's first page) should not pay while it hydrates.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => {
    format ??= new Intl.DateTimeFormat('en-US', options);
    return format.format(new Date(iso));
  };
}

/** product.md §9: the date of cards, rows and articles, 'MMMM dd, yyyy' (e.g. 'March 05, 2026'), in UTC so build and browsers agree. */
export const cardDate = lazyFormat({ ...UTC, day: '2-digit' });

/** product.md §9: event date 'MMMM d, yyyy' (e.g. 'March 5, 2026'). */
export const eventDate = lazyFormat({ ...UTC, day: 'numeric' });

/** product.md §9: event descriptions cut at 150 characters plus an ellipsis; shorter text is left alone. */
export function excerpt(text: string, max = 150): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
