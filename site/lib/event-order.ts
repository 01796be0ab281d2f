// Public /events order (DESIGN departure 10): upcoming soonest first, then past most recent first. Days are UTC days,
// as the cards show them; an event counts as upcoming until the end of its last (or only) day.
import type { Event } from '../../functions/domain/index.ts';

type Dated = Pick<Event, 'eventDate' | 'endDate'>;

const DAY_MS = 86_400_000;
const day = (iso: string) => Math.floor(Date.parse(iso) / DAY_MS);
const last = (e: Dated) => e.endDate ?? e.eventDate;

/** Splits events at `now` (ms): today's and ongoing ones are upcoming. */
export function orderEvents<T extends Dated>(
  events: T[],
  now: number,
): { upcoming: T[]; past: T[] } {
  const today = Math.floor(now / DAY_MS);
  const upcoming = events.filter((e) => day(last(e)) >= today);
  const past = events.filter((e) => !upcoming.includes(e));
  upcoming.sort((a, b) => Date.parse(a.eventDate) - Date.parse(b.eventDate));
  past.sort((a, b) => Date.parse(last(b)) - Date.parse(last(a)));
  return { upcoming, past };
}
