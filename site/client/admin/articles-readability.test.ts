// Unit tests for the Flesch reading ease module and its syllable heuristic.
import { describe, expect, it } from 'vitest';
import {
  fleschKincaidGrade,
  fleschReadingEase,
  readingBand,
  sentences,
  syllables,
  words,
} from './articles-readability.ts';

describe('syllables', () => {
  it.each([
    ['cat', 1],
    ['the', 1],
    ['reader', 2],
    ['table', 2],
    ['makes', 1],
    ['jumped', 1],
    ['wanted', 2],
    ['accessibility', 6],
    ['screen', 1],
    ['yellow', 2],
    ['voice', 1],
    ['', 0],
  ])('%s has %i', (word, expected) => {
    // Act
    const count = syllables(word);
    // Assess
    expect(count).toBe(expected);
  });
});

describe('words and sentences', () => {
  it('splits at sentence ends and line breaks, and counts words with apostrophes', () => {
    // Prepare
    const text = "It's here. Is it? Yes!\nA new line";
    // Act
    const split = sentences(text);
    // Assess
    expect(split).toEqual(["It's here.", 'Is it?', 'Yes!', 'A new line']);
    expect(words(text)).toHaveLength(8);
  });
});

describe('fleschReadingEase', () => {
  it('scores short plain sentences high and long dense ones low', () => {
    // Prepare
    const plain = 'The cat sat on the mat. The dog ran to the park.';
    const dense =
      'Institutional accessibility considerations necessitate comprehensive organizational implementation methodologies.';
    // Act
    const easy = fleschReadingEase(plain);
    const hard = fleschReadingEase(dense);
    // Assess
    expect(easy).toBeGreaterThan(90);
    expect(hard).toBeLessThan(0);
    expect(readingBand(easy!)).toBe('very easy');
    expect(readingBand(hard!)).toBe('very difficult');
  });

  it('answers null for a text with no words', () => {
    // Act
    const score = fleschReadingEase(' ... ');
    // Assess
    expect(score).toBeNull();
  });
});

describe('fleschKincaidGrade (product.md §10.11)', () => {
  it('follows the formula: 0.39 x words per sentence + 11.8 x syllables per word - 15.59', () => {
    // 6 words, 1 sentence, 7 syllables: 0.39 x 6 + 11.8 x 7 / 6 - 15.59 = 0.52
    expect(fleschKincaidGrade('Screen readers read text out loud.')).toBe(0.5);
    expect(fleschKincaidGrade('')).toBeNull();
  });

  it('rates dense writing at a higher grade than plain writing', () => {
    const plain = fleschKincaidGrade(
      'Screen readers read text out loud. They help blind people use phones.',
    )!;
    const dense = fleschKincaidGrade(
      'Comprehensive accessibility evaluation methodologies necessitate systematic consideration of heterogeneous assistive technologies.',
    )!;
    expect(plain).toBeLessThan(9);
    expect(dense).toBeGreaterThan(9);
  });
});
