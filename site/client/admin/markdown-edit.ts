// The Markdown editor's edits (product.md §10.11): what each toolbar button and shortcut writes around the selection, and
// the conversion of a plain-text article to Markdown that shows the same paragraphs. Pure: text and selection in and out.

/** A text with its selection, [start, end). */
export interface Edit {
  text: string;
  start: number;
  end: number;
}

export type MarkdownAction =
  'heading' | 'bold' | 'italic' | 'link' | 'bullets' | 'numbers' | 'quote' | 'table';

/** Wraps the selection in `mark` (or a placeholder, selected, when nothing is); unwraps it when already wrapped. */
function wrap(e: Edit, mark: string, placeholder: string): Edit {
  const before = e.text.slice(0, e.start);
  const after = e.text.slice(e.end);
  if (before.endsWith(mark) && after.startsWith(mark) && e.end > e.start)
    return {
      text: before.slice(0, -mark.length) + e.text.slice(e.start, e.end) + after.slice(mark.length),
      start: e.start - mark.length,
      end: e.end - mark.length,
    };
  const inner = e.text.slice(e.start, e.end) || placeholder;
  return {
    text: `${before}${mark}${inner}${mark}${after}`,
    start: e.start + mark.length,
    end: e.start + mark.length + inner.length,
  };
}

/** `[text](https://)`: the address is selected to type over; with no selection, the link text is. */
function link(e: Edit): Edit {
  const selected = e.text.slice(e.start, e.end);
  const label = selected || 'link text';
  const text = `${e.text.slice(0, e.start)}[${label}](https://)${e.text.slice(e.end)}`;
  if (!selected) return { text, start: e.start + 1, end: e.start + 1 + label.length };
  const url = e.start + label.length + 3;
  return { text, start: url, end: url + 'https://'.length };
}

/** The whole lines the selection touches: [start of the first, end of the last). */
function lineRange(e: Edit): [number, number] {
  const from = e.text.lastIndexOf('\n', e.start - 1) + 1;
  const nl = e.text.indexOf(
    '\n',
    e.end > e.start && e.text[e.end - 1] === '\n' ? e.end - 1 : e.end,
  );
  return [from, nl === -1 ? e.text.length : nl];
}

const PREFIXES = {
  heading: /^#{1,6} /,
  bullets: /^[-*+] /,
  numbers: /^\d+[.)] /,
  quote: /^> ?/,
} as const;

/**
 * Starts each selected line with its mark ('## ', '- ', '1. ', '> '), numbering a numbered list; when every line
 * has the mark already, removes it (the button toggles). The edited lines stay selected.
 */
function prefixLines(e: Edit, kind: keyof typeof PREFIXES): Edit {
  const [from, to] = lineRange(e);
  const lines = e.text.slice(from, to).split('\n');
  const has = PREFIXES[kind];
  const all = lines.every((l) => has.test(l));
  const mark = (i: number) =>
    kind === 'heading'
      ? '## '
      : kind === 'bullets'
        ? '- '
        : kind === 'numbers'
          ? `${i + 1}. `
          : '> ';
  const edited = lines
    .map((l, i) => (all ? l.replace(has, '') : `${mark(i)}${l.replace(has, '')}`))
    .join('\n');
  const text = e.text.slice(0, from) + edited + e.text.slice(to);
  // An empty line given a mark: the caret goes after it, ready to type.
  if (e.start === e.end && lines.length === 1 && lines[0] === '')
    return { text, start: from + edited.length, end: from + edited.length };
  return { text, start: from, end: from + edited.length };
}

const TABLE = '| Column 1 | Column 2 |\n| --- | --- |\n| Cell | Cell |';

/** A table with a header row, on lines of its own (blank lines around it); the first header is selected. */
function table(e: Edit): Edit {
  const before = e.text.slice(0, e.start);
  const after = e.text.slice(e.end);
  const lead =
    before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const at = before.length + lead.length + 2;
  return {
    text: before + lead + TABLE + trail + after,
    start: at,
    end: at + 'Column 1'.length,
  };
}

/** The edit a button or shortcut makes. */
export function applyMarkdown(action: MarkdownAction, e: Edit): Edit {
  switch (action) {
    case 'bold':
      return wrap(e, '**', 'bold text');
    case 'italic':
      return wrap(e, '_', 'italic text');
    case 'link':
      return link(e);
    case 'table':
      return table(e);
    default:
      return prefixLines(e, action);
  }
}

/** ASCII punctuation Markdown may read as syntax anywhere in a line. */
const INLINE_SYNTAX = /[\\`*_[\]<>|~&]/g;
/** What makes a line a heading, list item, quote or rule when it starts the line. */
const LINE_START = /^(\s*)([#+=-]|\d+(?=[.)]))/;

/**
 * A plain-text article's content as Markdown that shows the same paragraphs (product.md §10.11, converting an old
 * article): one paragraph per line becomes blank-line separated paragraphs, and every character Markdown would read
 * as formatting is escaped with a backslash, so nothing the editor wrote changes meaning. Then they add structure.
 */
export function plainToMarkdown(content: string): string {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) =>
      line
        .replace(INLINE_SYNTAX, '\\$&')
        .replace(LINE_START, (_, space: string, mark: string) =>
          /\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`,
        ),
    )
    .join('\n\n');
}
