// Integration tests over real HTTP: PUT /api/articles/:id (product.md §7), its version check and the image it keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../../tests/support/api.ts';
import {
  articleCalls,
  startArticlesApi,
  type ArticlesApi,
} from '../../../tests/support/articles-api.ts';

let world: ArticlesApi;
let api: TestApi;
let cookie: string;

const { articleForm, create, uploadsStored, png } = articleCalls(() => world);

beforeAll(async () => {
  world = await startArticlesApi();
  ({ api, cookie } = world);
});
afterAll(() => api.close());

describe('PUT /api/articles/:id', () => {
  it('updates (200), keeps the slug when blank, and answers 409 to a stale version', async () => {
    const created = await (await create(articleForm({ title: 'Before the update' }))).json();
    const res = await api.send(`/api/articles/${created.id}`, {
      method: 'PUT',
      cookie,
      body: articleForm({ title: 'After the update', slug: '', version: String(created.version) }),
    });
    const updated = await res.json();
    expect(res.status).toBe(200);
    expect(updated).toMatchObject({
      title: 'After the update',
      slug: created.slug,
      version: created.version + 1,
    });
    const files = await uploadsStored();
    const stale = await api.send(`/api/articles/${created.id}`, {
      method: 'PUT',
      cookie,
      body: articleForm({ version: String(created.version) }, png()),
    });
    expect(stale.status).toBe(409);
    expect(await uploadsStored()).toEqual(files);
    expect(
      (await api.send('/api/articles/999999', { method: 'PUT', cookie, body: articleForm() }))
        .status,
    ).toBe(404);
    expect(
      (await api.send(`/api/articles/${created.id}`, { method: 'PUT', body: articleForm() }))
        .status,
    ).toBe(401);
  });

  it('keeps the image unless a new one comes or removeImage is true; a dropped file lives while a revision names it', async () => {
    const created = await (await create(articleForm({ title: 'With a picture' }, png()))).json();
    const put = async (fields: Record<string, string>, image?: File) =>
      (
        await api.send(`/api/articles/${created.id}`, {
          method: 'PUT',
          cookie,
          body: articleForm({ title: 'With a picture', ...fields }, image),
        })
      ).json();
    // The image and its .type sidecar, if still on disk.
    const filesOf = async (url: string) =>
      (await uploadsStored()).filter((f) => f.startsWith(url.slice('/uploads/'.length)));
    const kept = await put({});
    expect(kept.imageUrl).toBe(created.imageUrl);
    expect((await api.send(created.imageUrl)).status).toBe(200);
    expect(await filesOf(created.imageUrl)).toHaveLength(2);
    const replaced = await put({ removeImage: 'true' }, png());
    expect(replaced.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(replaced.imageUrl).not.toBe(created.imageUrl);
    expect((await api.send(replaced.imageUrl)).status).toBe(200);
    const removed = await put({ removeImage: 'true' });
    expect(removed.imageUrl).toBeNull();
    expect((await (await api.send(`/api/articles/${created.id}`)).json()).imageUrl).toBeNull();
    // The revisions name both images (product.md §10.13): they stay until the article goes.
    for (const url of [created.imageUrl, replaced.imageUrl])
      expect((await api.send(url)).status).toBe(200);
    await api.send(`/api/articles/${created.id}`, { method: 'DELETE', cookie });
    for (const url of [created.imageUrl, replaced.imageUrl]) {
      expect((await api.send(url)).status).toBe(404);
      expect(await filesOf(url)).toEqual([]);
    }
  });
});
