import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats.ts';

describe('median', () => {
  it('is the middle value of an odd count, in any order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('leaves its input unsorted', () => {
    const xs = [3, 1, 2];
    median(xs);
    expect(xs).toEqual([3, 1, 2]);
  });
});

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1
  it('p95 of 1…100 is 95, p50 is 50, p100 the largest', () => {
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 100)).toBe(100);
  });
  it('p95 of 11 values is the largest, as the cold-start table shows it', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 95)).toBe(11);
  });
  it('p0 is the smallest, and no values give NaN', () => {
    expect(percentile([3, 1, 2], 0)).toBe(1);
    expect(percentile([], 95)).toBeNaN();
  });
});
