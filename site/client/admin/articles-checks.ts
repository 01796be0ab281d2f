// Live authoring checks for the article form (product.md §11.7): readability, long sentences and paragraphs, capitals
// for emphasis, a summary that repeats the title, and the alt-text warnings. Pure functions: they inform, never block.
import { sentences, words } from './articles-readability.ts';

export const LONG_SENTENCE_WORDS = 30;
export const LONG_PARAGRAPH_WORDS = 150;
export const LONG_ALT_CHARS = 150;
/** All-caps words this short are taken for acronyms (WCAG, ARIA, NVDA, JAWS, W3C), not shouting. */
export const ACRONYM_MAX = 5;

export interface TextCheck {
  /** A stable id for React keys and tests. */
  id: string;
  message: string;
}

const short = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Sentences longer than LONG_SENTENCE_WORDS words. */
export function longSentences(text: string): string[] {
  return sentences(text).filter((s) => words(s).length > LONG_SENTENCE_WORDS);
}

/** Paragraphs (split at line breaks, as the article page does) longer than LONG_PARAGRAPH_WORDS words. */
export function longParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => words(p).length > LONG_PARAGRAPH_WORDS);
}

/**
 * Capitals used for emphasis. The rule: a run of two or more all-capital words separated by spaces or hyphens only (two letters or more
 * each) counts when one of its words is longer than ACRONYM_MAX letters ("PLEASE READ"), or when it has three
 * words or more ("DO NOT MISS"). A pair of short capital words is taken for acronyms ("NVDA and JAWS", "WCAG AA")
 * and passes. Why it matters: screen readers may spell capitals letter by letter, and they read as shouting.
 */
export function shoutedRuns(text: string): string[] {
  const runs: string[] = [];
  for (const match of text.matchAll(/\b[A-Z]{2,}(?:[ \t-]+[A-Z]{2,}\b)+/g)) {
    const run = match[0];
    const parts = run.split(/[ \t-]+/);
    if (parts.some((p) => p.length > ACRONYM_MAX) || parts.length >= 3) runs.push(run);
  }
  return runs;
}

/** Lower-case words, for comparing texts loosely. */
const norm = (s: string) => words(s.toLowerCase()).join(' ');

/** True when the summary is the title, or starts by repeating it. */
export function summaryRepeatsTitle(title: string, summary: string): boolean {
  const t = norm(title);
  const s = norm(summary);
  return t.length > 0 && (s === t || s.startsWith(`${t} `));
}

/** The checks on the text fields, in the order they are shown. */
export function textChecks(v: { title: string; summary: string; content: string }): TextCheck[] {
  const out: TextCheck[] = [];
  for (const [field, text] of [
    ['Summary', v.summary],
    ['Content', v.content],
  ] as const) {
    for (const s of longSentences(text))
      out.push({
        id: `${field}-sentence-${s}`,
        message: `${field}: a sentence has over ${LONG_SENTENCE_WORDS} words ("${short(s)}").`,
      });
    for (const run of shoutedRuns(text))
      out.push({
        id: `${field}-caps-${run}`,
        message: `${field}: "${short(run)}" is in capitals; screen readers may spell it out. Use words for emphasis.`,
      });
  }
  for (const p of longParagraphs(v.content))
    out.push({
      id: `paragraph-${p.slice(0, 40)}`,
      message: `Content: a paragraph has over ${LONG_PARAGRAPH_WORDS} words ("${short(p, 40)}").`,
    });
  if (summaryRepeatsTitle(v.title, v.summary))
    out.push({
      id: 'summary-title',
      message: 'Summary repeats the title: say what the article adds.',
    });
  return out;
}

const PLACEHOLDERS = new Set([
  'image',
  'photo',
  'picture',
  'img',
  'pic',
  'graphic',
  'photograph',
  'screenshot',
  'icon',
  'logo',
  'banner',
  'alt',
  'alt text',
  'placeholder',
  'untitled',
]);

/** Warnings on alt text (never blocking): a file name, a placeholder, the title again, or too long. */
export function altWarnings(alt: string, title: string): TextCheck[] {
  const a = alt.trim();
  if (!a) return [];
  const out: TextCheck[] = [];
  if (
    /\.(png|jpe?g|webp|gif|avif|svg|bmp|tiff?)$/i.test(a) ||
    /^[\w-]+_\w+|^(img|dsc|image)[-_]?\d+/i.test(a)
  )
    out.push({
      id: 'alt-file',
      message: 'Alt text looks like a file name: describe what the image shows.',
    });
  const bare = a
    .toLowerCase()
    .replace(/^(an?|the)\s+/, '')
    .replace(/[.!]$/, '');
  if (PLACEHOLDERS.has(bare) || /^(image|photo|picture|img) of$/.test(bare))
    out.push({
      id: 'alt-placeholder',
      message: 'Alt text is a placeholder: describe what the image shows.',
    });
  if (norm(a) !== '' && norm(a) === norm(title))
    out.push({
      id: 'alt-title',
      message: 'Alt text repeats the title: describe the image instead.',
    });
  if (a.length > LONG_ALT_CHARS)
    out.push({
      id: 'alt-long',
      message: `Alt text runs past ${LONG_ALT_CHARS} characters: keep it short and put details in the article.`,
    });
  return out;
}
