// Integration tests over real HTTP: /api/articles (product.md §7) and the images it stores (product.md §11.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTag, VIEWS_PER_CLIENT_HOUR } from '../../data/index.ts';
import type { TestApi } from '../../../tests/support/api.ts';
import {
  articleCalls,
  PNG,
  startArticlesApi,
  type ArticlesApi,
} from '../../../tests/support/articles-api.ts';

let world: ArticlesApi;
let api: TestApi;
let cookie: string;
let categoryId: number;
let tagIds: number[];

const { articleForm, create, uploadsStored, png } = articleCalls(() => world);

beforeAll(async () => {
  world = await startArticlesApi();
  ({ api, cookie, categoryId } = world);
  tagIds = [
    (await createTag(api.db, { name: 'Blind', description: 'Blindness' })).id,
    (await createTag(api.db, { name: 'Low vision' })).id,
  ];
});
afterAll(() => api.close());

describe('POST /api/articles (admin, multipart)', () => {
  it('creates a manual article with tags and a sniffed image, answering 201 with the record', async () => {
    // Prepare
    const form = articleForm(
      { tagIds: tagIds.map(String) },
      new File([PNG], 'pic.gif', { type: 'image/gif' }),
    );
    // Act
    const res = await create(form);
    const article = await res.json();
    // Assess
    expect(res.status).toBe(201);
    expect(article).toMatchObject({
      title: 'Screen readers in 2026',
      slug: 'screen-readers-in-2026',
      featured: true,
      isManualEntry: true,
      categoryId,
      author: 'Ada',
    });
    expect(article.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const tags = await (await api.send(`/api/articles/${article.id}/tags`)).json();
    expect(tags.map((t: { name: string }) => t.name).sort()).toEqual(['Blind', 'Low vision']);
    const image = await api.send(article.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toContain('max-age=31536000');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    expect(api.contentChanges).toContain(`article ${article.id} created`);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = await (await api.send('/api/articles?limit=100')).json();
    const res = await create(articleForm({ title: 'Anonymous article' }), false);
    expect(res.status).toBe(401);
    expect(await (await api.send('/api/articles?limit=100')).json()).toEqual(before);
  });

  it.each([
    [{ title: 'Tiny' }, 'title', 'Title must be at least 5 characters'],
    [{ summary: 'short' }, 'summary', 'Summary must be at least 10 characters'],
    [{ content: 'too short' }, 'content', 'Content must be at least 50 characters'],
    [{ categoryId: '' }, 'categoryId', 'Category is required'],
    [{ categoryId: '9999' }, 'categoryId', 'Category does not exist'],
    [{ tagIds: ['424242'] }, 'tagIds', 'Tag 424242 does not exist'],
    [{ tagIds: ['abc'] }, 'tagIds.0', 'Invalid tag id'],
    [{ featured: 'maybe' }, 'featured', expect.any(String)],
  ])('answers 400 to %o with an issue on %s', async (fields, path, message) => {
    const res = await create(articleForm(fields));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues).toContainEqual({ path, message });
  });

  it('refuses an SVG (415) and an image over 5 MB (413) before writing anything', async () => {
    const before = await (await api.send('/api/articles?limit=100')).json();
    const files = await uploadsStored();
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      'x.png',
      { type: 'image/png' },
    );
    const huge = new File([PNG, new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    expect((await create(articleForm({ title: 'With an SVG image' }, svg))).status).toBe(415);
    expect((await create(articleForm({ title: 'With a huge image' }, huge))).status).toBe(413);
    expect(await (await api.send('/api/articles?limit=100')).json()).toEqual(before);
    expect(await uploadsStored()).toEqual(files);
  });

  it('answers 409 to a taken slug, storing no image, and 403 to a cross-site form post', async () => {
    await create(articleForm({ title: 'Unique slug holder', slug: 'taken-slug' }));
    const files = await uploadsStored();
    const second = articleForm({ title: 'Second holder', slug: 'taken-slug' }, png());
    const refused = await create(second);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'This slug is already used by another article',
      field: 'slug',
    });
    expect(await uploadsStored()).toEqual(files);
    const crossSite = await fetch(`${api.url}/api/articles`, {
      method: 'POST',
      body: articleForm(),
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('GET /api/articles and friends', () => {
  it('lists with limit, offset and sort, newest first by default', async () => {
    const all = await (await api.send('/api/articles?limit=100')).json();
    const oldest = await (await api.send('/api/articles?limit=100&sort=oldest')).json();
    const page2 = await (await api.send('/api/articles?limit=1&offset=1')).json();
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(oldest.map((a: { id: number }) => a.id)).toEqual(
      all.map((a: { id: number }) => a.id).reverse(),
    );
    expect(page2).toEqual([all[1]]);
  });

  it('answers 400 to a bad limit, offset or sort', async () => {
    for (const q of [
      'limit=0',
      'limit=101',
      'offset=-1',
      'sort=random',
      'limit=1e400',
      'limit=1&limit=2',
    ]) {
      const res = await api.send(`/api/articles?${q}`);
      expect(res.status, q).toBe(400);
    }
  });

  it('gives the manual list to an admin only', async () => {
    expect((await api.send('/api/articles?isManualEntry=true')).status).toBe(401);
    const res = await api.send('/api/articles?isManualEntry=true', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()).every((a: { isManualEntry: boolean }) => a.isManualEntry)).toBe(true);
  });

  it('answers one article, 404 for an unknown id and 400 for a malformed one', async () => {
    const [first] = await (await api.send('/api/articles?limit=1')).json();
    // One article carries its rendered body too: null for plain text (product.md §10.11).
    expect(await (await api.send(`/api/articles/${first.id}`)).json()).toEqual({
      ...first,
      contentHtml: null,
    });
    expect((await api.send('/api/articles/999999')).status).toBe(404);
    expect((await api.send('/api/articles/999999/tags')).status).toBe(404);
    expect((await api.send('/api/articles/abc')).status).toBe(400);
    expect((await api.send('/api/articles/99999999999999999999')).status).toBe(400);
  });

  it('searches by title with no public caching, and needs q', async () => {
    const res = await api.send('/api/articles/search?q=screen%20read&limit=5');
    const hits = await res.json();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(hits[0]).toEqual({
      id: expect.any(Number),
      title: 'Screen readers in 2026',
      summary: 'What changed this year.',
    });
    expect((await api.send('/api/articles/search')).status).toBe(400);
  });

  it('counts views (204) and orders by them with sort=popular', async () => {
    const all = await (await api.send('/api/articles?limit=100')).json();
    const last = all[all.length - 1];
    expect((await api.send(`/api/articles/${last.id}/view`, { method: 'POST' })).status).toBe(204);
    expect((await api.send('/api/articles/999999/view', { method: 'POST' })).status).toBe(404);
    const popular = await (await api.send('/api/articles?sort=popular&limit=1')).json();
    expect(popular[0].id).toBe(last.id);
  });

  it('counts at most VIEWS_PER_CLIENT_HOUR views per client an hour, answering 204 either way', async () => {
    const article = await (await create(articleForm({ title: 'Counted views' }))).json();
    const view = (client: string) =>
      api.send(`/api/articles/${article.id}/view`, {
        method: 'POST',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i <= VIEWS_PER_CLIENT_HOUR; i++)
      expect((await view('198.51.100.7')).status).toBe(204);
    expect((await view('198.51.100.8')).status).toBe(204);
    const stored = await (await api.send(`/api/articles/${article.id}`)).json();
    expect(stored.views).toBe(VIEWS_PER_CLIENT_HOUR + 1);
    // Over the allowance, an unknown article is still a 404.
    expect(
      (
        await api.send('/api/articles/999999/view', {
          method: 'POST',
          headers: { 'x-forwarded-for': '198.51.100.7' },
        })
      ).status,
    ).toBe(404);
  });
});
