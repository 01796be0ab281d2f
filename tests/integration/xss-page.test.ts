// XSS end to end, across layers: hostile feed -> importer -> store -> the article page's view (site/islands/article/ArticleView.tsx).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createRssSource,
  listArticles,
  type Db,
} from '../../functions/data/index.ts';
import { createTestDb, type TestDb } from '../support/data.ts';
import type { Article } from '../../functions/domain/index.ts';
import ArticleView from '../../site/islands/article/ArticleView.tsx';
import { createFeedService } from '../../functions/feeds/importer.ts';
import { rss2 } from '../support/feeds-fixtures.ts';
import { startFeedServer, type FeedServer } from '../support/feeds-server.ts';
import { BAD_LINKS, VECTORS } from '../support/feeds-xss-vectors.ts';

let store: TestDb;
let db: Db;
let server: FeedServer;
let stored: Article[];

/** Articles that quote HTML as text (as rss-parser hands them over), and a body escaped as a whole. */
/** A sentence of about 300 characters. */
const LONG_SENTENCE = `A sentence ${'long enough to fill the summary '.repeat(10).trim()}.`;

const QUOTED = [
  {
    title: 'Why &lt;button&gt; beats &lt;div onclick&gt; for keyboard users',
    html: 'Use the &lt;button&gt; element. If x&lt;y the &lt;label for=name&gt; must still match, so test it',
    words: ['Why ‹button', 'beats ‹div onclick', 'Use the ‹button', 'x‹y the ‹label for=name'],
  },
  {
    title: 'Whole body escaped',
    // Long enough that its first sentence is the summary and the rest the body (product.md §11.3).
    html: `&lt;p&gt;Hello.&lt;/p&gt;&lt;p&gt;${LONG_SENTENCE}&lt;/p&gt;&lt;p&gt;World &amp;lt;img onerror=alert(1)&amp;gt;&lt;/p&gt;`,
    words: ['Hello', 'World ‹img onerror=alert(1)'],
  },
];

const render = (article: Article) =>
  renderToStaticMarkup(
    createElement(ArticleView, {
      article,
      categoryName: 'News',
      tags: [],
      url: 'https://site.example.org/article/1',
    }),
  );
/** Every element and attribute an HTML parser finds in rendered HTML (sanitize-html's parser, nothing filtered). */
function parsed(html: string): string[] {
  const found: string[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Only parsed, never output: allowing every tag is the point.
    allowVulnerableTags: true,
    onOpenTag: (tag, attributes) =>
      void found.push(`<${tag}>`, ...Object.keys(attributes).map((name) => `${tag}@${name}`)),
  });
  return found;
}
/** Every tag name and attribute name in rendered HTML (React escapes text and double-quotes attribute values). */
function markup(html: string): Set<string> {
  const found = new Set<string>();
  for (const [, tag, attrs] of html.matchAll(/<([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    found.add(`<${tag!.toLowerCase()}>`);
    for (const [, name] of attrs!.matchAll(/\s([^\s="/>]+)(?:="[^"]*")?/g))
      found.add(`${tag!.toLowerCase()}@${name!.toLowerCase()}`);
  }
  return found;
}

beforeAll(async () => {
  store = await createTestDb();
  db = store.db;
  server = await startFeedServer();
  const items = [
    ...VECTORS.map((v, n) => ({
      title: `Vector ${n} ${v}`,
      link: `https://hostile.example.org/${n}`,
      guid: `v-${n}`,
      html: `<p>Intro ${n}</p>${v}<p>Outro</p>`,
      author: v,
      image: n % 2 ? 'javascript:alert(1)' : `https://img.example.org/${n}.jpg`,
    })),
    ...QUOTED.map((q, n) => ({ ...q, link: `https://hostile.example.org/quoted-${n}` })),
    ...BAD_LINKS.map((link, n) => ({ title: `Bad link ${n}`, link, html: 'Text' })),
  ];
  server.route(
    '/hostile',
    (_q, r) =>
      void r.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss2('Hostile', items)),
  );
  const category = await createCategory(db, { name: 'News' });
  await createRssSource(db, {
    name: 'Hostile feed',
    url: `${server.url}/hostile`,
    categoryId: category.id,
  });
  const feeds = createFeedService({ db, allowLoopback: true, onArticlesAdded: () => undefined });
  await feeds.importAll();
  await feeds.close();
  stored = await listArticles(db, { sort: 'newest', limit: 100, offset: 0 });
});
afterAll(async () => {
  await server.close();
  await store.close();
});

describe('hostile feed on the article page', () => {
  it('stores every vector and quoting item and no item with a non-http link', () => {
    expect(stored).toHaveLength(VECTORS.length + QUOTED.length);
    for (const a of stored)
      expect(a.sourceUrl).toMatch(/^https:\/\/hostile\.example\.org\/(?:quoted-)?\d+$/);
    for (const a of stored)
      expect(a.imageUrl === null || a.imageUrl.startsWith('https://img.example.org/')).toBe(true);
  });

  it('renders no markup beyond what a plain article renders, and only http(s) or local links', () => {
    // Prepare: the same view with harmless text is the allowlist of tags and attributes.
    const plain = stored[0]!;
    const baseline = markup(
      render({
        ...plain,
        title: 'Plain',
        summary: 'Plain summary',
        content: 'One\n\nTwo',
        author: 'Ann',
        imageUrl: 'https://img.example.org/x.jpg',
      }),
    );
    for (const article of stored) {
      // Act
      const html = render(article);
      // Assess
      const extra = [...markup(html)].filter((m) => !baseline.has(m));
      expect(extra, `${article.title}\n${html}`).toEqual([]);
      for (const [, url] of html.matchAll(/\s(?:href|src|action|formaction|xlink:href)="([^"]*)"/g))
        expect(url).toMatch(/^(https?:\/\/|mailto:|\/(?!\/))/);
      // The words "onclick=" may show as text; no parsed element may be a script or carry a handler.
      expect(html).not.toMatch(/<script/i);
      expect(parsed(html).filter((m) => /^<script>$|@on/i.test(m))).toEqual([]);
    }
  });

  it('shows the words of quoted markup as text, and an escaped body as paragraphs', () => {
    for (const [n, q] of QUOTED.entries()) {
      // Prepare
      const article = stored.find((a) => a.sourceUrl.endsWith(`/quoted-${n}`))!;
      const html = render(article);
      // Act: the page's text, as a reader sees it.
      const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
      // Assess
      for (const word of q.words) expect(text).toContain(word);
    }
    const escapedBody = stored.find((a) => a.sourceUrl.endsWith('/quoted-1'))!;
    expect(escapedBody.summary).toBe('Hello.');
    expect(escapedBody.content).toBe(`${LONG_SENTENCE}\n\nWorld ‹img onerror=alert(1)>`);
  });
});
