// Runs against in-process dynalite and the loopback feed server: a take-down is of the story, not of one feed's copy
// (product.md §10.16). The same item through another form of its link, or through its feed added again under
// another address, never comes back as a new article.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createRssSource, listArticles, type Db } from '../data/index.ts';
import { createDb } from '../data/db.ts';
import type { Article } from '../domain/index.ts';
import { createContentService } from '../content/index.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';
import { memoryUploads } from '../../tests/support/content.ts';
import { guardAsOlderCode } from '../../tests/support/data-older-guards.ts';
import { rss2, type FixtureItem } from '../../tests/support/feeds-fixtures.ts';
import { startFeedServer, type FeedServer } from '../../tests/support/feeds-server.ts';
import { createFeedService } from './importer.ts';

let t: TestDb;
let db: Db;
let server: FeedServer;
let feeds: ReturnType<typeof createFeedService>;
let content: ReturnType<typeof createContentService>;
let categoryId: number;
/** What each feed path serves now; a test changes it between imports. */
const served = new Map<string, FixtureItem[]>();

const TEXT = '<p>Screen reader users get a new release with better braille support.</p>';
const publicTitles = async () =>
  (await listArticles(db, { sort: 'newest', limit: 100, offset: 0 })).map((a) => a.title);

/** Serves `items` at `path` (any query), adds it as a source, imports everything and answers the one new article. */
async function importStory(path: string, items: FixtureItem[]): Promise<Article> {
  serve(path, items);
  await createRssSource(db, { name: path, url: `${server.url}${path}`, categoryId });
  const before = new Set(
    (await listArticles(db, { sort: 'newest', limit: 100, offset: 0 })).map((a) => a.id),
  );
  const stats = await feeds.importAll({ force: true });
  expect(stats.added).toBe(1);
  const fresh = (await listArticles(db, { sort: 'newest', limit: 100, offset: 0 })).filter(
    (a) => !before.has(a.id),
  );
  return fresh[0]!;
}
function serve(path: string, items: FixtureItem[]) {
  served.set(path, items);
  server.route(path, (_q, r) => {
    r.writeHead(200, { 'content-type': 'application/rss+xml' });
    r.end(
      rss2(
        path,
        (served.get(path) ?? []).map((i) => ({ html: TEXT, ...i })),
      ),
    );
  });
}

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  server = await startFeedServer();
  categoryId = (await createCategory(db, { name: 'Vision' })).id;
  feeds = createFeedService({
    db,
    allowLoopback: true,
    onArticlesAdded: () => {},
    fetcher: { timeoutMs: 2000 },
  });
  content = createContentService({
    db,
    uploads: memoryUploads().store,
    onContentChanged: () => {},
  });
});
afterAll(async () => {
  await feeds.close();
  await server.close();
  await t.close();
});

describe('a take-down holds for the story', () => {
  it.each([
    ['a trailing slash', 1, (link: string) => `${link}/`],
    ['?ref=rss', 2, (link: string) => `${link}?ref=rss`],
    ['http in place of https', 3, (link: string) => link.replace('https:', 'http:')],
    [
      'host case, default port, tracking and a fragment',
      4,
      (link: string) =>
        `${link.replace('https://news.example.org', 'HTTPS://News.Example.org:443')}?utm_source=x&fbclid=1#top`,
    ],
  ])('refuses an item without a guid whose link gains %s', async (_, n, variant) => {
    // Prepare: the story imported and taken down (each case its own story and feed)
    const link = `https://news.example.org/story-${n}`;
    const title = `Screen reader story ${n}`;
    const story = await importStory(`/no-guid-${n}`, [{ title, link }]);
    await content.takeDownArticle(story.id, 'Wrong story', story.version);
    // Act: the feed now links the same story under another form of its address
    serve(`/no-guid-${n}`, [{ title, link: variant(link) }]);
    const stats = await feeds.importAll({ force: true });
    // Assess
    expect(stats.added).toBe(0);
    expect(await publicTitles()).not.toContain(title);
  });

  it('refuses the same item through its feed added again with another address', async () => {
    // Prepare: an item with a feed-local guid, imported and taken down
    const story = await importStory('/feed.xml', [
      { title: 'Braille display review', link: 'https://blog.example.org/?p=12', guid: '12' },
    ]);
    await content.takeDownArticle(story.id, 'Legal request', story.version);
    // Act: the same feed added as /feed.xml?x=1, and the site's permalink changed meanwhile
    serve('/feed.xml', [
      {
        title: 'Braille display review',
        link: 'https://blog.example.org/2026/braille-review',
        guid: '12',
      },
    ]);
    await createRssSource(db, { name: 'Again', url: `${server.url}/feed.xml?x=1`, categoryId });
    const stats = await feeds.importAll({ force: true });
    // Assess
    expect(stats.added).toBe(0);
    expect(await publicTitles()).not.toContain('Braille display review');
  });
});

describe('one story, one article', () => {
  it('adds one article for a story that a feed lists twice under two forms of its link', async () => {
    // Prepare
    serve('/twice', [
      { title: 'Hearing loop guide', link: 'https://loops.example.org/guide?utm_source=rss' },
      { title: 'Hearing loop guide', link: 'http://loops.example.org/guide/' },
    ]);
    await createRssSource(db, { name: 'Twice', url: `${server.url}/twice`, categoryId });
    // Act
    const stats = await feeds.importAll({ force: true });
    // Assess
    expect(stats.added).toBe(1);
    expect((await publicTitles()).filter((t) => t === 'Hearing loop guide')).toHaveLength(1);
  });
});

describe('a store guarded by older code', () => {
  it('keeps refusing the stories it holds, after the importer upgrades its guards', async () => {
    // Prepare: two stories imported and taken down, then guarded as older code guarded them
    const noGuid = await importStory('/older-a', [
      { title: 'Caption standard adopted', link: 'https://older.example.org/captions/' },
    ]);
    const plain = await importStory('/older-b', [
      { title: 'Switch access review', link: 'https://older.example.org/?p=7', guid: '7' },
    ]);
    for (const story of [noGuid, plain])
      await content.takeDownArticle(story.id, 'Wrong story', story.version);
    const sourceOf = async (path: string) =>
      (await feeds.listSources()).find((s) => s.url.endsWith(path))!.id;
    await guardAsOlderCode(db, noGuid);
    await guardAsOlderCode(db, plain, `source:${await sourceOf('/older-b')}:7`);
    // Act: a new process (its own store handle and importer) meets another form of each story
    serve('/older-a', [
      { title: 'Caption standard adopted', link: 'http://older.example.org/captions?ref=rss' },
    ]);
    serve('/older-b', [
      { title: 'Switch access review', link: 'https://older.example.org/2026/switch', guid: '7' },
    ]);
    const restarted = createFeedService({
      db: createDb({ table: db.table, region: 'us-east-1', endpoint: t.endpoint }),
      allowLoopback: true,
      onArticlesAdded: () => {},
      fetcher: { timeoutMs: 2000 },
    });
    const stats = await restarted.importAll({ force: true });
    await restarted.close();
    // Assess
    expect(stats.added).toBe(0);
    const titles = await publicTitles();
    expect(titles).not.toContain('Caption standard adopted');
    expect(titles).not.toContain('Switch access review');
  });
});
