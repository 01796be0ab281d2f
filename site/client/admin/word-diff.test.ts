// Unit tests of the revisions dialog's word diff: whole words added and removed, in reading order.
import { describe, expect, it } from 'vitest';
import { hasChanges, wordChanges, type WordChange } from './word-diff.ts';

/** The text the changes read as without the parts of one kind. */
const without = (changes: WordChange[], kind: WordChange['kind']) =>
  changes
    .filter((c) => c.kind !== kind)
    .map((c) => c.text)
    .join('');

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
    expect(without(changes, 'added')).toBe('Screen readers speak text aloud');
    expect(without(changes, 'removed')).toBe('Screen readers read text aloud');
  });

  it('finds no change in equal text', () => {
    expect(hasChanges(wordChanges('Same words here', 'Same words here'))).toBe(false);
    expect(hasChanges(wordChanges('Same words here', 'Same words there'))).toBe(true);
  });
});
