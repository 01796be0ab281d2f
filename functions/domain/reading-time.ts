// Reading estimate: product.md §9 (225 words per minute on summary plus content, markup removed; Markdown syntax too, §10.11).
export const WORDS_PER_MINUTE = 225;

export function stripMarkup(text: string): string {
  return text.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
}

export function countWords(text: string): number {
  const words = stripMarkup(text).trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

/**
 * The words a reader reads in a Markdown text (product.md §10.11), without a parser (the feed cards count in the
 * browser): link and image addresses are dropped, and a run of symbols alone (#, -, >, |, ---, **) is syntax, not a word.
 */
export function markdownReadableText(content: string): string {
  // An address ends at ')' or at the next ']': '[^)]*' alone scanned to the end from every '](' without a ')',
  // quadratic in the text's length (docs/benchmarks.md).
  return content.replace(/\]\([^)\]]*\)/g, '] ').replace(/(^|\s)[^\p{L}\p{N}\s]+(?=\s|$)/gu, ' ');
}

/** Minutes to read, rounded to the nearest minute, at least 1; a Markdown body counts its text, not its syntax. */
export function readingMinutes(
  summary: string,
  content: string,
  format: 'plain' | 'markdown' | null = 'plain',
): number {
  const body = format === 'markdown' ? markdownReadableText(content) : content;
  return Math.max(1, Math.round(countWords(`${summary} ${body}`) / WORDS_PER_MINUTE));
}

/** Badge label: '1 min', 'n mins' below 5, then bands (product.md §9). */
export function readingLabel(minutes: number): string {
  if (minutes <= 1) return '1 min';
  if (minutes < 5) return `${minutes} mins`;
  if (minutes < 10) return '5-10 mins';
  if (minutes < 20) return '10-20 mins';
  return '20+ mins';
}

/** Hover-card description (product.md §9). */
export function readingDescription(minutes: number): string {
  if (minutes <= 1) return 'About a minute';
  if (minutes < 3) return 'Quick read';
  if (minutes < 5) return 'Short read';
  if (minutes < 10) return 'Brief read';
  if (minutes < 20) return 'Medium length';
  return 'Long form content';
}
