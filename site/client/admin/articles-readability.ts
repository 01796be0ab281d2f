// Flesch reading ease and Flesch-Kincaid grade for the article authoring checks (product.md §11.7, §10.11): documented formulas, no dependency.
//
// Score = 206.835 - 1.015 x (words / sentences) - 84.6 x (syllables / words). Higher is easier: 60-70 is
// plain English, under 50 is hard for many readers. Syllables are estimated, not looked up:
//   1. lower-case the word and keep letters only; a word of 3 letters or fewer is one syllable;
//   2. drop a silent ending: "-es" and "-ed" (but not "-ted"/"-ded", which are spoken), or a final "-e"
//      that does not follow "l" ("table" keeps its "-le" syllable);
//   3. drop a leading "y" (it is a consonant there), then count groups of vowels (a, e, i, o, u, y);
//   4. at least one syllable.
// The estimate is right for most everyday words and off by one for some (e.g. "created", "braille"), which moves a
// score by a few points on a typical text: close enough to tell plain from dense writing.
import { words } from '../../../functions/domain/article-format.ts';

/** Estimated syllables in one word (see the rules above). */
export function syllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|[^tdaeiouy]ed|[^laeiouy]e)$/, (end) => end[0]!);
  w = w.replace(/^y/, '');
  const groups = w.match(/[aeiouy]+/g);
  return Math.max(1, groups ? groups.length : 0);
}

export { words };

/** The sentences of a text: split after . ! ? (or a line break), blank ones left out. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);
}

/** Words per sentence and syllables per word, the two ratios both formulas weigh; null when there are no words. */
function ratios(text: string): { perSentence: number; perWord: number } | null {
  const w = words(text);
  if (w.length === 0) return null;
  const s = Math.max(1, sentences(text).length);
  const syl = w.reduce((n, word) => n + syllables(word), 0);
  return { perSentence: w.length / s, perWord: syl / w.length };
}

/** Flesch reading ease of a text, rounded; null when there are no words to score. */
export function fleschReadingEase(text: string): number | null {
  const r = ratios(text);
  return r && Math.round(206.835 - 1.015 * r.perSentence - 84.6 * r.perWord);
}

/**
 * Flesch-Kincaid grade level of a text, to one decimal; null when there are no words to score.
 * Grade = 0.39 x (words / sentences) + 11.8 x (syllables / words) - 15.59: the US school grade that can read it.
 */
export function fleschKincaidGrade(text: string): number | null {
  const r = ratios(text);
  return r && Math.round((0.39 * r.perSentence + 11.8 * r.perWord - 15.59) * 10) / 10;
}

/** 'In short' aims at grade 9 or below (product.md §10.11): informs, never blocks. */
export const IN_SHORT_GRADE = 9;

/** A plain-language band for a score (the usual Flesch table, shortened). */
export function readingBand(score: number): string {
  if (score >= 80) return 'very easy';
  if (score >= 60) return 'plain language';
  if (score >= 50) return 'fairly difficult';
  if (score >= 30) return 'difficult';
  return 'very difficult';
}

/** The target: plain language (60 or more). */
export const PLAIN_LANGUAGE_SCORE = 60;
