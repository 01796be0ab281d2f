// The importer applies the domain's text rule by stripping: feed text never reaches the store with a control
// character, a lone surrogate or a noncharacter, and it is stored NFC (product.md §11.10).
import { describe, expect, it } from 'vitest';
import { hasDisallowed } from '../../domain/index.ts';
import { toNewArticle } from './items.ts';
import { parseFeed } from './source.ts';
import { compileTagRules } from './tags.ts';

const now = new Date('2026-11-21T10:00:00.000Z');
const tags = compileTagRules([]);
/** The hostile characters of product.md §11.10, one of each class. */
const HOSTILE = '\u0000\u0007\u0085\ud800\ufffe\u{10ffff}\u007f';

describe('feed text under the text rule', () => {
  it('strips disallowed characters from title, summary, content, author and source name', () => {
    // Prepare
    const source = {
      name: `Legacy${HOSTILE} source`,
      url: 'https://example.org/feed.xml',
      categoryId: 1,
    };
    // Act
    const article = toNewArticle(
      {
        title: `Screen${HOSTILE} readers`,
        link: 'https://example.org/a',
        summary: `<p>Short${HOSTILE} teaser</p>`,
        'content:encoded': `<p>Full${HOSTILE} text of the item</p>`,
        creator: `Ada${HOSTILE} L`,
      },
      source,
      now,
      tags,
    );
    // Assess
    expect(article).toMatchObject({
      title: 'Screen readers',
      summary: 'Short teaser',
      content: 'Full text of the item',
      author: 'Ada L',
      sourceName: 'Legacy source',
    });
  });

  it('strips characters that only appear once entities are decoded, and keeps emoji', async () => {
    // Prepare: references XML 1.0 allows (a C1 control, DEL), and in the HTML body a noncharacter and a C0 control
    const [item] =
      await parseFeed(`<?xml version="1.0"?><rss version="2.0"><channel><title>F</title>
      <item><title>Braille&#x85; &#x7f;news 😀</title><link>https://example.org/b</link>
      <description>&lt;p&gt;Body&amp;#xFFFF; text&amp;#x1;&lt;/p&gt;</description></item></channel></rss>`);
    // Act
    const article = toNewArticle(
      item!,
      { name: 'F', url: 'https://example.org/', categoryId: 1 },
      now,
      tags,
    );
    // Assess
    expect(article?.title).toBe('Braille news 😀');
    // A description alone is the summary (product.md §11.3)
    expect(article?.summary).toBe('Body text');
    for (const value of [article?.title, article?.summary, article?.content])
      expect(hasDisallowed(value ?? '')).toBe(false);
  });

  it('stores feed text NFC', () => {
    // Act
    const article = toNewArticle(
      {
        title: 'Cafe\u0301 tech',
        link: 'https://example.org/c',
        'content:encoded': 'Cafe\u0301 body',
        content: 'Cafe\u0301 teaser',
      },
      { name: 'Cafe\u0301', url: 'https://example.org/', categoryId: 1 },
      now,
      tags,
    );
    // Assess
    expect(article).toMatchObject({
      title: 'Caf\u00e9 tech',
      summary: 'Caf\u00e9 teaser',
      content: 'Caf\u00e9 body',
      sourceName: 'Caf\u00e9',
    });
  });
});
