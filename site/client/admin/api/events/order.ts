// The admin's event list upcoming first (product.md §10.10), by the public page's rule (site/lib/event-order.ts, which its
// test checks this against). Not imported from there: shared, that module became a chunk of its own and took the public
// events page over its 75 KB JS budget (product.md §11.2).
import type { Event } from '../../../../../functions/domain/index.ts';

const DAY_MS = 86_400_000;

/** Upcoming soonest first (until the end of the last day, in UTC days), then past most recent first. */
export function upcomingFirst<T extends Pick<Event, 'eventDate' | 'endDate'>>(
  events: T[],
  now: number,
): T[] {
  const today = now - (now % DAY_MS);
  const rank = (e: T) => {
    const start = Date.parse(e.eventDate);
    return Date.parse(e.endDate ?? e.eventDate) < today ? [1, -start] : [0, start];
  };
  return events
    .map((e) => ({ e, r: rank(e) }))
    .sort((a, b) => a.r[0]! - b.r[0]! || a.r[1]! - b.r[1]!)
    .map(({ e }) => e);
}
