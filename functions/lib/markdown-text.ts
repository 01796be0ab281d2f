// The text of a Markdown article without its syntax (product.md §10.11): what search indexes. marked's lexer, no HTML.
import { Lexer, type Token, type Tokens } from 'marked';

/** The same dialect the renderer reads (markdown.ts): GitHub-flavoured, so tables and autolinks lex alike. */
export const MARKDOWN_OPTIONS = { gfm: true, breaks: false } as const;

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
      case 'table':
        for (const row of [token.header, ...token.rows] as Tokens.TableCell[][])
          out.push(row.map((cell) => cell.tokens.map(inline).join('')).join(', '));
        break;
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

/** The article's words as text, one block a line; Markdown syntax, link addresses and raw tags' brackets are left out. */
export function markdownText(source: string): string {
  return blocks(Lexer.lex(source, MARKDOWN_OPTIONS), [])
    .map((line) =>
      line
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n');
}
