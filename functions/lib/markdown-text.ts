// The text of a Markdown article without its syntax (product.md §10.11): what search indexes. marked's lexer, no HTML.
import { Marked, Tokenizer, type Token, type Tokens, type TokenizerObject } from 'marked';
import {
  DEPTH_MESSAGE,
  MARKDOWN_LIMITS,
  MarkdownLimitError,
  markdownLimitIssue,
} from '../domain/markdown-limits.ts';

/** The same dialect the renderer reads (markdown.ts): GitHub-flavoured, so tables and autolinks lex alike. */
export const MARKDOWN_OPTIONS = { gfm: true, breaks: false } as const;

/** How deep the lexer is in block quotes and lists now; marked lexes synchronously, so one count serves every call. */
let depth = 0;

/**
 * marked's block quote and list tokenizers, counting how deep they nest (each level recurses once), so a text nested
 * past MARKDOWN_LIMITS.maxDepth is refused (MarkdownLimitError) long before the stack overflows. A line's own
 * markers are counted before any parser (markdownLimitIssue); lists nested by indentation only show here.
 */
export const DEPTH_GUARD: TokenizerObject = {
  blockquote(src) {
    const opens = this.rules.block.blockquote.test(src);
    return nested(opens, () => Tokenizer.prototype.blockquote.call(this, src));
  },
  list(src) {
    const opens = this.rules.block.list.test(src);
    return nested(opens, () => Tokenizer.prototype.list.call(this, src));
  },
};

/** Runs one level's tokenizer; one that would open a level past maxDepth is refused first. */
function nested<T>(opens: boolean, lex: () => T): T {
  if (opens && depth >= MARKDOWN_LIMITS.maxDepth) throw new MarkdownLimitError(DEPTH_MESSAGE);
  depth++;
  try {
    return lex();
  } finally {
    depth--;
  }
}

const lexer = new Marked({ ...MARKDOWN_OPTIONS, tokenizer: DEPTH_GUARD });

/** A token's text: its inner tokens when it has them (a link's text, never its address), else its own text. */
function inline(token: Token): string {
  if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length > 0)
    return token.tokens.map(inline).join('');
  if (token.type === 'br') return ' ';
  return 'text' in token && typeof token.text === 'string' ? token.text : '';
}

/** One line per block in reading order: headings, paragraphs, list items, quoted blocks, table rows. */
function blocks(tokens: Token[], out: string[]): string[] {
  for (const token of tokens) {
    switch (token.type) {
      case 'list':
        for (const item of token.items as Tokens.ListItem[]) blocks(item.tokens, out);
        break;
      case 'blockquote':
        blocks(token.tokens ?? [], out);
        break;
      case 'table': {
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows])
          out.push(row.map((cell) => cell.tokens.map(inline).join('')).join(', '));
        break;
      }
      case 'space':
      case 'hr':
      case 'def':
        break;
      default:
        out.push(inline(token));
    }
  }
  return out;
}

/** The tokens of a text within MARKDOWN_LIMITS; null for one past them (stored before they were kept). */
function lexed(source: string): Token[] | null {
  if (markdownLimitIssue(source)) return null;
  try {
    return lexer.lexer(source);
  } catch (error) {
    if (error instanceof MarkdownLimitError) return null;
    throw error;
  }
}

/**
 * The article's words as text, one block a line; Markdown syntax, link addresses and raw tags' brackets are left
 * out. A text past MARKDOWN_LIMITS (stored before them) is indexed as it is written, syntax and all.
 */
export function markdownText(source: string): string {
  const tokens = lexed(source);
  if (!tokens) return source;
  return blocks(tokens, [])
    .map((line) =>
      line
        // Not [^>]*: from every '<' of a line without '>' that would scan to its end, quadratic in the line.
        .replace(/<[^<>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n');
}
