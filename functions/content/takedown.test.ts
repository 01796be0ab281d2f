// Runs against in-process dynalite and the loopback feed server: taking down an imported article hides it from
// every public read, keeps its guards so a forced import never brings it back, restores, a delete that becomes a
// take-down, an alt text fix that an import leaves alone, and the 'Imported' list with its backfill (product.md §10.16).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createArticle,
  createCategory,
  createRssSource,
  createTag,
  findArticleIdsBySource,
  getArticle,
  listArticles,
  listArticlesByTag,
  listImportedArticles,
  recordArticleView,
  searchArticleIds,
  type Db,
} from '../data/index.ts';
import { NotFoundError } from '../data/errors.ts';
import { articleKey } from '../data/articles/item.ts';
import { articleIdsByDate, getArticlesWithTagIds } from '../data/articles/walk.ts';
import { DELETED_BY_EDITOR } from '../domain/article-takedown.ts';
import type { Article } from '../domain/index.ts';
import { createFeedService } from '../feeds/importer.ts';
import { createTestDb, newArticle, type TestDb } from '../../tests/support/data.ts';
import { memoryUploads } from '../../tests/support/content.ts';
import { startFeedServer, type FeedServer } from '../../tests/support/feeds-server.ts';
import { createContentService, StatusChangeError } from './index.ts';

let t: TestDb;
let db: Db;
let server: FeedServer;
let feeds: ReturnType<typeof createFeedService>;
let content: ReturnType<typeof createContentService>;
let tag: number;
const changes: string[] = [];
const page = { limit: 100, offset: 0 };
const ids = (list: { id: number }[]) => list.map((a) => a.id);
/** The imported article of the fixture feed /rss (one item, with an image). */
let story: Article;

/** Whether each public read of the data layer answers the article. */
async function publicReads(a: Article): Promise<Record<string, boolean>> {
  return {
    feed: ids(await listArticles(db, { ...page, sort: 'newest' })).includes(a.id),
    popular: ids(await listArticles(db, { ...page, sort: 'popular' })).includes(a.id),
    tag: ids(await listArticlesByTag(db, tag, page)).includes(a.id),
    tagInCategory: ids(
      await listArticlesByTag(db, tag, { ...page, categoryId: a.categoryId }),
    ).includes(a.id),
    search: (await searchArticleIds(db, 'captions', 20)).includes(a.id),
    buildWalk: (await articleIdsByDate(db)).includes(a.id),
    buildPage: (await getArticlesWithTagIds(db, [a.id])).length === 1,
  };
}
const everywhere = (shown: boolean, reads: Record<string, boolean>) =>
  Object.fromEntries(Object.keys(reads).map((k) => [k, shown]));

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  server = await startFeedServer();
  const categoryId = (await createCategory(db, { name: 'Hearing' })).id;
  tag = (await createTag(db, { name: 'Deaf', description: null, keywords: ['captions'] })).id;
  await createRssSource(db, { name: 'Caption news', url: `${server.url}/rss`, categoryId });
  feeds = createFeedService({
    db,
    allowLoopback: true,
    onArticlesAdded: () => {},
    fetcher: { timeoutMs: 2000 },
  });
  content = createContentService({
    db,
    uploads: memoryUploads().store,
    onContentChanged: (reason) => changes.push(reason),
  });
  await feeds.importAll();
  story = (await listImportedArticles(db, page))[0]!;
});
afterAll(async () => {
  await feeds.close();
  await server.close();
  await t.close();
});

describe('taking down an imported article', () => {
  it('hides it from every public read, keeps its take-down and guards, and a forced import adds nothing', async () => {
    // Prepare
    expect(await publicReads(story)).toEqual(everywhere(true, await publicReads(story)));
    // Act
    const down = await content.takeDownArticle(story.id, 'Wrong story', story.version);
    const forced = await feeds.importAll({ force: true });
    // Assess
    const reads = await publicReads(story);
    expect(reads).toEqual(everywhere(false, reads));
    await expect(recordArticleView(db, story.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(down).toMatchObject({ takenDownReason: 'Wrong story', version: story.version + 1 });
    expect(Date.parse(down.takenDownAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(changes).toContain(`article ${story.id} taken down`);
    expect(await findArticleIdsBySource(db, [{ sourceUrl: story.sourceUrl }])).toEqual([story.id]);
    expect(forced.added).toBe(0);
    expect(ids(await listImportedArticles(db, page))).toEqual([story.id]);
  });

  it('refuses a second take-down and a manual article', async () => {
    const manual = await createArticle(db, newArticle({ isManualEntry: true, sourceUrl: '' }));
    await expect(content.takeDownArticle(story.id, 'Again')).rejects.toBeInstanceOf(
      StatusChangeError,
    );
    await expect(content.takeDownArticle(manual.id, 'No')).rejects.toBeInstanceOf(
      StatusChangeError,
    );
    await expect(content.restoreArticle(manual.id)).rejects.toBeInstanceOf(StatusChangeError);
  });

  it('restores it to every public read with the take-down cleared', async () => {
    // Act
    const back = await content.restoreArticle(story.id);
    // Assess
    expect(back).toMatchObject({ takenDownAt: null, takenDownReason: null });
    const reads = await publicReads(story);
    expect(reads).toEqual(everywhere(true, reads));
    expect(changes).toContain(`article ${story.id} restored`);
    await expect(content.restoreArticle(story.id)).rejects.toBeInstanceOf(StatusChangeError);
  });

  it('keeps an alt text fix through a forced import', async () => {
    // Act
    const fixed = await content.fixImageAlt(story.id, 'A caption bar under a video');
    await feeds.importAll({ force: true });
    // Assess
    expect(fixed.imageAlt).toBe('A caption bar under a video');
    expect((await getArticle(db, story.id)).imageAlt).toBe('A caption bar under a video');
  });

  it('takes down, rather than deletes, an imported article on delete; a manual one is deleted', async () => {
    // Prepare
    const manual = await createArticle(db, newArticle({ isManualEntry: true, sourceUrl: '' }));
    // Act
    await content.deleteArticle(story.id);
    await content.deleteArticle(manual.id);
    const forced = await feeds.importAll({ force: true });
    // Assess
    expect(await getArticle(db, story.id)).toMatchObject({ takenDownReason: DELETED_BY_EDITOR });
    await expect(getArticle(db, manual.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(forced.added).toBe(0);
    const reads = await publicReads(story);
    expect(reads).toEqual(everywhere(false, reads));
  });
});

describe("the 'Imported' list", () => {
  it('searches title words, filters by source, pages, and backfills records stored before its index', async () => {
    // Prepare: two more imported articles, one of them stored as older code stored it (no IMPORTED keys).
    const other = { isManualEntry: false, categoryId: 1, tagIds: [] };
    const braille = await createArticle(
      db,
      newArticle({ ...other, title: 'Braille displays get cheaper', sourceName: 'Dots' }),
    );
    const old = await createArticle(
      db,
      newArticle({ ...other, title: 'Braille music notation', sourceName: 'Caption news' }),
    );
    await db.dynamo.UpdateItem({
      TableName: db.table,
      Key: articleKey(old.id),
      UpdateExpression: 'REMOVE gsi3pk, gsi3sk',
    });
    // The backfill runs once per store handle and leaves a marker: a new handle over a store without it.
    await db.dynamo.DeleteItem({
      TableName: db.table,
      Key: { pk: 'ARTICLES#META', sk: 'IMPORTED_INDEX' },
    });
    // Act
    const all = ids(await listImportedArticles({ ...db }, page));
    const search = ids(await listImportedArticles(db, { ...page, q: 'brail' }));
    const source = ids(await listImportedArticles(db, { ...page, source: 'caption NEWS' }));
    const both = ids(await listImportedArticles(db, { ...page, q: 'braille', source: 'Dots' }));
    const second = ids(await listImportedArticles(db, { limit: 1, offset: 1 }));
    // Assess
    expect(all.sort()).toEqual([story.id, braille.id, old.id].sort());
    expect(search.sort()).toEqual([braille.id, old.id].sort());
    expect(source.sort()).toEqual([story.id, old.id].sort());
    expect(both).toEqual([braille.id]);
    expect(second).toHaveLength(1);
  });
});
