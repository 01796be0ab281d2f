// Unit tests of the revisions dialog's word diff: whole words added and removed, in reading order.
import { describe, expect, it } from 'vitest';
import { hasChanges, wordChanges } from './word-diff.ts';

describe('wordChanges', () => {
  it('marks whole words removed and added, in reading order, keeping the rest', () => {
    // Act
    const changes = wordChanges(
      'Screen readers speak text aloud',
      'Screen readers read text aloud',
    );
    // Assess
    expect(changes.filter((c) => c.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'speak' },
      { kind: 'added', text: 'read' },
    ]);
    expect(
      changes
        .filter((c) => c.kind !== 'added')
        .map((c) => c.text)
        .join(''),
    ).toBe('Screen readers speak text aloud');
    expect(
      changes
        .filter((c) => c.kind !== 'removed')
        .map((c) => c.text)
        .join(''),
    ).toBe('Screen readers read text aloud');
  });

  it('finds no change in equal text', () => {
    expect(hasChanges(wordChanges('Same words here', 'Same words here'))).toBe(false);
    expect(hasChanges(wordChanges('Same words here', 'Same words there'))).toBe(true);
  });
});
