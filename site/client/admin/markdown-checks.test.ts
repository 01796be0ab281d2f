// The Markdown structure checks (product.md §10.11): each finding, and none for a well-structured text.
import { describe, expect, it } from 'vitest';
import { markdownChecks } from './markdown-checks.ts';

const ids = (content: string) => markdownChecks(content).map((c) => c.id.replace(/-\d+$/, ''));
const messages = (content: string) => markdownChecks(content).map((c) => c.message);

describe('markdownChecks', () => {
  it('finds nothing wrong in a well-structured article', () => {
    const good = [
      '## Why it matters',
      '',
      'Read [the WCAG guide](https://www.w3.org/WAI/) first.',
      '',
      '### In practice',
      '',
      '- one',
      '- two',
      '',
      '> A quote.',
      '',
      '| Reader | Cost |',
      '| --- | --- |',
      '| NVDA | Free |',
      '',
      '## Next steps',
    ].join('\n');
    expect(markdownChecks(good)).toEqual([]);
  });

  it('finds a skipped heading level, counting from the title (level 1)', () => {
    expect(messages('### Too deep')).toEqual([
      'Content: the heading "Too deep" skips from level 1 to level 3: use level 2 (##).',
    ]);
    expect(messages('## Two\n\n#### Four')).toEqual([
      'Content: the heading "Four" skips from level 2 to level 4: use level 3 (###).',
    ]);
    expect(markdownChecks('## Two\n\n### Three\n\n## Two again')).toEqual([]);
  });

  it("finds a '#' heading (shown as level 2) and an empty heading", () => {
    expect(ids('# Top')).toEqual(['md-heading-one']);
    expect(ids('## Fine\n\n##\n')).toEqual(['md-heading-empty']);
  });

  it.each(['click here', 'Here', 'read more', 'Read more…', 'more'])(
    'finds the vague link text %j',
    (text) => {
      expect(ids(`See [${text}](https://example.com/a).`)).toEqual(['md-link-vague']);
    },
  );

  it('finds a bare URL as link text, written as a link or bare', () => {
    expect(ids('See [https://example.com/a](https://example.com/a).')).toEqual(['md-link-url']);
    expect(ids('See https://example.com/a for more.')).toEqual(['md-link-url']);
    expect(ids('See www.example.com for more.')).toEqual(['md-link-url']);
  });

  it.each(['-item one\n-item two', '— first\n— second', '– first', '• first'])(
    'finds a list written as %j, which will not render as a list',
    (text) => {
      expect(ids(`Intro.\n\n${text}`)).toEqual(['md-list-dashes']);
    },
  );

  it('leaves a rule, a real list and a hyphenated word alone', () => {
    expect(markdownChecks('Intro.\n\n---\n\n- item\n\nA well-known fact.')).toEqual([]);
  });

  it('finds pipe rows with no header row, and a table whose header row is empty', () => {
    expect(ids('| a | b |\n| 1 | 2 |')).toEqual(['md-table-no-header']);
    expect(ids('| | |\n| --- | --- |\n| 1 | 2 |')).toEqual(['md-table-empty-header']);
  });

  it('reads headings and links inside lists and quotes too', () => {
    expect(ids('- see [here](https://a.example)\n\n> #### Deep')).toEqual([
      'md-heading-skip',
      'md-link-vague',
    ]);
  });

  it('says what the save will refuse for a text past the limits, without lexing it (product.md §9)', () => {
    // 3,000 nested quotes overflowed marked's stack in the editor's tab as on the server.
    expect(messages(`${'>'.repeat(3000)} a`)).toEqual([
      'Content: Quotes and lists may be nested at most 5 levels deep: remove some of the > or list markers.',
    ]);
    expect(ids('_a'.repeat(2_400))).toEqual(['md-limit']);
  });
});
