// orderEvents (product.md §10.10): upcoming soonest first, past most recent first, today and ongoing are upcoming;
// events come in earliest first, as the API and the build give them.
import { describe, expect, it } from 'vitest';
import { orderEvents } from './event-order.ts';

const NOW = Date.parse('2026-05-10T15:00:00.000Z');
const ev = (title: string, eventDate: string, endDate: string | null = null) => ({
  title,
  eventDate,
  endDate,
});
const titles = (list: { title: string }[]) => list.map((e) => e.title);

describe('orderEvents', () => {
  it('puts upcoming events first, soonest first, and past ones most recent first', () => {
    // Prepare: earliest first, as the API and the build give them
    const events = [
      ev('long ago', '2025-01-01T10:00:00.000Z'),
      ev('last week', '2026-05-03T10:00:00.000Z'),
      ev('soon', '2026-05-12T10:00:00.000Z'),
      ev('far', '2026-09-01T10:00:00.000Z'),
    ];
    // Act
    const [upcoming, past] = orderEvents(events, NOW);
    // Assess
    expect(titles(upcoming)).toEqual(['soon', 'far']);
    expect(titles(past)).toEqual(['last week', 'long ago']);
  });

  it("counts today's events as upcoming even when their hour has passed", () => {
    // Prepare
    const events = [
      ev('yesterday', '2026-05-09T23:59:00.000Z'),
      ev('this morning', '2026-05-10T08:00:00.000Z'),
    ];
    // Act
    const [upcoming, past] = orderEvents(events, NOW);
    // Assess
    expect(titles(upcoming)).toEqual(['this morning']);
    expect(titles(past)).toEqual(['yesterday']);
  });

  it('counts an ongoing multi-day event as upcoming', () => {
    // Prepare
    const events = [
      ev('ended', '2026-04-01T09:00:00.000Z', '2026-05-09T17:00:00.000Z'),
      ev('ongoing', '2026-05-08T09:00:00.000Z', '2026-05-11T17:00:00.000Z'),
      ev('next', '2026-05-20T09:00:00.000Z'),
    ];
    // Act
    const [upcoming, past] = orderEvents(events, NOW);
    // Assess
    expect(titles(upcoming)).toEqual(['ongoing', 'next']);
    expect(titles(past)).toEqual(['ended']);
  });

  it('does not reorder the array it was given', () => {
    // Prepare
    const events = [ev('a', '2026-01-01T00:00:00.000Z'), ev('b', '2026-01-02T00:00:00.000Z')];
    // Act
    orderEvents(events, NOW);
    // Assess
    expect(titles(events)).toEqual(['a', 'b']);
  });
});
