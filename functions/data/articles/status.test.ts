// Runs against in-process dynalite: a draft and a scheduled article stay off every public read of the data layer
// (lists, search, tags, the build walk, the digest, the view count), the admin's list keeps them, and one
// published on schedule appears everywhere (product.md §10.12).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseArticleIds, digestCandidates } from '../../newsletter/digest.ts';
import { createTestDb, newArticle, type TestDb } from '../../../tests/support/data.ts';
import type { Db } from '../db.ts';
import { NotFoundError } from '../errors.ts';
import { listArticlesPublishedBetween } from '../newsletter-digests.ts';
import { searchArticleIds, searchArticles } from '../search/search.ts';
import { createTag } from '../tags.ts';
import { createArticle, getArticle, recordArticleView } from './articles.ts';
import {
  listArticles,
  listArticlesByCategory,
  listArticlesByTag,
  listManualArticles,
} from './lists.ts';
import { listArticleTags } from './tags.ts';
import { listDueArticleIds, listManualArticlesByStatus, publishIfDue } from './status.ts';
import { updateArticle } from './update.ts';
import { articleIdsByDate, getArticlesWithTagIds } from './walk.ts';

let t: TestDb;
let tag: number;
const page = { limit: 100, offset: 0 };
const WORD = 'zeppelinophone';
const ids = (list: { id: number }[]) => list.map((a) => a.id);
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

/** The article ids every public read of the data layer answers, by surface. */
async function publicReads(db: Db): Promise<Record<string, number[]>> {
  const walked = await articleIdsByDate(db);
  const digest = await chooseArticleIds(db, '2000-01-01T00:00:00.000Z', minutesFromNow(120));
  return {
    newest: ids(await listArticles(db, { ...page, sort: 'newest' })),
    oldest: ids(await listArticles(db, { ...page, sort: 'oldest' })),
    popular: ids(await listArticles(db, { ...page, sort: 'popular' })),
    category: ids(await listArticlesByCategory(db, 1, page)),
    categoryPopular: ids(await listArticlesByCategory(db, 1, { ...page, sort: 'popular' })),
    tag: ids(await listArticlesByTag(db, tag, page)),
    tagPopular: ids(await listArticlesByTag(db, tag, { ...page, sort: 'popular' })),
    tagInCategory: ids(await listArticlesByTag(db, tag, { ...page, categoryId: 1 })),
    search: ids(await searchArticles(db, WORD, 20)),
    searchIds: await searchArticleIds(db, WORD, 20),
    buildWalk: walked,
    // The partial build names ids itself: one that is not public gets no page (site/build/data.ts).
    buildPages: (await getArticlesWithTagIds(db, both(walked))).map((r) => r.article.id),
    digestWindow: ids(
      await listArticlesPublishedBetween(db, '2000-01-01T00:00:00.000Z', minutesFromNow(120)),
    ),
    digest: digest,
    digestMail: ids(
      (await digestCandidates(db, both(digest), 'https://example.org')).map((c) => c.article),
    ),
  };
}

let published: number;
let draft: number;
let scheduled: number;
/** The ids given plus the two hidden at first, once each. */
const both = (given: number[]) => [...new Set([...given, draft, scheduled])];

beforeAll(async () => {
  t = await createTestDb();
  tag = (await createTag(t.db, { name: 'Blind', description: null, keywords: [] })).id;
  const common = { categoryId: 1, tagIds: [tag], isManualEntry: true, sourceUrl: '' };
  const text = (title: string) => ({ title, content: `${title} about the ${WORD}, long enough.` });
  published = (await createArticle(t.db, newArticle({ ...common, ...text('Live one') }))).id;
  draft = (
    await createArticle(t.db, newArticle({ ...common, ...text('Draft one'), status: 'draft' }))
  ).id;
  scheduled = (
    await createArticle(
      t.db,
      newArticle({
        ...common,
        ...text('Scheduled one'),
        status: 'scheduled',
        publishedAt: minutesFromNow(60),
      }),
    )
  ).id;
});
afterAll(() => t.close());

describe('articles readers may not see', () => {
  it('are on no public read, count no view, and keep their own tags for the editor', async () => {
    // Act
    const reads = await publicReads(t.db);
    // Assess: the published one is on every surface, the others on none.
    for (const [surface, found] of Object.entries(reads)) {
      expect({ surface, found }).toEqual({ surface, found: [published] });
    }
    await expect(recordArticleView(t.db, draft)).rejects.toBeInstanceOf(NotFoundError);
    await expect(recordArticleView(t.db, scheduled)).rejects.toBeInstanceOf(NotFoundError);
    expect(await recordArticleView(t.db, published)).toBe(1);
    expect((await listArticleTags(t.db, draft)).map((x) => x.id)).toEqual([tag]);
    expect((await getArticle(t.db, draft)).status).toBe('draft');
  });

  it("stay in the admin's manual list, which filters by status", async () => {
    expect(ids(await listManualArticles(t.db, page)).sort()).toEqual(
      [published, draft, scheduled].sort(),
    );
    expect(ids(await listManualArticlesByStatus(t.db, 'draft', page))).toEqual([draft]);
    expect(ids(await listManualArticlesByStatus(t.db, 'scheduled', page))).toEqual([scheduled]);
    expect(ids(await listManualArticlesByStatus(t.db, 'published', page))).toEqual([published]);
  });

  it('go public everywhere once published on schedule, keeping the scheduled time', async () => {
    // Prepare
    const before = await getArticle(t.db, scheduled);
    expect(await listDueArticleIds(t.db, new Date())).toEqual([]);
    const later = new Date(Date.now() + 61 * 60_000);
    // Act
    expect(await listDueArticleIds(t.db, later)).toEqual([scheduled]);
    expect(await publishIfDue(t.db, scheduled, new Date())).toBeNull();
    const live = await publishIfDue(t.db, scheduled, later);
    await updateArticle(t.db, draft, { status: 'published' });
    // Assess
    expect(live).toMatchObject({ status: 'published', publishedAt: before.publishedAt });
    expect(await listDueArticleIds(t.db, later)).toEqual([]);
    const reads = await publicReads(t.db);
    for (const [surface, found] of Object.entries(reads)) {
      expect({ surface, found: [...found].sort() }).toEqual({
        surface,
        found: [published, draft, scheduled].sort(),
      });
    }
    expect(await recordArticleView(t.db, scheduled)).toBe(1);
    expect(await listManualArticlesByStatus(t.db, 'draft', page)).toEqual([]);
  });

  it('leave every public read again when scheduled back, and a save while scheduled keeps them off', async () => {
    // Prepare: a fresh draft, scheduled, then edited (title and tags) while scheduled.
    const again = await createArticle(
      t.db,
      newArticle({
        categoryId: 1,
        tagIds: [],
        status: 'draft',
        content: `More on the ${WORD} here.`,
      }),
    );
    await updateArticle(t.db, again.id, { status: 'scheduled', publishedAt: minutesFromNow(5) });
    await updateArticle(t.db, again.id, { title: `A ${WORD} retitled`, tagIds: [tag] });
    // Act
    const reads = await publicReads(t.db);
    // Assess
    for (const [surface, found] of Object.entries(reads))
      expect({ surface, has: found.includes(again.id) }).toEqual({ surface, has: false });
    expect(ids(await listManualArticlesByStatus(t.db, 'scheduled', page))).toEqual([again.id]);
  });
});
