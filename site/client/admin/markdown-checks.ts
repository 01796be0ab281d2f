// Structure checks of a Markdown article (product.md §10.11), live beside the writing checks: headings that skip a level
// or are empty, vague or bare-URL link text, lines of dashes that will not be a list, tables without a header row.
// marked's lexer reads the text as the renderer will, so a finding is about what readers get. Loaded on first use
// (AuthoringChecks.tsx), so the parser is not in the page's first load. Informs, never blocks.
import { Lexer, type Token, type Tokens } from 'marked';
import { markdownLimitIssue } from '../../../functions/domain/markdown-limits.ts';
import type { TextCheck } from './articles-checks.ts';

/** Link texts that say nothing out of context (WCAG 2.4.4): screen reader users list links by their text. */
const VAGUE_LINK_TEXT = new Set([
  'click here',
  'click',
  'here',
  'read more',
  'more',
  'learn more',
  'this',
  'this link',
  'link',
  'go',
]);
const BARE_URL = /^(?:https?:\/\/|www\.)\S+$/i;
/** A line meant as a list item that Markdown will show as text: '-item' (no space), or an em dash, en dash or bullet. */
const FALSE_ITEM = /^\s*(?:-(?=[^\s-])|[—–•]\s*\S)/;
/** A line with two or more pipes: a table row, when a row of dashes follows its first line. */
const PIPE_ROW = /\|.*\|/;

const short = (s: string, n = 40) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Every token, nested ones too, in document order. */
function flatten(tokens: Token[], out: Token[] = []): Token[] {
  for (const t of tokens) {
    out.push(t);
    if (t.type === 'list') flatten((t as Tokens.List).items, out);
    else if (t.type === 'table') {
      const table = t as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) flatten(cell.tokens, out);
    } else if ('tokens' in t && Array.isArray(t.tokens)) flatten(t.tokens, out);
  }
  return out;
}

function headingChecks(tokens: Token[]): TextCheck[] {
  const out: TextCheck[] = [];
  // The title is the page's h1; a '#' heading renders as h2 (functions/lib/markdown.ts).
  let previous = 1;
  tokens.forEach((t, i) => {
    if (t.type !== 'heading') return;
    const { depth, text } = t as Tokens.Heading;
    const level = Math.max(2, depth);
    const name = text.trim();
    if (name === '')
      out.push({
        id: `md-heading-empty-${i}`,
        message: `Content: a level ${level} heading is empty: give it words, or remove its # marks.`,
      });
    if (depth === 1)
      out.push({
        id: `md-heading-one-${i}`,
        message: `Content: "# ${short(name)}" shows as a level 2 heading: the title is the page's only level 1 heading. Use "##".`,
      });
    if (level > previous + 1)
      out.push({
        id: `md-heading-skip-${i}`,
        message: `Content: the heading "${short(name)}" skips from level ${previous} to level ${level}: use level ${previous + 1} (${'#'.repeat(previous + 1)}).`,
      });
    previous = level;
  });
  return out;
}

function linkChecks(tokens: Token[]): TextCheck[] {
  const out: TextCheck[] = [];
  tokens.forEach((t, i) => {
    if (t.type !== 'link') return;
    const { text, href } = t as Tokens.Link;
    const words = text
      .trim()
      .toLowerCase()
      .replace(/[.!:…]+$/, '');
    if (VAGUE_LINK_TEXT.has(words))
      out.push({
        id: `md-link-vague-${i}`,
        message: `Content: the link text "${short(text)}" does not say where it goes: name the page or what it offers.`,
      });
    else if (BARE_URL.test(text.trim()) || text.trim() === href)
      out.push({
        id: `md-link-url-${i}`,
        message: `Content: a link's text is its address (${short(text)}): screen readers read it out character by character. Use words, as in [the guide](${short(href, 30)}).`,
      });
  });
  return out;
}

/** Source lines outside fenced code, with their paragraph tokens' text, for the line-based checks. */
function paragraphLines(tokens: Token[]): string[] {
  return tokens
    .filter((t): t is Tokens.Paragraph => t.type === 'paragraph')
    .flatMap((p) => p.raw.split(/\r?\n/));
}

function lineChecks(tokens: Token[]): TextCheck[] {
  const out: TextCheck[] = [];
  const lines = paragraphLines(tokens);
  const falseItems = lines.filter((l) => FALSE_ITEM.test(l));
  if (falseItems.length > 0)
    out.push({
      id: 'md-list-dashes',
      message: `Content: "${short(falseItems[0]!.trim())}" will show as text, not a list item: start each item with a hyphen and a space ("- item").`,
    });
  // Pipe rows a paragraph kept: the lexer found no table there, as no row of dashes follows the first.
  const rows = lines.filter((l) => PIPE_ROW.test(l));
  if (rows.length >= 2)
    out.push({
      id: 'md-table-no-header',
      message:
        'Content: these lines look like a table but have no header row: under the first row, add a row such as "| --- | --- |", and name each column in the first row.',
    });
  for (const [i, t] of tokens.entries()) {
    if (t.type !== 'table') continue;
    if ((t as Tokens.Table).header.every((cell) => cell.text.trim() === ''))
      out.push({
        id: `md-table-empty-header-${i}`,
        message: "Content: a table's header row is empty: name each column in its first row.",
      });
  }
  return out;
}

/** The structure checks of a Markdown text, in the order they are shown. */
export function markdownChecks(content: string): TextCheck[] {
  // A text past the limits is not lexed (it could hold the tab for seconds): the one finding is what the save will refuse.
  const limit = markdownLimitIssue(content);
  if (limit) return [{ id: 'md-limit', message: `Content: ${limit}.` }];
  const tokens = flatten(Lexer.lex(content, { gfm: true, breaks: false }));
  return [...headingChecks(tokens), ...linkChecks(tokens), ...lineChecks(tokens)];
}
