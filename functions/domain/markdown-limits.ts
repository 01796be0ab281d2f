// Markdown's bounds (product.md §9, §10.11): one cheap pass over the text, before any parser, refuses what would make
// the renderer slow. No parser here: the API and the editor's form can both run it.

/**
 * The limits, picked so that any text within them renders (marked, then sanitize-html) in well under 100 ms on the
 * project's 2-core machine; `npm run bench:markdown` prints the worst case found and what the refusals cost.
 */
export const MARKDOWN_LIMITS = {
  /** Characters in a Markdown body: a long read of about 4,500 words. */
  maxLength: 30_000,
  /** Lines: a line can open a block (a heading, a list item nested maxDepth deep), the costliest thing to render. */
  maxLines: 600,
  /** Table cell borders (|) in a Markdown body: each cell costs about 7 µs. */
  maxPipes: 3_000,
  /** Characters in one block (lines without a blank line between them): the list tokenizer is quadratic in it. */
  maxBlockLength: 5_000,
  /** Emphasis marks (*, _ or ~, not escaped) in one block: marked pairs them at a cost that grows with their square. */
  maxBlockMarks: 120,
  /** Block quotes and lists inside one another: marked recurses once a level and overflows its stack near 3,000. */
  maxDepth: 5,
} as const;

/** The three marks marked pairs as emphasis or strike-through. */
const MARKS = new Set(['*', '_', '~']);

/** A fence opening or closing a code block (CommonMark: up to 3 spaces, then 3 or more backticks or tildes). */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** A container marker at the start of a line: a quote's '>', a bullet, or a number and its '.' or ')'. */
const CONTAINER = /^[ \t]*(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/;

const n = (value: number) => value.toLocaleString('en-GB');

/** A thematic break ('* * * * * *', '- - -'): a rule, whose marks are no list markers. */
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/** The markers that open a line: '> > - text' has three. Lists nested by indentation are counted by the renderer. */
export function lineDepth(line: string): number {
  if (RULE.test(line)) return 0;
  let depth = 0;
  let rest = line;
  for (let m = CONTAINER.exec(rest); m; m = CONTAINER.exec(rest)) {
    depth++;
    rest = rest.slice(m[0].length);
  }
  return depth;
}

/** The message for nesting past maxDepth, shared with the renderer's own depth check (functions/lib/markdown.ts). */
export const DEPTH_MESSAGE = `Quotes and lists may be nested at most ${MARKDOWN_LIMITS.maxDepth} levels deep: remove some of the > or list markers`;

/**
 * What is wrong with a Markdown text, as the form shows it ('content'), or null when it is within MARKDOWN_LIMITS.
 * Linear in the text: a block is a run of lines without a blank one; a fenced code block's marks are not emphasis.
 */
export function markdownLimitIssue(source: string): string | null {
  const { maxLength, maxLines, maxPipes, maxBlockLength, maxBlockMarks, maxDepth } =
    MARKDOWN_LIMITS;
  if (source.length > maxLength)
    return `Markdown content must be at most ${n(maxLength)} characters (it has ${n(source.length)}): split it into two articles`;
  const lines = source.split(/\r?\n/);
  if (lines.length > maxLines)
    return `Markdown content must be at most ${n(maxLines)} lines (it has ${n(lines.length)}): split it into two articles`;
  const pipes = source.split('|').length - 1;
  if (pipes > maxPipes)
    return `Markdown content may have at most ${n(maxPipes)} table cell borders (|) (it has ${n(pipes)}): make its tables smaller`;
  let fence: string | null = null;
  let blockLength = 0;
  let blockMarks = 0;
  for (const line of lines) {
    if (line.trim() === '') {
      blockLength = 0;
      blockMarks = 0;
      continue;
    }
    blockLength += line.length + 1;
    if (blockLength > maxBlockLength)
      return `A paragraph, list or table may be at most ${n(maxBlockLength)} characters without a blank line: add blank lines between its parts`;
    const marker = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (lineDepth(line) > maxDepth) return DEPTH_MESSAGE;
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '\\') i++;
      else if (MARKS.has(line[i]!)) blockMarks++;
    }
    if (blockMarks > maxBlockMarks)
      return `A paragraph, list or table may hold at most ${maxBlockMarks} emphasis marks (*, _ or ~): add blank lines between its parts, or put \\ before a mark that is not emphasis`;
  }
  return null;
}

/** A Markdown body past MARKDOWN_LIMITS, or one the renderer refused: the API answers 400 with the issue on 'content'. */
export class MarkdownLimitError extends Error {
  readonly issues: { path: string; message: string }[];
  constructor(message: string) {
    super(message);
    this.name = 'MarkdownLimitError';
    this.issues = [{ path: 'content', message }];
  }
}
