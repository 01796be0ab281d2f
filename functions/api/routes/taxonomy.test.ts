// Integration tests over real HTTP: /api/categories and /api/disability-tags with their article lists (product.md §7, §10.2, §10.3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createArticle,
  createCategory,
  createTag,
  deleteArticle,
  updateArticle,
} from '../../data/index.ts';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';
import { PUBLIC_CACHE } from '../../policy/caching.ts';

let api: TestApi;
let catA: number;
let catB: number;
let tag: number;

beforeAll(async () => {
  api = await startTestApi();
  catA = (await createCategory(api.db, { name: 'Hearing' })).id;
  catB = (await createCategory(api.db, { name: 'Mobility' })).id;
  tag = (
    await createTag(api.db, {
      name: 'Deaf',
      description: 'Deaf and hard of hearing',
      keywords: ['deaf'],
    })
  ).id;
  for (let i = 1; i <= 5; i++) {
    await createArticle(api.db, {
      title: `Captioning tools part ${i}`,
      summary: 'Live captions compared.',
      content: 'x'.repeat(60),
      author: null,
      categoryId: i <= 3 ? catA : catB,
      featured: false,
      tagIds: i % 2 ? [tag] : [],
      sourceName: 'Test',
      sourceUrl: `https://example.org/${i}`,
      isManualEntry: false,
      publishedAt: `2026-01-0${i}T00:00:00.000Z`,
    });
  }
});
afterAll(() => api.close());

type Listed = { id: number; title: string };
const titles = async (path: string) =>
  ((await (await api.send(path)).json()) as Listed[]).map((a) => a.title.slice(-6));
/** Counts n views of the article titled 'Captioning tools part {part}' through the view beacon. */
async function view(part: number, n: number) {
  const all = (await (await api.send('/api/articles?limit=100')).json()) as Listed[];
  const id = all.find((a) => a.title === `Captioning tools part ${part}`)!.id;
  for (let i = 0; i < n; i++) await api.send(`/api/articles/${id}/view`, { method: 'POST' });
}

describe('categories', () => {
  it('lists {id, name} with a short public cache', async () => {
    const res = await api.send('/api/categories');
    expect(await res.json()).toEqual([
      { id: catA, name: 'Hearing' },
      { id: catB, name: 'Mobility' },
    ]);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    // An admin must see their own changes at once.
    const admin = await api.send('/api/categories', { cookie: await api.login() });
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
  });

  it("pages a category's articles with limit and offset, newest first", async () => {
    const page = await (await api.send(`/api/categories/${catA}/articles?limit=2&offset=1`)).json();
    expect(page.map((a: { title: string }) => a.title)).toEqual([
      'Captioning tools part 2',
      'Captioning tools part 1',
    ]);
  });

  it("sorts a category's articles oldest first and by views (product.md §10.2)", async () => {
    expect(await titles(`/api/categories/${catA}/articles?sort=oldest&limit=2`)).toEqual([
      'part 1',
      'part 2',
    ]);
    await view(2, 2);
    // Ties keep newest first.
    expect(await titles(`/api/categories/${catA}/articles?sort=popular`)).toEqual([
      'part 2',
      'part 3',
      'part 1',
    ]);
    expect(await titles(`/api/categories/${catA}/articles?sort=popular&limit=1&offset=1`)).toEqual([
      'part 3',
    ]);
  });

  it('answers 404 for an unknown category and 400 for bad paging or an unknown sort', async () => {
    expect((await api.send('/api/categories/999/articles')).status).toBe(404);
    expect((await api.send(`/api/categories/${catA}/articles?limit=abc`)).status).toBe(400);
    expect((await api.send('/api/categories/-1/articles')).status).toBe(400);
    expect((await api.send(`/api/categories/${catA}/articles?sort=random`)).status).toBe(400);
  });
});

describe('disability tags', () => {
  it('lists {id, name, description} without the importer keywords', async () => {
    expect(await (await api.send('/api/disability-tags')).json()).toEqual([
      { id: tag, name: 'Deaf', description: 'Deaf and hard of hearing' },
    ]);
  });

  it("pages a tag's articles with limit AND offset (product.md §10.3)", async () => {
    const first = await (await api.send(`/api/disability-tags/${tag}/articles?limit=2`)).json();
    const second = await (
      await api.send(`/api/disability-tags/${tag}/articles?limit=2&offset=2`)
    ).json();
    expect(first.map((a: { title: string }) => a.title)).toEqual([
      'Captioning tools part 5',
      'Captioning tools part 3',
    ]);
    expect(second.map((a: { title: string }) => a.title)).toEqual(['Captioning tools part 1']);
  });

  it("sorts a tag's articles oldest first and by views (product.md §10.2)", async () => {
    expect(await titles(`/api/disability-tags/${tag}/articles?sort=oldest`)).toEqual([
      'part 1',
      'part 3',
      'part 5',
    ]);
    await view(1, 1);
    expect(await titles(`/api/disability-tags/${tag}/articles?sort=popular`)).toEqual([
      'part 1',
      'part 5',
      'part 3',
    ]);
  });

  it('answers 404 for an unknown tag and 400 for a negative offset or an unknown sort', async () => {
    expect((await api.send('/api/disability-tags/999/articles')).status).toBe(404);
    expect((await api.send(`/api/disability-tags/${tag}/articles?offset=-6`)).status).toBe(400);
    const bad = await api.send(`/api/disability-tags/${tag}/articles?sort=views`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: expect.any(String) });
  });

  it("narrows a tag's articles to one category, paged and sorted, and follows a move and a deletion (product.md §4.1)", async () => {
    const within = (category: number, query = '') =>
      titles(`/api/disability-tags/${tag}/articles?category=${category}${query}`);
    expect(await within(catA)).toEqual(['part 3', 'part 1']);
    expect(await within(catB)).toEqual(['part 5']);
    expect(await within(catA, '&sort=oldest')).toEqual(['part 1', 'part 3']);
    expect(await within(catA, '&limit=1&offset=1')).toEqual(['part 1']);
    const all = (await (await api.send('/api/articles?limit=100')).json()) as Listed[];
    const idOf = (part: number) => all.find((a) => a.title.endsWith(`part ${part}`))!.id;
    await updateArticle(api.db, idOf(3), { categoryId: catB });
    expect(await within(catA)).toEqual(['part 1']);
    expect(await within(catB)).toEqual(['part 5', 'part 3']);
    await deleteArticle(api.db, idOf(5));
    expect(await within(catB)).toEqual(['part 3']);
    expect(await titles(`/api/disability-tags/${tag}/articles`)).toEqual(['part 3', 'part 1']);
  });

  it('answers 404 for an unknown category and 400 for one that is not an id; a category list takes no category', async () => {
    const unknown = await api.send(`/api/disability-tags/${tag}/articles?category=999`);
    expect(unknown.status).toBe(404);
    // The same answer as the category's own list gives.
    const direct = await api.send('/api/categories/999/articles');
    expect(await unknown.json()).toEqual(await direct.json());
    expect((await api.send(`/api/disability-tags/${tag}/articles?category=x`)).status).toBe(400);
    const catAList = await titles(`/api/categories/${catA}/articles`);
    expect(await titles(`/api/categories/${catA}/articles?category=${catB}`)).toEqual(catAList);
  });
});
