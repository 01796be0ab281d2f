// 'In short''s grade-level check (product.md §10.11): a line always, a suggestion only above grade 9.
import { describe, expect, it } from 'vitest';
import { inShortChecks } from './structure-checks.ts';

describe('inShortChecks', () => {
  it('says nothing while In short is empty', () => {
    expect(inShortChecks('  ')).toEqual({ grade: null, checks: [] });
  });

  it('gives the grade of plain writing and no suggestion', () => {
    const out = inShortChecks('New phones read text out loud. They help blind people.');
    expect(out.grade).toMatch(
      /^In short reading level: grade -?\d+(\.\d)? \(grade 9 or below: easy to read\)\.$/,
    );
    expect(out.checks).toEqual([]);
  });

  it('suggests plainer words above grade 9, never blocking', () => {
    const out = inShortChecks(
      'Comprehensive accessibility evaluation methodologies necessitate systematic consideration of heterogeneous assistive technologies.',
    );
    expect(out.checks).toHaveLength(1);
    expect(out.checks[0]!.message).toMatch(
      /^In short reads at grade \d+(\.\d)?: aim for grade 9 or below/,
    );
  });
});
