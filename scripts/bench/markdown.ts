// `npm run bench:markdown`: the render time of the worst Markdown found within MARKDOWN_LIMITS (goal: under 100 ms,
// product.md §9), and what a refusal costs for texts past them. Each shape fills the limits: blocks as long as a
// block may be, as many marks as a block may hold, as many blocks as the length allows; then random texts of the
// characters Markdown reads, kept only when the limits accept them. Prints a table; not a timed test.
import { parseArgs } from 'node:util';
import {
  MARKDOWN_LIMITS,
  MarkdownLimitError,
  markdownLimitIssue,
} from '../../functions/domain/markdown-limits.ts';
import { renderCheckedMarkdown, renderMarkdown } from '../../functions/lib/markdown.ts';
import { markdownText } from '../../functions/lib/markdown-text.ts';

const { values } = parseArgs({
  options: {
    /** How many random texts to try. */
    random: { type: 'string', default: '300' },
    /** Only the shapes whose name matches this pattern. */
    only: { type: 'string', default: '' },
  },
});
const GOAL_MS = 100;
const { maxLength, maxLines, maxPipes, maxBlockLength, maxBlockMarks, maxDepth } = MARKDOWN_LIMITS;
const MARKS = /(?<!\\)[*_~]/g;

/** `unit` repeated into one block: as long as a block may be, with at most maxBlockMarks marks. */
function block(unit: string, length = maxBlockLength - 1): string {
  const marks = (unit.match(MARKS) ?? []).length;
  const byMarks = marks ? Math.floor(maxBlockMarks / marks) : Infinity;
  const byLength = Math.floor(length / unit.length);
  const head = unit.repeat(Math.min(byMarks, byLength));
  const filler = 'word '.repeat(Math.floor((length - head.length) / 5));
  return (head + filler).replace(/\n+$/, '');
}

/** Blocks of `unit` separated by blank lines, up to maxLength and maxLines, with at most maxPipes '|'. */
function fill(unit: string, length?: number): string {
  const one = block(unit, length);
  const text = Array.from({ length: Math.floor(maxLength / (one.length + 2)) }, () => one).join(
    '\n\n',
  );
  let pipes = 0;
  return text
    .split('\n')
    .slice(0, maxLines)
    .join('\n')
    .replace(/\|/g, () => (++pipes > maxPipes ? 'a' : '|'));
}

/** Nested quotes and lists as deep as allowed, repeated to maxLength. */
const deep = (marker: string) => fill(`${`${marker} `.repeat(maxDepth)}a\n`);
const indented = Array.from({ length: maxDepth }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join(
  '\n',
);

const SHAPES: Record<string, string> = {
  prose: fill(
    'Screen readers *announce* headings, [links](https://example.com/a) and **lists**; `code` too. ',
  ),
  'mixed marks *_a': fill('*_a '),
  'intraword _a': fill('_a'),
  'intraword *a': fill('*a'),
  'strong runs': fill('**a '),
  'marks around': fill(`${'*'.repeat(60)}a${'*'.repeat(60)}`),
  'strike ~~a': fill('~~a '),
  'list item lines': fill('- a\n' + '  a\n'.repeat(2000)),
  'list items': fill('- a\n'),
  'empty items': fill('-\n'),
  'numbered items': fill('1. a\n'),
  'quote lines': fill('> a\n'),
  'quote lazy lines': fill('> a\n' + 'a\n'.repeat(2000)),
  'nested quotes': deep('>'),
  'nested bullets': deep('-'),
  'nested by indent': fill(`${indented}\n`),
  'table rows': fill('a|b\n-|-\n' + 'a|b\n'.repeat(1500)),
  'wide table': fill('a|'.repeat(800) + '\n' + '-|'.repeat(800) + '\n' + 'a|'.repeat(800) + '\n'),
  'reference links':
    `${Array.from({ length: 300 }, (_, i) => `[r${i}]: /x`).join('\n\n')}\n\n${fill('[r1] ')}`.slice(
      0,
      maxLength,
    ),
  'open tags': fill('<a b=c '),
  'open attribute quotes': fill('<a b="c '),
  'open link titles': fill('[a](b "c '),
  'open link angles': fill('[a](<b '),
  'open autolinks': fill('<http://a '),
  'quoted lists': fill('> - > - > a\n'),
  'tables in lists': fill('- a|b\n  -|-\n  a|b\n'),
  'html block open': fill('<div\n'),
  'code spans open': fill('``a` '),
  'long definitions': fill(`[a]: <${'a'.repeat(3000)}>\n`),
  'link openers': fill('[a]( '),
  brackets: fill('[ '),
  'nested brackets': fill(`${'['.repeat(2000)}${']'.repeat(2000)}`),
  backticks: fill('` '),
  'backtick runs': fill(Array.from({ length: 60 }, (_, i) => '`'.repeat(i + 1) + ' a ').join('')),
  'open fences': fill('```\n'),
  'html blocks': fill('<div>\n'),
  'html tags': fill('<a> '),
  comments: fill('<!-- '),
  'angle brackets': fill('< '),
  escapes: fill('\\* '),
  entities: fill('&#1; '),
  'long url': fill(`http://a${'('.repeat(4000)}`),
  'url parens': fill('http://a( '),
  urls: fill('www.a.b '),
  emails: fill('a@b.c '),
  'hard breaks': fill('a  \n'),
  setext: fill('a\n=\n'),
  headings: fill('# a\n'),
  rules: fill('***\n'),
  tabs: fill('-\ta\t\tb\n'),
};

/**
 * A random text of Markdown's characters built within the limits: blocks of random length, each holding no more
 * marks than a block may, separated by blank lines, no more lines than allowed.
 */
function randomText(seed: number): string {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const alphabet = [
    '*',
    '_',
    '~',
    '`',
    '[',
    ']',
    '(',
    ')',
    '<',
    '>',
    '!',
    '\\',
    '|',
    '-',
    '#',
    ':',
    '&',
    'a',
    'a',
    ' ',
    ' ',
    '\n',
    '1.',
    'http://',
  ];
  const blocks: string[] = [];
  let length = 0;
  let lines = 0;
  let pipes = 0;
  while (length < maxLength - maxBlockLength && lines < maxLines - 200) {
    const unit = Array.from({ length: 1 + Math.floor(next() * 6) }, () => pick(alphabet)).join('');
    const target = 50 + Math.floor(next() * (maxBlockLength - 100));
    let text = '';
    let marks = 0;
    while (text.length < target) {
      const m = (unit.match(MARKS) ?? []).length;
      if (marks + m > maxBlockMarks) text += ' word';
      else {
        text += unit;
        marks += m;
      }
    }
    const blockText =
      text
        .slice(0, target)
        .replace(/\n\s*\n/g, '\n')
        .trim() || 'a';
    pipes += blockText.split('|').length - 1;
    if (pipes > maxPipes) break;
    blocks.push(blockText);
    length += blockText.length + 2;
    lines += blockText.split('\n').length + 1;
  }
  return blocks.join('\n\n');
}

/** The fastest of five runs of `fn`, in ms: the machine is shared, so the least disturbed run is the cost. */
function fastest(fn: () => unknown): number {
  const runs = [0, 1, 2, 3, 4].map(() => {
    const started = performance.now();
    fn();
    return performance.now() - started;
  });
  return Math.min(...runs);
}

/** Render and search-text times of a text the limits accept (its render-time check aside); null when refused. */
function measure(source: string): { render: number; text: number } | null {
  if (markdownLimitIssue(source)) return null;
  try {
    renderMarkdown(source);
  } catch (error) {
    if (error instanceof MarkdownLimitError) return null;
    throw error;
  }
  return {
    render: fastest(() => renderMarkdown(source)),
    text: fastest(() => markdownText(source)),
  };
}

fastest(() => renderCheckedMarkdown(SHAPES.prose!));
const rows: { shape: string; render: number; text: number; length: number }[] = [];
for (const [shape, source] of Object.entries(SHAPES)) {
  if (values.only && !new RegExp(values.only).test(shape)) continue;
  const m = measure(source);
  if (m) rows.push({ shape, ...m, length: source.length });
  else {
    let why = markdownLimitIssue(source);
    try {
      why ??= (renderMarkdown(source), '');
    } catch (error) {
      why = (error as Error).message.split('\n')[0]!;
    }
    console.log(`(refused by the limits: ${shape}: ${why})`);
  }
}
let randomWorst = { shape: 'random', render: 0, text: 0, length: 0 };
let accepted = 0;
for (let seed = 1; seed <= Number(values.random); seed++) {
  const source = randomText(seed);
  const m = measure(source);
  if (!m) continue;
  accepted++;
  if (m.render > randomWorst.render)
    randomWorst = { shape: `random #${seed}`, ...m, length: source.length };
}
if (randomWorst.length) rows.push(randomWorst);
rows.sort((a, b) => b.render - a.render);
console.log(
  `\nMarkdown within the limits (${maxLength} characters, ${maxLines} lines, ${maxPipes} |, blocks of ${maxBlockLength}, ${maxBlockMarks} marks a block, depth ${maxDepth}); ${accepted} of ${values.random} random texts accepted`,
);
console.table(
  rows.map((r) => ({
    shape: r.shape,
    characters: r.length,
    'render ms': Number(r.render.toFixed(1)),
    'search text ms': Number(r.text.toFixed(1)),
  })),
);
const worst = rows[0] ?? { shape: 'none', render: 0 };
console.log(
  `worst render: ${worst.render.toFixed(1)} ms (${worst.shape}); goal under ${GOAL_MS} ms: ${worst.render < GOAL_MS ? 'met' : 'MISSED'}`,
);

const PAST: Record<string, string> = {
  'too many lines': 'a\n'.repeat(maxLines),
  'too many cells': 'a|'.repeat(maxPipes + 1),
  '3,000 nested quotes': `${'>'.repeat(3000)} a`,
  '50,000 * around a letter': `${'*'.repeat(25_000)}a${'*'.repeat(25_000)}`,
  '_a to 99 KB': '_a'.repeat(49_500),
  '_a to 40 KB, one block': '_a'.repeat(20_000),
  'lists nested by indent': Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- a`).join(
    '\n',
  ),
  'one block too long': 'word '.repeat(maxBlockLength / 5 + 1),
  'too many marks': '*a* '.repeat(maxBlockMarks),
};
const refusals = Object.entries(PAST).map(([input, source]) => {
  let refused = false;
  const ms = fastest(() => {
    try {
      renderCheckedMarkdown(source);
    } catch {
      refused = true;
    }
  });
  return { input, refused, 'refusal ms': Number(ms.toFixed(2)) };
});
console.log('\nPast the limits');
console.table(refusals);
