// Runs against in-process dynalite: every article list, offset paging edges and tag links after updates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSort } from '../../domain/index.ts';
import { createTag } from '../tags.ts';
import { createTestDb, newArticle, type TestDb } from '../../../tests/support/data.ts';
import { createArticle, recordArticleView } from './articles.ts';
import {
  listArticles,
  listArticlesByCategory,
  listArticlesByTag,
  listManualArticles,
} from './lists.ts';
import { listArticleTags } from './tags.ts';
import { updateArticle } from './update.ts';
import { articleIdsByDate, getArticlesWithTagIds } from './walk.ts';

let t: TestDb;
/** Ids of seven articles, published one day apart, oldest first. */
let ids: number[];
let tagA: number;
let tagB: number;

const day = (d: number) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString();

beforeAll(async () => {
  t = await createTestDb();
  tagA = (
    await createTag(t.db, { name: 'Blind', description: 'Sight loss', keywords: ['braille'] })
  ).id;
  tagB = (await createTag(t.db, { name: 'Deaf', description: null, keywords: [] })).id;
  ids = [];
  for (let d = 0; d < 7; d++) {
    const a = await createArticle(
      t.db,
      newArticle({
        publishedAt: day(d),
        categoryId: d % 2 === 0 ? 1 : 2,
        isManualEntry: d >= 5,
        tagIds: d < 3 ? [tagA] : [],
      }),
    );
    ids.push(a.id);
  }
});
afterAll(() => t.close());

const idsOf = (list: { id: number }[]) => list.map((a) => a.id);

describe('the build walk', () => {
  it('answers every id newest first, and each article with its tag ids, as the feed lists them', async () => {
    const walked = await articleIdsByDate(t.db);
    expect(walked).toEqual([...ids].reverse());
    const rows = await getArticlesWithTagIds(t.db, walked);
    expect(rows.map((r) => r.article)).toEqual(
      await listArticles(t.db, { sort: 'newest', limit: 100, offset: 0 }),
    );
    // The three oldest carry tag A.
    expect(rows.map((r) => r.tagIds)).toEqual([[], [], [], [], [tagA], [tagA], [tagA]]);
  });

  it('leaves out ids with no article, keeping the order asked for', async () => {
    const rows = await getArticlesWithTagIds(t.db, [ids[2]!, 999_999, ids[0]!]);
    expect(rows.map((r) => r.article.id)).toEqual([ids[2], ids[0]]);
  });
});

describe('listArticles', () => {
  it('pages newest first with limit and offset', async () => {
    const page1 = await listArticles(t.db, { sort: 'newest', limit: 3, offset: 0 });
    const page2 = await listArticles(t.db, { sort: 'newest', limit: 3, offset: 3 });
    const page3 = await listArticles(t.db, { sort: 'newest', limit: 3, offset: 6 });
    expect([...idsOf(page1), ...idsOf(page2), ...idsOf(page3)]).toEqual([...ids].reverse());
  });

  it('answers an empty page past the end and for limit 0', async () => {
    expect(await listArticles(t.db, { sort: 'newest', limit: 3, offset: 7 })).toEqual([]);
    expect(await listArticles(t.db, { sort: 'newest', limit: 0, offset: 0 })).toEqual([]);
  });

  it('pages oldest first', async () => {
    expect(idsOf(await listArticles(t.db, { sort: 'oldest', limit: 2, offset: 1 }))).toEqual(
      ids.slice(1, 3),
    );
  });

  it('orders by views for popular', async () => {
    const [first, second] = [ids[3] as number, ids[1] as number];
    for (let i = 0; i < 3; i++) await recordArticleView(t.db, first);
    await recordArticleView(t.db, second);
    expect(idsOf(await listArticles(t.db, { sort: 'popular', limit: 2, offset: 0 }))).toEqual([
      first,
      second,
    ]);
  });
});

describe('filtered lists', () => {
  it('lists one category newest first with paging', async () => {
    const even = ids.filter((_, d) => d % 2 === 0).reverse();
    expect(idsOf(await listArticlesByCategory(t.db, 1, { limit: 2, offset: 1 }))).toEqual(
      even.slice(1, 3),
    );
    expect(await listArticlesByCategory(t.db, 99, { limit: 5, offset: 0 })).toEqual([]);
  });

  it('lists manual entries only', async () => {
    expect(idsOf(await listManualArticles(t.db, { limit: 10, offset: 0 }))).toEqual([
      ids[6],
      ids[5],
    ]);
  });

  it('lists a tag newest first with paging', async () => {
    expect(idsOf(await listArticlesByTag(t.db, tagA, { limit: 2, offset: 1 }))).toEqual([
      ids[1],
      ids[0],
    ]);
  });
});

describe('filtered lists in every sort (product.md §10.2)', () => {
  /** A category and a tag of their own: five articles a day apart, oldest first. */
  const CATEGORY = 40;
  let tag: number;
  let own: number[];

  beforeAll(async () => {
    tag = (await createTag(t.db, { name: 'Sorted', description: null, keywords: [] })).id;
    own = [];
    for (let d = 0; d < 5; d++) {
      const a = await createArticle(
        t.db,
        newArticle({ publishedAt: day(-100 + d), categoryId: CATEGORY, tagIds: [tag] }),
      );
      own.push(a.id);
    }
    // Views: own[1] 3, own[3] 2, own[0] 2, the rest 0.
    for (const [i, n] of [
      [1, 3],
      [3, 2],
      [0, 2],
    ] as const)
      for (let v = 0; v < n; v++) await recordArticleView(t.db, own[i] as number);
  });

  const byCategory = (sort: ArticleSort, limit: number, offset: number) =>
    listArticlesByCategory(t.db, CATEGORY, { sort, limit, offset }).then(idsOf);
  const byTag = (sort: ArticleSort, limit: number, offset: number) =>
    listArticlesByTag(t.db, tag, { sort, limit, offset }).then(idsOf);

  it('pages a category and a tag oldest first', async () => {
    expect(await byCategory('oldest', 2, 1)).toEqual([own[1], own[2]]);
    expect(await byTag('oldest', 3, 0)).toEqual(own.slice(0, 3));
  });

  it('keeps newest first as the default and as sort=newest', async () => {
    const newest = [...own].reverse();
    expect(idsOf(await listArticlesByCategory(t.db, CATEGORY, { limit: 5, offset: 0 }))).toEqual(
      newest,
    );
    expect(await byTag('newest', 5, 0)).toEqual(newest);
  });

  it('orders popular by views, ties newest first, then pages', async () => {
    const expected = [own[1], own[3], own[0], own[4], own[2]];
    for (const list of [byCategory, byTag]) {
      expect(await list('popular', 5, 0)).toEqual(expected);
      expect([...(await list('popular', 2, 0)), ...(await list('popular', 3, 2))]).toEqual(
        expected,
      );
      expect(await list('popular', 2, 5)).toEqual([]);
      expect(await list('popular', 0, 0)).toEqual([]);
    }
  });

  it('follows a view at once and answers an empty popular list for an empty filter', async () => {
    for (let v = 0; v < 5; v++) await recordArticleView(t.db, own[2] as number);
    expect(await byCategory('popular', 1, 0)).toEqual([own[2]]);
    expect(
      await listArticlesByCategory(t.db, 98, { sort: 'popular', limit: 6, offset: 0 }),
    ).toEqual([]);
  });
});

describe('tag links after updates', () => {
  it('follows a tag change both ways', async () => {
    const a = await createArticle(t.db, newArticle({ tagIds: [tagA], publishedAt: day(30) }));
    await updateArticle(t.db, a.id, { tagIds: [tagB] });
    expect((await listArticleTags(t.db, a.id)).map((x) => x.id)).toEqual([tagB]);
    expect(idsOf(await listArticlesByTag(t.db, tagA, { limit: 20, offset: 0 }))).not.toContain(
      a.id,
    );
    expect(idsOf(await listArticlesByTag(t.db, tagB, { limit: 20, offset: 0 }))).toContain(a.id);
  });

  it('moves an article in tag, category and feed order when publishedAt and category change', async () => {
    const a = await createArticle(
      t.db,
      newArticle({ tagIds: [tagA], publishedAt: day(-10), categoryId: 3 }),
    );
    await updateArticle(t.db, a.id, { publishedAt: day(60), categoryId: 4 });
    expect(idsOf(await listArticlesByTag(t.db, tagA, { limit: 1, offset: 0 }))).toEqual([a.id]);
    expect(
      idsOf(await listArticlesByTag(t.db, tagA, { limit: 50, offset: 0 })).filter(
        (id) => id === a.id,
      ),
    ).toHaveLength(1);
    expect(await listArticlesByCategory(t.db, 3, { limit: 5, offset: 0 })).toEqual([]);
    expect(idsOf(await listArticlesByCategory(t.db, 4, { limit: 5, offset: 0 }))).toEqual([a.id]);
    expect(idsOf(await listArticles(t.db, { sort: 'newest', limit: 1, offset: 0 }))).toEqual([
      a.id,
    ]);
  });

  it('lists an article tags as {id, name, description}', async () => {
    const a = await createArticle(t.db, newArticle({ tagIds: [tagB, tagA, tagA] }));
    expect(await listArticleTags(t.db, a.id)).toEqual([
      { id: tagA, name: 'Blind', description: 'Sight loss' },
      { id: tagB, name: 'Deaf', description: null },
    ]);
    expect(await listArticleTags(t.db, 999_999)).toEqual([]);
  });
});
