// The Markdown toolbar's edits and the plain-to-Markdown conversion (product.md §10.11).
import { describe, expect, it } from 'vitest';
import { applyMarkdown, plainToMarkdown, type Edit } from './markdown-edit.ts';

/** An edit written with [ and ] around the selection (a bare | is the caret), and back. */
const at = (marked: string): Edit => {
  const caret = marked.indexOf('|');
  if (caret !== -1 && !marked.includes('['))
    return { text: marked.replace('|', ''), start: caret, end: caret };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
};
const show = (e: Edit) =>
  e.start === e.end
    ? `${e.text.slice(0, e.start)}|${e.text.slice(e.start)}`
    : `${e.text.slice(0, e.start)}[${e.text.slice(e.start, e.end)}]${e.text.slice(e.end)}`;

describe('applyMarkdown', () => {
  it.each([
    ['bold', 'make [this] strong', 'make **[this]** strong'],
    ['bold', 'caret | here', 'caret **[bold text]** here'],
    ['bold', 'make **[this]** plain', 'make [this] plain'],
    ['italic', 'an [aside]', 'an _[aside]_'],
    ['heading', '[Intro]', '[## Intro]'],
    ['heading', '[## Intro]', '[Intro]'],
  ] as const)('%s: %s -> %s', (action, before, after) => {
    expect(show(applyMarkdown(action, at(before)))).toBe(after);
  });

  it('links the selection and selects the address to type over; with no selection, selects the link text', () => {
    const linked = applyMarkdown('link', at('read [the guide] now'));
    expect(linked.text).toBe('read [the guide](https://) now');
    expect(linked.text.slice(linked.start, linked.end)).toBe('https://');
    const empty = applyMarkdown('link', at('see |'));
    expect(empty.text).toBe('see [link text](https://)');
    expect(empty.text.slice(empty.start, empty.end)).toBe('link text');
  });

  it('marks every selected line, numbering a numbered list, and toggles the mark off again', () => {
    const text = 'one\ntwo\nthree';
    const all: Edit = { text, start: 0, end: text.length };
    expect(applyMarkdown('bullets', all).text).toBe('- one\n- two\n- three');
    const numbered = applyMarkdown('numbers', all);
    expect(numbered.text).toBe('1. one\n2. two\n3. three');
    expect(applyMarkdown('numbers', numbered).text).toBe(text);
    expect(applyMarkdown('quote', { text, start: 5, end: 6 }).text).toBe('one\n> two\nthree');
    expect(applyMarkdown('heading', { text: 'a\nitem', start: 3, end: 3 }).text).toBe('a\n## item');
  });

  it('puts the caret after the mark on an empty line', () => {
    expect(show(applyMarkdown('bullets', at('intro\n|')))).toBe('intro\n- |');
  });

  it('inserts a table with a header row on lines of its own, its first header selected', () => {
    const out = applyMarkdown('table', at('Before|'));
    expect(out.text).toBe('Before\n\n| Column 1 | Column 2 |\n| --- | --- |\n| Cell | Cell |\n\n');
    expect(out.text.slice(out.start, out.end)).toBe('Column 1');
  });
});

describe('plainToMarkdown', () => {
  it('gives each line its own paragraph and escapes what Markdown would read as formatting', () => {
    expect(
      plainToMarkdown(
        '# not a heading\n- not a list\n1. not numbered\n> not quoted\n*stars* and _lines_ <b> [x](y) a|b\n\n',
      ),
    ).toBe(
      [
        '\\# not a heading',
        '\\- not a list',
        '1\\. not numbered',
        '\\> not quoted',
        '\\*stars\\* and \\_lines\\_ \\<b\\> \\[x\\](y) a\\|b',
      ].join('\n\n'),
    );
  });
});
