// XSS end to end: hostile feed -> importer -> store -> the article page's view (site/islands/article/ArticleView.tsx).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createRssSource, listArticles, type Db } from '../data/index.ts';
import { createTestDb, type TestDb } from '../data/testing.ts';
import type { Article } from '../domain/index.ts';
import ArticleView from '../../site/islands/article/ArticleView.tsx';
import { createFeedService } from './index.ts';
import { rss2 } from './testing/fixtures.ts';
import { startFeedServer, type FeedServer } from './testing/server.ts';
import { BAD_LINKS, VECTORS } from './testing/xss-vectors.ts';

let store: TestDb;
let db: Db;
let server: FeedServer;
let stored: Article[];

const render = (article: Article) =>
  renderToStaticMarkup(
    createElement(ArticleView, {
      article,
      categoryName: 'News',
      tags: [],
      url: 'https://site.example.org/article/1',
    }),
  );
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
  it('stores every vector item and no item with a non-http link', () => {
    expect(stored).toHaveLength(VECTORS.length);
    for (const a of stored) expect(a.sourceUrl).toMatch(/^https:\/\/hostile\.example\.org\/\d+$/);
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
      expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    }
  });
});
