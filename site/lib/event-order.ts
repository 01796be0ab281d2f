// Public /events order (product.md §10.10): upcoming soonest first, then past most recent first. Days are UTC days,
// as the cards show them; an event counts as upcoming until the end of its last (or only) day. Kept tiny: the events
// page's JS budget is 75 KB and this ships with it.
import type { Event } from '../../functions/domain/index.ts';

/**
 * [upcoming, past] at `now` (ms), for events given earliest first (the API's and the build's order, listEvents):
 * upcoming keeps that order, past is reversed, so the most recent comes first.
 */
export function orderEvents<T extends Pick<Event, 'eventDate' | 'endDate'>>(
  events: T[],
  now: number,
): [T[], T[]] {
  const today = now - (now % 86_400_000);
  const isPast = (e: T) => Date.parse(e.endDate ?? e.eventDate) < today;
  return [events.filter((e) => !isPast(e)), events.filter(isPast).reverse()];
}
