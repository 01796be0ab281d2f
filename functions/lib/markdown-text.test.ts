// What search indexes of an article body (product.md §10.11): a Markdown text's words, without its syntax or link addresses.
import { describe, expect, it } from 'vitest';
import { markdownText } from './markdown-text.ts';

describe('markdownText', () => {
  it('keeps the words of every block, one block a line, in reading order', () => {
    const source = [
      '## Why **captions** matter',
      '',
      'Read [the W3C guide](https://www.w3.org/WAI/) first.',
      '',
      '- one',
      '- two',
      '  1. inner',
      '',
      '> quoted *words*',
      '',
      '| Reader | Cost |',
      '| --- | --- |',
      '| NVDA | Free |',
      '',
      '---',
      '',
      'Code `aria-label` and ![alt words](https://x.example/i.png).',
    ].join('\n');
    expect(markdownText(source)).toBe(
      [
        'Why captions matter',
        'Read the W3C guide first.',
        'one',
        'two',
        'inner',
        'quoted words',
        'Reader, Cost',
        'NVDA, Free',
        'Code aria-label and alt words.',
      ].join('\n'),
    );
  });

  it('leaves out link addresses and raw tags', () => {
    const text = markdownText('[here](https://tracker.example/path) <span class="x">kept</span>');
    expect(text).not.toMatch(/tracker|https|span|class/);
    expect(text).toContain('here');
    expect(text).toContain('kept');
  });
});
