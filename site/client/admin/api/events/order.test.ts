// The admin's event order is the public page's (product.md §10.10): upcoming soonest first, then past most recent first.
import { describe, expect, it } from 'vitest';
import { orderEvents } from '../../../../lib/event-order.ts';
import { upcomingFirst } from './order.ts';

const NOW = Date.parse('2026-11-28T10:00:00Z');
const day = (offset: number) => new Date(NOW + offset * 86_400_000).toISOString().slice(0, 10);
const event = (title: string, start: number, end: number | null = null) => ({
  title,
  eventDate: `${day(start)}T00:00:00.000Z`,
  endDate: end === null ? null : `${day(end)}T00:00:00.000Z`,
});

describe('upcomingFirst', () => {
  // Earliest first, as the API lists them.
  const events = [
    event('long ago', -30),
    event('last week', -7),
    event('multi-day, ongoing', -3, 2),
    event('yesterday', -1),
    event('today', 0),
    event('tomorrow', 1),
    event('next month', 30),
  ];

  it('lists upcoming soonest first, today and ongoing ones included, then past most recent first', () => {
    expect(upcomingFirst(events, NOW).map((e) => e.title)).toEqual([
      'multi-day, ongoing',
      'today',
      'tomorrow',
      'next month',
      'yesterday',
      'last week',
      'long ago',
    ]);
  });

  it('is the public page order, whatever order the events come in', () => {
    expect(upcomingFirst([...events].reverse(), NOW)).toEqual(orderEvents(events, NOW).flat());
  });
});
