// Every public read checks each article it answers (product.md §10.12, §10.16): a taken-down and a scheduled article
// whose index entries say otherwise (links, postings and index keys a crashed write left behind, put back here raw)
// reach no list, search, build read, feed or digest; pages stay full; the take-down reason reaches no reader.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app.ts';
import type { AppDeps } from '../../functions/api/deps.ts';
import { linkItems } from '../../functions/data/articles/tags.ts';
import {
  clearTakeDown,
  createArticle,
  createCategory,
  createDb,
  createTag,
  listArticlesByTag,
  recordArticleView,
  searchArticles,
  writeTakeDown,
} from '../../functions/data/index.ts';
import { chooseArticleIds, digestCandidates } from '../../functions/newsletter/digest.ts';
import { buildReads } from '../../site/build/data.ts';
import { countRequests, createTestDb, newArticle, type TestDb } from '../support/data.ts';
import { nonPublicShown } from '../support/public-surfaces.ts';
import { listAsPublic, snapshotIndexItems } from '../support/stale-entries.ts';

const REASON = 'Legal request zanzibar';
const day = (d: number) => new Date(Date.UTC(2025, 2, 1 + d)).toISOString();

let t: TestDb;
let app: Hono;
let vision: number;
let hearing: number;
let blind: number;
/** Public articles in Vision with the Blind tag, oldest first (days 1 to 5). */
let shown: number[];
/** An imported article taken down, and a scheduled one: both listed by every index as if public. */
let takenDown: number;
let scheduled: number;

const get = async <T>(path: string): Promise<{ status: number; body: T; text: string }> => {
  const res = await app.request(`http://localhost${path}`);
  const text = await res.text();
  return { status: res.status, body: (res.status === 200 ? JSON.parse(text) : null) as T, text };
};
const idsAt = async (path: string) => (await get<{ id: number }[]>(path)).body.map((a) => a.id);

beforeAll(async () => {
  // Prepare
  t = await createTestDb();
  app = createApp({
    db: t.db,
    auth: { passwordHash: 'no sign-in here', sessionSecret: 'public-reads-test-secret-00000000' },
    trustProxy: false,
  } as AppDeps);
  vision = (await createCategory(t.db, { name: 'Vision' })).id;
  hearing = (await createCategory(t.db, { name: 'Hearing' })).id;
  blind = (await createTag(t.db, { name: 'Blind', description: null, keywords: [] })).id;
  const deaf = (await createTag(t.db, { name: 'Deaf', description: null, keywords: [] })).id;
  const inVision = (d: number, title: string, extra = {}) =>
    createArticle(
      t.db,
      newArticle({ title, publishedAt: day(d), categoryId: vision, tagIds: [blind], ...extra }),
    );
  shown = [];
  for (let d = 1; d <= 5; d++)
    shown.push((await inVision(d, `Braille display quokka review ${d}`)).id);
  await createArticle(
    t.db,
    newArticle({
      title: 'Captions everywhere',
      publishedAt: day(0),
      categoryId: hearing,
      tagIds: [deaf],
    }),
  );
  // The newest of the Blind list and the best search hit for 'quokka', so a gate that forgot it would show it first.
  takenDown = (await inVision(6, 'Quokka quokka braille display recall', { featured: true })).id;
  const stale = await snapshotIndexItems(t.db);
  await writeTakeDown(t.db, takenDown, REASON);
  for (const Item of stale) await t.db.dynamo.PutItem({ TableName: t.db.table, Item });
  await listAsPublic(t.db, takenDown);
  // Scheduled: no links or postings of its own, so the tag side is written raw as well.
  const later = new Date(Date.now() + 86_400_000).toISOString();
  scheduled = (
    await inVision(7, 'Scheduled braille quokka story', { status: 'scheduled', publishedAt: later })
  ).id;
  await listAsPublic(t.db, scheduled);
  const links = linkItems({
    id: scheduled,
    publishedAt: later,
    categoryId: vision,
    tagIds: [blind],
  });
  for (const Item of links) await t.db.dynamo.PutItem({ TableName: t.db.table, Item });
});
afterAll(() => t.close());

const hidden = () => [takenDown, scheduled];

describe('the public API', () => {
  it('answers 404 by id, for its tags and its view beacon', async () => {
    for (const id of hidden()) {
      expect((await get(`/api/articles/${id}`)).status).toBe(404);
      expect((await get(`/api/articles/${id}/tags`)).status).toBe(404);
    }
    expect((await get(`/api/articles/${shown[0]}`)).status).toBe(200);
    // nonPublicShown sends the beacon so: it must count a public article's view.
    const beacon = { method: 'POST', headers: { origin: 'http://localhost' } };
    expect(
      (await app.request(`http://localhost/api/articles/${shown[0]}/view`, beacon)).status,
    ).toBe(204);
    expect(
      (await app.request(`http://localhost/api/articles/${takenDown}/view`, beacon)).status,
    ).toBe(404);
  });

  it('counts a view again once a take-down is restored', async () => {
    const a = await createArticle(t.db, newArticle({ publishedAt: day(-5), categoryId: hearing }));
    await writeTakeDown(t.db, a.id, 'Wrong story');
    await expect(recordArticleView(t.db, a.id)).rejects.toThrow(/not found/i);
    await clearTakeDown(t.db, a.id);
    expect(await recordArticleView(t.db, a.id)).toBe(1);
  });

  it.each(['newest', 'oldest', 'popular'])(
    'leaves them out of the home feed (%s)',
    async (sort) => {
      const ids = await idsAt(`/api/articles?sort=${sort}&limit=100`);
      expect(ids).toEqual(expect.arrayContaining(shown));
      expect(ids).not.toEqual(expect.arrayContaining([takenDown]));
      expect(ids).not.toEqual(expect.arrayContaining([scheduled]));
    },
  );

  it.each(['newest', 'oldest', 'popular'])('leaves them out of a category (%s)', async (sort) => {
    const ids = await idsAt(`/api/categories/${vision}/articles?sort=${sort}&limit=100`);
    expect([...ids].sort()).toEqual([...shown].sort());
  });

  it.each(['newest', 'oldest', 'popular'])('leaves them out of a tag (%s)', async (sort) => {
    const ids = await idsAt(`/api/disability-tags/${blind}/articles?sort=${sort}&limit=100`);
    expect([...ids].sort()).toEqual([...shown].sort());
  });

  it.each(['newest', 'oldest', 'popular'])(
    'leaves them out of a tag within a category (%s)',
    async (sort) => {
      const path = `/api/disability-tags/${blind}/articles?category=${vision}&sort=${sort}&limit=100`;
      expect([...(await idsAt(path))].sort()).toEqual([...shown].sort());
    },
  );

  it('leaves them out of search, and still answers the best public hit when one was dropped', async () => {
    const all = await idsAt('/api/articles/search?q=braille%20quokka');
    expect([...all].sort()).toEqual([...shown].sort());
    // The taken-down article ranks first ('quokka' twice in its title): the answer holds a public hit instead.
    const [best] = await idsAt('/api/articles/search?q=quokka%20recall&limit=1');
    expect(best).toBeUndefined();
    expect(await idsAt('/api/articles/search?q=quokka&limit=1')).toEqual([shown[4]]);
  });

  it('never hands a reader the take-down reason or the hidden text', async () => {
    const paths = [
      '/api/articles?limit=100',
      `/api/categories/${vision}/articles?limit=100`,
      `/api/disability-tags/${blind}/articles?limit=100`,
      `/api/disability-tags/${blind}/articles?category=${vision}&sort=popular&limit=100`,
      '/api/articles/search?q=recall',
      `/api/articles/${takenDown}`,
    ];
    for (const path of paths) {
      const { text } = await get(path);
      expect(text).not.toContain('zanzibar');
      expect(text).not.toContain('recall');
    }
  });
});

describe('paging past a stale entry', () => {
  it('keeps every page full and skips nothing: a page reads on past the dropped entry', async () => {
    const path = `/api/disability-tags/${blind}/articles?sort=newest&limit=2`;
    const pages = [];
    for (let offset = 0; offset < 20; offset += 2) {
      const page = await idsAt(`${path}&offset=${offset}`);
      pages.push(page);
      if (page.length < 2) break;
    }
    // Entries newest first: scheduled, taken down, then the five public ones.
    expect(pages.slice(0, -1).every((p) => p.length === 2)).toBe(true);
    expect(new Set(pages.flat())).toEqual(new Set(shown));
    expect(pages[0]).toEqual([shown[4], shown[3]]);
  });

  it('costs what it cost before while no entry is stale, and one more round for a stale one', async () => {
    const counted = createDb({ table: t.db.table, region: 'us-east-1', endpoint: t.endpoint });
    const requests = countRequests(counted);
    // Offset 2 holds public articles only: one key Query and one BatchGet, as before the gate.
    await listArticlesByTag(counted, blind, { limit: 2, offset: 2 });
    expect(Object.fromEntries(requests)).toEqual({ Query: 1, BatchGetItem: 1 });
    requests.clear();
    // Offset 0 begins with the two hidden entries: a second round reads on to fill the page.
    expect((await listArticlesByTag(counted, blind, { limit: 2, offset: 0 })).length).toBe(2);
    expect(Object.fromEntries(requests)).toEqual({ Query: 2, BatchGetItem: 2 });
  });

  it('answers search in one BatchGet while no posting is stale', async () => {
    const counted = createDb({ table: t.db.table, region: 'us-east-1', endpoint: t.endpoint });
    const requests = countRequests(counted);
    expect((await searchArticles(counted, 'review', 20)).length).toBe(5);
    expect(requests.get('BatchGetItem')).toBe(1);
  });
});

describe('the site build', () => {
  it('gives them no article page or sitemap entry, in a full build or in a partial one naming them', async () => {
    const build = buildReads(t.db);
    const full = await build.articlePages(null);
    // getStaticPaths' ids, which are the sitemap's too
    expect(full.ids).toContain(shown[0]);
    expect(full.ids).not.toContain(takenDown);
    expect(full.ids).not.toContain(scheduled);
    expect(await full.page(takenDown)).toBeUndefined();
    expect(await full.page(scheduled)).toBeUndefined();
    expect((await full.page(shown[0]!))?.article.id).toBe(shown[0]);
    const partial = await build.articlePages({
      kind: 'partial',
      articleIds: [takenDown, scheduled, shown[0]!],
      sitemapPages: [],
    });
    expect(partial.ids).toEqual([shown[0]]);
  });

  it("keeps them off the home's newest and every feed", async () => {
    const build = buildReads(t.db);
    expect((await build.latest(6)).map((r) => r.article.id)).toEqual([
      shown[4],
      shown[3],
      shown[2],
      shown[1],
      shown[0],
      expect.any(Number),
    ]);
    const topics = [
      { kind: 'site' as const },
      { kind: 'category' as const, id: vision, name: 'Vision', slug: 'vision' },
      { kind: 'tag' as const, id: blind, name: 'Blind', slug: 'blind' },
    ];
    for (const topic of topics) {
      const ids = (await build.topicArticles(topic, 50)).map((a) => a.id);
      expect(ids.slice(0, 5)).toEqual([...shown].reverse());
    }
  });
});

describe('the digest', () => {
  it('chooses none of them, and its mail holds none of them', async () => {
    const chosen = await chooseArticleIds(t.db, day(0), '9999-01-01T00:00:00.000Z');
    expect([...chosen].sort()).toEqual(expect.arrayContaining([...shown].sort()));
    expect(chosen).not.toContain(takenDown);
    expect(chosen).not.toContain(scheduled);
    const mail = await digestCandidates(t.db, [takenDown, scheduled, shown[0]!], 'http://x');
    expect(mail.map((c) => c.article.id)).toEqual([shown[0]]);
  });
});

describe('nonPublicShown', () => {
  it('finds them on no public surface of the store', async () => {
    expect(await nonPublicShown(t.db)).toEqual({});
  });

  it("names a built site's page and the links to it that a stale build kept, and a link to no article", async () => {
    const site = await mkdtemp(join(tmpdir(), 'public-reads-'));
    try {
      await mkdir(join(site, 'article', String(takenDown)), { recursive: true });
      await writeFile(join(site, 'article', String(takenDown), 'index.html'), '<h1>Recall</h1>');
      await writeFile(
        join(site, 'index.html'),
        `<a href="/article/${shown[0]}">ok</a><a href="/article/${takenDown}">stale</a>` +
          '<a href="/article/999999">deleted</a>',
      );
      expect(await nonPublicShown(t.db, { siteDir: site })).toEqual({
        [`the built ${join('article', String(takenDown), 'index.html')}`]: [takenDown],
        'the built index.html': [takenDown, 999_999],
      });
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
