// Records stored past the API (a legacy record, a feed) with control characters, a lone surrogate and a
// noncharacter (product.md §11.10): after the rebuild /rss.xml, every feed of the article's topics (§10.18) and the
// sitemap are still valid, and no prebuilt page holds a control character, because the build strips what the text
// rule refuses.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../functions/config.ts';
import {
  createArticle,
  createDb,
  createEvent,
  createGlossaryTerm,
  type Db,
} from '../../functions/data/index.ts';
import { newArticle, newEvent } from '../support/data.ts';
import { expectValidXml, readFeed } from '../support/public-feeds.ts';
import {
  FEED_FORMATS,
  feedPath,
  topicsOf,
  type FeedTopic,
} from '../../functions/domain/topic-feeds.ts';
import type { ArticleTag, Category } from '../../functions/domain/index.ts';
import { adminApi } from '../support/admin.ts';
import { url } from '../support/browser.ts';

/** NUL, BEL, DEL, NEL (C1), a lone surrogate, a noncharacter. */
const HOSTILE = '\u0000\u0007\u007f\u0085\ud800\ufffe';
/** Control characters other than tab, LF and CR, and U+FFFD (what a lone surrogate becomes in UTF-8). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd\ufffe\uffff]/;

const stamp = Date.now();
const title = `Hostile title ${stamp}`;
let db: Db;
const created: { article?: number; term?: number; event?: number } = {};

/** The text with the hostile characters after its first word, as a record stored before the rule may hold them. */
const dirty = (text: string) => text.replace(' ', `${HOSTILE} `);

async function body(path: string): Promise<string> {
  const res = await fetch(url(path));
  expect(res.status, path).toBe(200);
  return res.text();
}

beforeAll(async () => {
  const config = loadConfig();
  db = createDb({
    table: config.TABLE_NAME,
    region: config.AWS_REGION,
    endpoint: inject('dynamoEndpoint'),
  });
  // Prepare: hostile records written straight to the store, bypassing the API's text rule.
  created.article = (
    await createArticle(
      db,
      newArticle({
        title: dirty(title),
        summary: dirty('Hostile summary of the article.'),
        content: dirty('Hostile content, long enough for a page of its own.'),
        author: dirty('Legacy author'),
        sourceName: dirty('Legacy source'),
        sourceUrl: `https://legacy.example.org/items/${stamp}`,
        tagIds: [1],
      }),
    )
  ).id;
  created.term = (
    await createGlossaryTerm(db, {
      term: dirty(`Hostile term ${stamp}`),
      definition: dirty('A glossary term stored before the text rule.'),
      category: dirty('Legacy terms'),
    })
  ).id;
  const nextYear = new Date(stamp + 365 * 24 * 3600 * 1000).toISOString();
  created.event = (
    await createEvent(
      db,
      newEvent(dirty(`Hostile event ${stamp}`), nextYear, { location: dirty('Legacy hall') }),
    )
  ).id;
  // Act: the records above bypassed the API, so an editor asks for a full rebuild, which reads them all.
  const rebuild = await adminApi('POST', '/api/site/rebuild');
  expect(rebuild.status).toBe(202);
  // expect.poll works only inside a test: the set-up polls by hand for the prebuilt page with the title.
  const deadline = Date.now() + 280_000;
  // A 200 with the title: the not-found answer that loads an unbuilt article in the browser is a 404.
  const prebuilt = async () => {
    const res = await fetch(url(`/article/${created.article}`));
    return res.ok && (await res.text()).includes(title);
  };
  while (!(await prebuilt())) {
    if (Date.now() > deadline)
      throw new Error(`No prebuilt /article/${created.article} after the rebuild`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 300_000);

afterAll(async () => {
  const removals = [
    ['articles', created.article],
    ['glossary', created.term],
    ['events', created.event],
  ] as const;
  await Promise.all(
    removals
      .filter(([, id]) => id !== undefined)
      .map(([kind, id]) => adminApi('DELETE', `/api/${kind}/${id}`)),
  );
});

describe('records stored before the text rule', () => {
  it('leave /rss.xml valid XML, with the title stripped', async () => {
    // Act
    const xml = await body('/rss.xml');
    // Assess
    expectValidXml(xml, '/rss.xml');
    expect(xml).toContain(`<title>${title}</title>`);
  });

  it("leave every feed of the article's topics valid, with the title stripped", async () => {
    // Prepare: the article's category (1) and tag (1), by their feeds' slugs
    const categories = (await (await fetch(url('/api/categories'))).json()) as Category[];
    const tags = (await (await fetch(url('/api/disability-tags'))).json()) as ArticleTag[];
    const topics: FeedTopic[] = [
      { kind: 'site' },
      topicsOf('category', categories).find((t) => t.id === 1)!,
      topicsOf('tag', tags).find((t) => t.id === 1)!,
    ];
    for (const path of topics.flatMap((t) => FEED_FORMATS.map((f) => feedPath(t, f)))) {
      // Act
      const feed = await readFeed(path, await body(path));
      // Assess: valid (readFeed checks XML 1.0 and JSON Feed 1.1), with the stripped title as an item
      expect(
        feed.items.map((i) => i.title),
        path,
      ).toContain(title);
    }
  });

  it('leave the sitemap valid XML', async () => {
    // Act
    const index = await body('/sitemap-index.xml');
    const sitemap = await body('/sitemap-0.xml');
    // Assess
    expectValidXml(index, '/sitemap-index.xml');
    expectValidXml(sitemap, '/sitemap-0.xml');
    expect(sitemap).toContain(`/article/${created.article}</loc>`);
  });

  it.each(['/article/ID', '/', '/glossary', '/events'])(
    'leave no control character in the prebuilt page %s',
    async (path) => {
      // Act
      const html = await body(path.replace('ID', String(created.article)));
      // Assess
      expect(CONTROL.exec(html)?.[0], path).toBeUndefined();
    },
  );

  it('show the stripped text on the prebuilt pages', async () => {
    // Act
    const [article, glossary, events] = await Promise.all(
      [`/article/${created.article}`, '/glossary', '/events'].map(body),
    );
    // Assess
    expect(article).toContain('Hostile content, long enough');
    expect(article).toContain('Legacy author');
    expect(glossary).toContain(`Hostile term ${stamp}`);
    expect(events).toContain(`Hostile event ${stamp}`);
  });
});
