// Unit tests for the article authoring checks and the alt-text warnings.
import { describe, expect, it } from 'vitest';
import {
  altWarnings,
  longParagraphs,
  longSentences,
  shoutedRuns,
  summaryRepeatsTitle,
  textChecks,
} from './articles-checks.ts';

const wordsOf = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('text checks', () => {
  it('finds sentences over 30 words and paragraphs over 150 words', () => {
    // Prepare
    const text = `${wordsOf(31)}. Short one.\n${wordsOf(151)}`;
    // Act
    const sentences = longSentences(text);
    const paragraphs = longParagraphs(text);
    // Assess
    expect(sentences).toHaveLength(2);
    expect(paragraphs).toHaveLength(1);
    expect(longSentences(`${wordsOf(30)}.`)).toEqual([]);
  });

  it('flags capitals for emphasis but not short acronyms', () => {
    // Act
    const runs = shoutedRuns('PLEASE READ this. DO NOT MISS it. NVDA and JAWS, WCAG AA, the W3C.');
    // Assess
    expect(runs).toEqual(['PLEASE READ', 'DO NOT MISS']);
  });

  it('notices a summary that repeats the title, ignoring case and punctuation', () => {
    // Act + Assess
    expect(summaryRepeatsTitle('Screen readers today', 'Screen readers, today: what changed')).toBe(
      true,
    );
    expect(summaryRepeatsTitle('Screen readers', 'What changed for screen readers')).toBe(false);
    expect(summaryRepeatsTitle('', 'Anything')).toBe(false);
  });

  it('lists every finding with its field', () => {
    // Act
    const checks = textChecks({
      title: 'Big news',
      summary: 'Big news. READ THIS NOW.',
      content: `${wordsOf(40)}.`,
    });
    // Assess
    expect(checks.map((c) => c.message)).toEqual([
      'Summary: "READ THIS NOW" is in capitals; screen readers may spell it out. Use words for emphasis.',
      'Content: a sentence has over 30 words ("word0 word1 word2 word3 word4 word5 word6 word7 word8 word9…").',
      'Summary repeats the title: say what the article adds.',
    ]);
  });
});

describe('altWarnings', () => {
  it.each([
    ['IMG_2041.jpg', 'alt-file'],
    ['photo.png', 'alt-file'],
    ['DSC0042', 'alt-file'],
    ['image', 'alt-placeholder'],
    ['A photo', 'alt-placeholder'],
    ['Picture.', 'alt-placeholder'],
    ['Braille displays explained', 'alt-title'],
    ['x'.repeat(151), 'alt-long'],
  ])('warns about %s (%s)', (alt, id) => {
    // Act
    const warnings = altWarnings(alt, 'Braille displays explained');
    // Assess
    expect(warnings.map((w) => w.id)).toContain(id);
  });

  it('is quiet for a real description and for none', () => {
    // Act + Assess
    expect(altWarnings('A hand reading a refreshable braille display', 'Braille')).toEqual([]);
    expect(altWarnings('', 'Braille')).toEqual([]);
  });
});
