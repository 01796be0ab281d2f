// Reading time (product.md §9, §10.11): a Markdown body counts the words a reader reads, not its syntax.
import { describe, expect, it } from 'vitest';
import {
  countWords,
  markdownReadableText,
  readingMinutes,
  WORDS_PER_MINUTE,
} from './reading-time.ts';

describe('markdownReadableText', () => {
  it('drops heading marks, list dashes, quote marks, table pipes and rules, and link addresses', () => {
    const source =
      '## Two words\n\n- one\n- two\n\n> quoted\n\n| a | b |\n| --- | --- |\n\n---\n\n[link text](https://x.example/a/b)';
    expect(countWords(markdownReadableText(source))).toBe(9);
  });

  it("reads '](' without a ')' once, not once from each (it took 10 s at 100 KB)", () => {
    const source = '](a '.repeat(25_000);
    const started = performance.now();
    expect(countWords(markdownReadableText(source))).toBe(25_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('still drops an address that ends the text', () => {
    expect(markdownReadableText('[a link](https://x.example/a) and more')).toBe(
      '[a link]  and more',
    );
  });
});

describe('readingMinutes', () => {
  it('counts Markdown syntax as no words, and plain text as before', () => {
    // 225 words of text, each a list item: with its dashes counted, the body would take 2 minutes.
    const items = Array.from({ length: WORDS_PER_MINUTE * 1.2 }, () => '- word').join('\n');
    expect(readingMinutes('', items, 'markdown')).toBe(1);
    expect(readingMinutes('', items, 'plain')).toBe(2);
    expect(readingMinutes('', items)).toBe(2);
  });
});
