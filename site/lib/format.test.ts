// Display formats: product.md §9 date patterns, the 150-character event excerpt and the read-time label.
import { describe, expect, it } from 'vitest';
import { cardDate, eventDate, excerpt } from './format.ts';

describe('format', () => {
  it('prints card dates as MMMM dd, yyyy and event dates as MMMM d, yyyy in UTC (product.md §9)', () => {
    // Prepare
    const iso = '2026-03-05T23:30:00.000Z';
    // Act / Assess
    expect(cardDate(iso)).toBe('March 05, 2026');
    expect(eventDate(iso)).toBe('March 5, 2026');
  });

  it('cuts text above 150 characters and adds an ellipsis, leaving shorter text alone', () => {
    // Prepare
    const long = 'a'.repeat(151);
    const exact = 'b'.repeat(150);
    // Act / Assess
    expect(excerpt(long)).toBe(`${'a'.repeat(150)}...`);
    expect(excerpt(exact)).toBe(exact);
  });
});
