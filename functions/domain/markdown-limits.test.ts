// Markdown's bounds (product.md §9, §10.11): what the pre-scan refuses, with a message that says what to change.
import { describe, expect, it } from 'vitest';
import {
  DEPTH_MESSAGE,
  lineDepth,
  MARKDOWN_LIMITS,
  markdownLimitIssue,
} from './markdown-limits.ts';

const { maxLength, maxLines, maxPipes, maxBlockLength, maxBlockMarks, maxDepth } = MARKDOWN_LIMITS;

describe('markdownLimitIssue', () => {
  it('accepts an ordinary article', () => {
    const article =
      '## Screen readers\n\nThey *announce* headings and **lists**.\n\n> A quote\n> - with a list\n\n| a | b |\n|---|---|\n| 1 | 2 |';
    expect(markdownLimitIssue(article)).toBeNull();
  });

  it.each([
    ['3,000 nested quotes', `${'>'.repeat(3000)} a`, DEPTH_MESSAGE],
    [
      '50,000 * around a letter',
      `${'*'.repeat(25_000)}a${'*'.repeat(25_000)}`,
      /at most 30,000 characters \(it has 50,001\)/,
    ],
    ['_a to 99 KB', '_a'.repeat(49_500), /at most 30,000 characters/],
    ['_a in one block', '_a'.repeat(2_400), /at most 120 emphasis marks/],
    [
      'one long block',
      'word '.repeat(maxBlockLength / 5 + 1),
      /at most 5,000 characters without a blank line/,
    ],
    ['too many lines', 'a\n'.repeat(maxLines), /at most 600 lines \(it has 601\)/],
    ['a wide table', `${'a|'.repeat(maxPipes + 1)}`, /at most 3,000 table cell borders/],
    ['nested list markers', `${'- '.repeat(maxDepth + 1)}a`, DEPTH_MESSAGE],
  ])('refuses %s, saying what to change', (_name, source, message) => {
    const issue = markdownLimitIssue(source);
    if (typeof message === 'string') expect(issue).toBe(message);
    else expect(issue).toMatch(message);
  });

  it('accepts each limit exactly', () => {
    expect(markdownLimitIssue('a'.repeat(maxBlockLength - 1))).toBeNull();
    expect(markdownLimitIssue('*a* '.repeat(maxBlockMarks / 2))).toBeNull();
    expect(markdownLimitIssue(`${'> '.repeat(maxDepth)}a`)).toBeNull();
    const blocks = Array.from({ length: 200 }, () => 'a'.repeat(148)).join('\n\n');
    expect(blocks.length).toBeLessThanOrEqual(maxLength);
    expect(markdownLimitIssue(blocks)).toBeNull();
    expect(markdownLimitIssue(`${blocks}\n\n${'a'.repeat(maxLength - blocks.length)}`)).toMatch(
      /at most 30,000 characters/,
    );
  });

  it('counts marks per block: a blank line starts a new count', () => {
    const block = '*a* '.repeat(maxBlockMarks / 2);
    expect(markdownLimitIssue(`${block}\n${block}`)).toMatch(/emphasis marks/);
    expect(markdownLimitIssue(`${block}\n\n${block}`)).toBeNull();
  });

  it('does not count escaped marks or marks in fenced code', () => {
    const escaped = '\\*'.repeat(maxBlockMarks + 1);
    expect(markdownLimitIssue(escaped)).toBeNull();
    const code = `\`\`\`\n${'a_b '.repeat(maxBlockMarks + 1)}\n\`\`\``;
    expect(markdownLimitIssue(code)).toBeNull();
    expect(markdownLimitIssue('a_b '.repeat(maxBlockMarks + 1))).toMatch(/emphasis marks/);
  });
});

describe('lineDepth', () => {
  it('counts the quote and list markers that open a line', () => {
    expect(lineDepth('> > - 1. text')).toBe(4);
    expect(lineDepth('plain - text')).toBe(0);
    expect(lineDepth('-not a list')).toBe(0);
    // A rule of spaced marks is no nesting, however many marks it has.
    expect(lineDepth('* * * * * * * *')).toBe(0);
    expect(markdownLimitIssue('Before\n\n- - - - - - - -\n\nAfter')).toBeNull();
  });
});
