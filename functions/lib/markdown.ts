// Markdown articles to HTML (product.md §10.11): marked (GitHub-flavoured) renders, sanitize-html keeps only the
// structure an article needs. The title is the page's h1, so a '#' heading renders as h2; raw HTML in the source
// is shown as text, never rendered; links keep http, https and mailto addresses only; images are not shown inline
// (their alt text is kept as text).
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { MarkdownLimitError, markdownLimitIssue } from '../domain/markdown-limits.ts';
import { DEPTH_GUARD, MARKDOWN_OPTIONS } from './markdown-text.ts';
import { BASE_OPTIONS } from './sanitize-setup.ts';

/** The link schemes an article may use; a link with any other is shown as its text. */
const SAFE_SCHEMES = ['http', 'https', 'mailto'];

/**
 * The accessible name of a table's scrolling frame (WCAG 1.4.10: a wide table scrolls, the page does not): its
 * place and its columns, 'Table 2: Reader, Cost', so a list of regions tells one table from another.
 */
export function tableFrameLabel(position: number, headers: string[]): string {
  const columns = headers.map((h) => h.trim()).filter(Boolean);
  return `Table ${position}${columns.length ? `: ${columns.join(', ')}` : ''}`;
}

/** marked's table HTML in a labelled frame; its text is escaped already, its header cells hold inline tags at most. */
function framedTables(html: string): string {
  let position = 0;
  return html.replace(/<table>([\s\S]*?)<\/table>/g, (table, inner: string) => {
    const head = /<thead>([\s\S]*?)<\/thead>/.exec(inner)?.[1] ?? '';
    const headers = [...head.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) =>
      m[1]!.replace(/<[^>]*>/g, '').replaceAll('"', '&quot;'),
    );
    const label = tableFrameLabel(++position, headers);
    return `<div role="region" aria-label="${label}" tabindex="0">${table}</div>`;
  });
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** True for a relative address or one whose scheme is in SAFE_SCHEMES. */
export function isSafeHref(href: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(href);
  if (scheme) return SAFE_SCHEMES.includes(scheme[1]!.toLowerCase());
  // No scheme: a path, a query or a fragment; anything a browser might still read as a scheme is refused.
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\\]/.test(href) && !/^\s*\/\//.test(href);
}

const marked = new Marked({
  ...MARKDOWN_OPTIONS,
  async: false,
  tokenizer: DEPTH_GUARD,
  renderer: {
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.max(2, depth);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    html(token: Tokens.HTML | Tokens.Tag) {
      const text = escapeHtml(token.text);
      return token.block ? `<p>${text.trim()}</p>\n` : text;
    },
    link(token: Tokens.Link) {
      return isSafeHref(token.href) ? false : this.parser.parseInline(token.tokens);
    },
    image(token: Tokens.Image) {
      return escapeHtml(token.text);
    },
  },
  hooks: {
    // Text is escaped by then, so these are marked's own table tags: each gets a focusable scrolling frame.
    postprocess: framedTables,
  },
});

const SANITIZE: sanitizeHtml.IOptions = {
  ...BASE_OPTIONS,
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'em',
    'strong',
    'del',
    'code',
    'pre',
    'br',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'div',
  ],
  allowedAttributes: {
    a: ['href'],
    ol: ['start'],
    th: ['scope'],
    div: ['role', 'aria-label', 'tabindex'],
  },
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A header cell names its column (GitHub-flavoured tables have a header row only).
  transformTags: { th: (tagName) => ({ tagName, attribs: { scope: 'col' } }) },
};

/** The sanitized HTML of a Markdown text, unchecked: for texts known to be within MARKDOWN_LIMITS. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source) as string, SANITIZE).trim();
}

/**
 * A render that took more CPU time than this is refused all the same. MARKDOWN_LIMITS keep every text measured
 * within them under 100 ms (`npm run bench:markdown`); this catches a shape nobody found, at 5 times that. It counts
 * the process's CPU time, not the clock: a machine busy with other work (a site build, a test run beside it) made
 * renders of ordinary texts pass 500 ms of wall time, and a save must never be refused for that. It bounds what is
 * stored, not the one render that found it.
 */
export const RENDER_BUDGET_MS = 500;

/** CPU time this process has spent since `start` (process.cpuUsage), in milliseconds. */
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

const SIMPLER = 'use fewer nested quotes, lists and emphasis marks, or split it with blank lines';
const TOO_SLOW = `This Markdown takes too long to render: ${SIMPLER}`;
const FAILED = `This Markdown cannot be rendered: ${SIMPLER}`;

/**
 * The HTML of a Markdown body an editor writes (a save, the preview): checked against MARKDOWN_LIMITS first, nested
 * no deeper than maxDepth while it renders, and refused when it took past RENDER_BUDGET_MS. Throws MarkdownLimitError.
 */
export function renderCheckedMarkdown(source: string): string {
  const issue = markdownLimitIssue(source);
  if (issue) throw new MarkdownLimitError(issue);
  const started = process.cpuUsage();
  let html: string;
  try {
    html = renderMarkdown(source);
  } catch (error) {
    // marked appends its own note to the message of an error it passes on: the issue keeps the original.
    if (error instanceof MarkdownLimitError) throw new MarkdownLimitError(error.issues[0]!.message);
    // marked reports its own failures (a stack overflow among them) as plain errors: the text is what failed.
    console.warn('Markdown refused: the renderer failed', error);
    throw new MarkdownLimitError(FAILED);
  }
  if (cpuMsSince(started) > RENDER_BUDGET_MS) throw new MarkdownLimitError(TOO_SLOW);
  return html;
}
