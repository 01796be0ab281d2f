// The Retry-After rule: delay-seconds capped at a day, real HTTP-dates only, anything else unreadable.
import { describe, expect, it } from 'vitest';
import { parseHttpDate, retryAfterMs } from './errors.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Sun, 01 Nov 2026 08:00:00 GMT: an injected clock, so date arithmetic is exact. */
const NOW = Date.UTC(2026, 10, 1, 8, 0, 0);

describe('retryAfterMs', () => {
  it.each<[string, number]>([
    ['120', 120_000],
    [' 30 ', 30_000],
    ['0', 0],
    ['86400', DAY],
    ['86401', DAY],
  ])('reads delay-seconds %j, capped at one day', (value, ms) => {
    expect(retryAfterMs(value, NOW)).toBe(ms);
  });

  it('caps a 400-digit delay at one day instead of overflowing to unreadable', () => {
    expect(retryAfterMs('9'.repeat(400), NOW)).toBe(DAY);
  });

  it.each<[string, number]>([
    ['Sun, 01 Nov 2026 08:02:00 GMT', 120_000],
    ['Sunday, 01-Nov-26 08:02:00 GMT', 120_000],
    ['Sun Nov  1 08:02:00 2026', 120_000],
    ['Mon, 02 Nov 2026 08:00:00 GMT', DAY],
    ['Fri, 01 Jan 2027 00:00:00 GMT', DAY],
    ['Sun, 01 Nov 2026 07:59:59 GMT', 0],
    ['Sun, 06 Nov 1994 08:49:37 GMT', 0],
  ])('reads the HTTP-date %j as the wait from now (past is 0, at most a day)', (value, ms) => {
    expect(retryAfterMs(value, NOW)).toBe(ms);
  });

  it.each([
    '1.5',
    '-5',
    '+5',
    '1e3',
    'soon',
    '2026-11-01T08:02:00Z',
    'Sat, 31 Feb 2026 08:00:00 GMT',
    'Sun, 01 Nov 2026 24:00:00 GMT',
    'Sun, 01 Nov 2026 08:02:00 PST',
    'Sun, 1 Nov 2026 08:02:00 GMT',
  ])('gives null for %j, which is neither form', (value) => {
    expect(retryAfterMs(value, NOW)).toBeNull();
  });

  it('gives null when the header is absent or blank', () => {
    expect(retryAfterMs(null, NOW)).toBeNull();
    expect(retryAfterMs('   ', NOW)).toBeNull();
  });
});

describe('parseHttpDate', () => {
  it('reads the three forms as the same UTC instant', () => {
    const expected = Date.UTC(1994, 10, 6, 8, 49, 37);
    expect(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT', NOW)).toBe(expected);
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT', NOW)).toBe(expected);
    expect(parseHttpDate('Sun Nov  6 08:49:37 1994', NOW)).toBe(expected);
  });

  it('puts a two-digit year more than 50 years ahead in the previous century', () => {
    expect(parseHttpDate('Monday, 01-Jan-76 00:00:00 GMT', NOW)).toBe(Date.UTC(2076, 0, 1));
    expect(parseHttpDate('Thursday, 01-Jan-77 00:00:00 GMT', NOW)).toBe(Date.UTC(1977, 0, 1));
  });

  it('refuses calendar dates that do not exist', () => {
    expect(parseHttpDate('Sun, 29 Feb 2026 00:00:00 GMT', NOW)).toBeNull();
    expect(parseHttpDate('Thu, 29 Feb 2024 00:00:00 GMT', NOW)).toBe(Date.UTC(2024, 1, 29));
  });
});
