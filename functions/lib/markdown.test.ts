// The Markdown renderer (product.md §10.11): every construct an article may use, headings from level 2, raw HTML shown as
// text, unsafe link schemes dropped, images not shown inline.
import { describe, expect, it, vi } from 'vitest';
import { DEPTH_MESSAGE, MARKDOWN_LIMITS, MarkdownLimitError } from '../domain/markdown-limits.ts';
import { markdownText } from './markdown-text.ts';
import { isSafeHref, RENDER_BUDGET_MS, renderCheckedMarkdown, renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders paragraphs, emphasis and links', () => {
    const html = renderMarkdown(
      'First *one* and **two**.\n\nSecond with [a guide](https://example.com/guide "Guide").',
    );
    expect(html).toBe(
      '<p>First <em>one</em> and <strong>two</strong>.</p>\n' +
        '<p>Second with <a href="https://example.com/guide">a guide</a>.</p>',
    );
  });

  it.each([
    ['# Top', 'h2'],
    ['## Second', 'h2'],
    ['### Third', 'h3'],
    ['#### Fourth', 'h4'],
    ['##### Fifth', 'h5'],
    ['###### Sixth', 'h6'],
    ['Setext\n===', 'h2'],
    ['Setext\n---', 'h2'],
  ])('renders %j as an %s: the title is the only h1', (source, tag) => {
    const html = renderMarkdown(source);
    expect(html).toMatch(new RegExp(`^<${tag}>\\w+</${tag}>$`));
    expect(html).not.toContain('<h1');
  });

  it('renders bulleted, numbered and nested lists', () => {
    const html = renderMarkdown('- one\n- two\n  - inner\n\n3. three\n4. four');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two<ul>\n<li>inner</li>\n</ul>\n</li>\n</ul>');
    expect(html).toContain('<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>');
  });

  it('renders a block quote', () => {
    expect(renderMarkdown('> Nothing about us\n> without us.')).toBe(
      '<blockquote>\n<p>Nothing about us\nwithout us.</p>\n</blockquote>',
    );
  });

  it('renders a table with a header row, each header cell naming its column, in a focusable scrolling frame', () => {
    const html = renderMarkdown('| Reader | Cost |\n| --- | :-: |\n| NVDA | Free |');
    expect(html).toContain(
      '<div role="region" aria-label="Table 1: Reader, Cost" tabindex="0"><table>',
    );
    expect(html).toContain('<th scope="col">Reader</th>');
    expect(html).toContain('<td>NVDA</td>');
    // Alignment is presentation: no align attribute reaches the page.
    expect(html).not.toContain('align');
    expect(html).toMatch(/<\/table><\/div>$/);
  });

  it('names each table frame by its place and its columns, so regions differ', () => {
    const html = renderMarkdown(
      '| **Reader** | Cost "today" |\n| --- | --- |\n| NVDA | Free |\n\nBetween.\n\n| Braille display |\n| --- |\n| Focus 40 |',
    );
    expect([...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'Table 1: Reader, Cost &quot;today&quot;',
      'Table 2: Braille display',
    ]);
  });

  it('shows raw HTML as text and never renders it', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\nInline <b onclick="x()">bold</b> and <img src=x onerror=alert(1)>.\n\n<div>block</div>',
    );
    expect(html).not.toMatch(/<(script|b|img|div)[\s>]/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b onclick="x()"&gt;bold&lt;/b&gt;');
    expect(html).toContain('&lt;div&gt;block&lt;/div&gt;');
  });

  it.each([
    '[click](javascript:alert(1))',
    '[click](JavaScript:alert(1))',
    '[click]( javascript:alert(1))',
    '[click](vbscript:msgbox(1))',
    '[click](data:text/html;base64,PHNjcmlwdD4=)',
    '[click](//evil.example/x)',
    '<javascript:alert(1)>',
  ])('drops the link of %j and keeps its text', (source) => {
    const html = renderMarkdown(source);
    expect(html).not.toContain('<a');
    expect(html).not.toMatch(/href/);
  });

  it('keeps http, https, mailto and relative links, and links a bare URL', () => {
    const html = renderMarkdown(
      '[a](http://a.example) [b](https://b.example) [c](mailto:c@example.com) [d](/article/2) [e](#top) https://f.example',
    );
    for (const href of [
      'http://a.example',
      'https://b.example',
      'mailto:c@example.com',
      '/article/2',
      '#top',
      'https://f.example',
    ])
      expect(html).toContain(`href="${href}"`);
  });

  it('shows an image as its alt text, never as an image', () => {
    const html = renderMarkdown('See ![a chart of screen reader use](https://x.example/c.png).');
    expect(html).toBe('<p>See a chart of screen reader use.</p>');
  });

  it('escapes text, so a quoted tag stays a quoted tag', () => {
    expect(renderMarkdown('Use `<button>` & not a div.')).toBe(
      '<p>Use <code>&lt;button&gt;</code> &amp; not a div.</p>',
    );
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://a.example', true],
    ['mailto:a@example.com', true],
    ['/path', true],
    ['relative/path', true],
    ['javascript:x', false],
    ['ftp://a.example', false],
    ['//host/x', false],
    ['/\\host', false],
  ])('%s -> %s', (href, safe) => expect(isSafeHref(href)).toBe(safe));
});

/** The issue a refused render gives, or null when it renders. */
function refusal(source: string): string | null {
  try {
    renderCheckedMarkdown(source);
    return null;
  } catch (error) {
    if (!(error instanceof MarkdownLimitError)) throw error;
    return error.issues[0]!.message;
  }
}

describe('renderCheckedMarkdown (product.md §9: Markdown limits)', () => {
  it('refuses 3,000 nested quotes, which overflowed the stack, as an issue on content', () => {
    expect(refusal(`${'>'.repeat(3000)} a`)).toBe(DEPTH_MESSAGE);
  });

  it('refuses lists nested by indentation past the depth, which no line shows by its markers', () => {
    const depth = MARKDOWN_LIMITS.maxDepth;
    const nested = (levels: number) =>
      Array.from({ length: levels }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    expect(refusal(nested(depth))).toBeNull();
    expect(refusal(nested(depth + 1))).toBe(DEPTH_MESSAGE);
    // The guard is in marked's own tokenizers, so even the unchecked render cannot overflow.
    expect(() => renderMarkdown(nested(200))).toThrow(MarkdownLimitError);
  });

  it('refuses 50,000 * around a letter and _a repeated, which overflowed or took seconds', () => {
    expect(refusal(`${'*'.repeat(25_000)}a${'*'.repeat(25_000)}`)).toMatch(/at most 30,000/);
    expect(refusal('_a'.repeat(2_400))).toMatch(/emphasis marks/);
  });

  it('refuses a render that took more CPU time than RENDER_BUDGET_MS, whatever the limits said', () => {
    const cpu = vi.spyOn(process, 'cpuUsage');
    cpu
      .mockReturnValueOnce({ user: 0, system: 0 })
      .mockReturnValueOnce({ user: (RENDER_BUDGET_MS + 1) * 1000, system: 0 });
    expect(refusal('Some *emphasis*.')).toMatch(/takes too long to render/);
    cpu.mockRestore();
    expect(refusal('Some *emphasis*.')).toBeNull();
  });

  it('does not count time the process spent waiting: a busy clock refuses nothing', () => {
    const now = vi.spyOn(performance, 'now');
    now
      .mockReturnValue(0)
      .mockReturnValueOnce(0)
      .mockReturnValueOnce(RENDER_BUDGET_MS * 10);
    expect(refusal('Some *emphasis*.')).toBeNull();
    now.mockRestore();
  });

  it('renders what the limits accept as before', () => {
    expect(refusal(`${'> '.repeat(MARKDOWN_LIMITS.maxDepth)}deep`)).toBeNull();
    expect(renderCheckedMarkdown('Some *emphasis*.')).toBe('<p>Some <em>emphasis</em>.</p>');
  });
});

describe('markdownText past the limits', () => {
  it('indexes a stored text past the limits as written, where the lexer overflowed its stack', () => {
    const quotes = `${'>'.repeat(3000)} a`;
    expect(markdownText(quotes)).toBe(quotes);
  });
});
