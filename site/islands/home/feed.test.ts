// Unit tests for the feed rules: URL parsing (spec §5) and address writing (spec §2).
import { describe, expect, it } from 'vitest';
import { filtersHref, parseIdParam, readFilters } from './feed.ts';

describe('parseIdParam (spec §5: base-10 integers, else ignored)', () => {
  it('reads a base-10 integer', () => {
    expect(parseIdParam('12')).toBe(12);
  });
  it('ignores non-numeric, partly numeric, zero and absent values', () => {
    for (const v of ['abc', '12abc', '1.5', '-3', '0', '', null])
      expect(parseIdParam(v)).toBeNull();
  });
});

describe('readFilters', () => {
  it('reads both parameters and drops bad ones', () => {
    expect(readFilters('?category=3&tag=x')).toEqual({ category: 3, tag: null });
  });
});

describe('filtersHref (spec §2: set to the id, removed when cleared)', () => {
  it('sets and removes parameters, keeping others', () => {
    // Prepare
    const href = 'http://example.test/?category=2&utm=a';
    // Act
    const next = filtersHref(href, { category: null, tag: 7 });
    // Assess
    expect(next).toBe('/?utm=a&tag=7');
  });
});
