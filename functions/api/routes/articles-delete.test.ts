// Integration tests over real HTTP: DELETE /api/articles/:id and the article's imageAlt (product.md §11.7).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createTag } from '../../data/index.ts';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';
import { PNG } from '../../../tests/support/articles-api.ts';

const CONTENT =
  'Refreshable braille displays raise pins under the fingers, and this piece explains the zebrafinch cells.';

let api: TestApi;
let cookie: string;
let categoryId: number;
let tagId: number;

function articleForm(fields: Record<string, string> = {}, withImage = false): FormData {
  const form = new FormData();
  const values = {
    title: 'Braille displays explained',
    summary: 'How pins become letters.',
    content: CONTENT,
    categoryId: String(categoryId),
    tagIds: String(tagId),
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  if (withImage) form.append('image', new File([PNG], 'cells.png', { type: 'image/png' }));
  return form;
}
const create = async (fields: Record<string, string> = {}, withImage = false) => {
  const res = await api.send('/api/articles', {
    method: 'POST',
    body: articleForm(fields, withImage),
    cookie,
  });
  return { res, body: await res.json() };
};
const remove = (id: number, withCookie = true) =>
  api.send(`/api/articles/${id}`, { method: 'DELETE', ...(withCookie ? { cookie } : {}) });
const uploadsStored = async () =>
  (await readdir(join(api.dataDir, 'uploads')).catch(() => [])).filter((f) => !f.startsWith('.'));
const searchIds = async (q: string) =>
  ((await (await api.send(`/api/articles/search?q=${q}`)).json()) as { id: number }[]).map(
    (a) => a.id,
  );

beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.login();
  categoryId = (await createCategory(api.db, { name: 'Braille' })).id;
  tagId = (await createTag(api.db, { name: 'Blind' })).id;
});
afterAll(() => api.close());

describe('DELETE /api/articles/:id (admin)', () => {
  it('answers 204 and removes the article, its tag links, its postings and its image', async () => {
    // Prepare
    const { body: article } = await create({ imageAlt: 'A braille display' }, true);
    const file = article.imageUrl.slice('/uploads/'.length);
    expect(await uploadsStored()).toContain(file);
    expect(await searchIds('zebrafinch')).toContain(article.id);
    await api.send(`/api/articles/${article.id}/view`, { method: 'POST' });
    // Act
    const res = await remove(article.id);
    // Assess
    expect(res.status).toBe(204);
    expect(api.contentChanges.at(-1)).toBe(`article ${article.id} deleted`);
    // Scoped to the article, as an edit's notice is: the partial rebuild takes it off the site as fast as an
    // edit goes live (product.md §11.14), rather than a full build (bench:rebuild prints both times).
    expect(api.changeScopes.at(-1)).toEqual([article.id]);
    expect((await api.send(`/api/articles/${article.id}`)).status).toBe(404);
    expect((await api.send(article.imageUrl)).status).toBe(404);
    expect(await uploadsStored()).not.toContain(file);
    expect(await searchIds('zebrafinch')).not.toContain(article.id);
    const byTag = await (await api.send(`/api/disability-tags/${tagId}/articles`)).json();
    expect(JSON.stringify(byTag)).not.toContain(`"id":${article.id},`);
    const manual = await (await api.send('/api/articles?isManualEntry=true', { cookie })).json();
    expect(JSON.stringify(manual)).not.toContain('Braille displays explained');
  });

  it('frees the slug for a new article', async () => {
    // Prepare
    const { body: first } = await create({ slug: 'freed-slug' });
    // Act
    await remove(first.id);
    const { res, body: second } = await create({ slug: 'freed-slug' });
    // Assess
    expect(res.status).toBe(201);
    expect(second.slug).toBe('freed-slug');
  });

  it('answers 404 to an unknown id and 401 without a session, changing nothing', async () => {
    // Prepare
    const { body: article } = await create();
    const changes = api.contentChanges.length;
    // Act
    const unknown = await remove(999_999);
    const anonymous = await remove(article.id, false);
    // Assess
    expect(unknown.status).toBe(404);
    expect(anonymous.status).toBe(401);
    expect((await api.send(`/api/articles/${article.id}`)).status).toBe(200);
    expect(api.contentChanges.length).toBe(changes);
  });
});

describe('imageAlt', () => {
  it('is saved with the image and returned, and an empty one marks it decorative', async () => {
    // Act
    const { res, body } = await create({ imageAlt: '  Pins raised on a display  ' }, true);
    const { body: decorative } = await create({ imageAlt: '' }, true);
    // Assess
    expect(res.status).toBe(201);
    expect(body.imageAlt).toBe('Pins raised on a display');
    expect((await (await api.send(`/api/articles/${body.id}`)).json()).imageAlt).toBe(
      'Pins raised on a display',
    );
    expect(decorative.imageAlt).toBe('');
  });

  it('is kept by an update that does not send it and dropped with the image', async () => {
    // Prepare
    const { body: article } = await create({ imageAlt: 'A display' }, true);
    const put = (fields: Record<string, string>) =>
      api.send(`/api/articles/${article.id}`, { method: 'PUT', body: articleForm(fields), cookie });
    // Act
    const kept = await (await put({ title: 'Braille displays, explained' })).json();
    const dropped = await (await put({ removeImage: 'true' })).json();
    // Assess
    expect(kept.imageAlt).toBe('A display');
    expect(dropped.imageUrl).toBeNull();
    expect(dropped.imageAlt).toBeNull();
  });

  it('refuses more than 250 characters with a 400 naming the field, storing nothing', async () => {
    // Prepare
    const files = await uploadsStored();
    // Act
    const { res, body } = await create({ imageAlt: 'a'.repeat(251) }, true);
    // Assess
    expect(res.status).toBe(400);
    expect(body.issues).toContainEqual({
      path: 'imageAlt',
      message: 'Image alt text must be at most 250 characters',
    });
    expect(await uploadsStored()).toEqual(files);
  });
});
