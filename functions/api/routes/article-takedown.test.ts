// Integration tests over real HTTP: the 'Imported' list, take-down, restore, the alt text fix and DELETE of an
// imported article (product.md §7, §10.16), each with its 401, 404 and 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../data/index.ts';
import { DELETED_BY_EDITOR, TAKE_DOWN_REASON_REQUIRED } from '../../domain/article-takedown.ts';
import type { Article } from '../../domain/index.ts';
import { newArticle } from '../../../tests/support/data.ts';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';

let api: TestApi;
let cookie: string;
let imported: Article;
let manual: Article;

const post = (path: string, body?: unknown, withCookie = true, method = 'POST') =>
  api.send(path, {
    method,
    ...(withCookie ? { cookie } : {}),
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
const issues = async (res: Response) =>
  ((await res.json()) as { issues: { message: string }[] }).issues.map((i) => i.message);

beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.login();
  imported = await createArticle(
    api.db,
    newArticle({
      title: 'Audio description on stage',
      sourceName: 'Stage news',
      imageUrl: 'https://stage.example.org/a.jpg',
    }),
  );
  manual = await createArticle(api.db, newArticle({ isManualEntry: true, sourceUrl: '' }));
});
afterAll(() => api.close());

describe('GET /api/articles/imported', () => {
  it('lists imported articles only, searched and filtered, never stored; 401 without a session, 400 for a bad page', async () => {
    // Act
    const res = await api.send('/api/articles/imported', { cookie });
    const search = await api.send('/api/articles/imported?q=descrip&source=stage%20news', {
      cookie,
    });
    const none = await api.send('/api/articles/imported?source=Elsewhere', { cookie });
    const anonymous = await api.send('/api/articles/imported');
    const bad = await api.send('/api/articles/imported?limit=0', { cookie });
    // Assess
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(((await res.json()) as Article[]).map((a) => a.id)).toEqual([imported.id]);
    expect(((await search.json()) as Article[]).map((a) => a.id)).toEqual([imported.id]);
    expect(await none.json()).toEqual([]);
    expect(anonymous.status).toBe(401);
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/articles/:id/take-down and /restore', () => {
  it('refuses without a session (401), an unknown article (404), no reason or a manual article (400)', async () => {
    const path = `/api/articles/${imported.id}/take-down`;
    expect((await post(path, { reason: 'Wrong story' }, false)).status).toBe(401);
    expect((await post('/api/articles/999999/take-down', { reason: 'Wrong story' })).status).toBe(
      404,
    );
    const missing = await post(path, {});
    expect(missing.status).toBe(400);
    expect(await issues(missing)).toEqual([TAKE_DOWN_REASON_REQUIRED]);
    expect((await post(path, { reason: '   ' })).status).toBe(400);
    expect((await post(`/api/articles/${manual.id}/take-down`, { reason: 'No' })).status).toBe(400);
    expect((await post(`/api/articles/${imported.id}/restore`)).status).toBe(400);
  });

  it('takes it down (404 to readers, the take-down in the list, a change notice), then restores it', async () => {
    // Act
    const res = await post(`/api/articles/${imported.id}/take-down`, {
      reason: 'Legal request',
      version: imported.version,
    });
    const reader = await api.send(`/api/articles/${imported.id}`);
    const listed = (await (
      await api.send('/api/articles/imported', { cookie })
    ).json()) as Article[];
    // Assess
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ takenDownReason: 'Legal request' });
    expect(reader.status).toBe(404);
    expect(listed[0]).toMatchObject({ id: imported.id, takenDownReason: 'Legal request' });
    expect(api.contentChanges).toContain(`article ${imported.id} taken down`);
    expect((await post(`/api/articles/${imported.id}/restore`, undefined, false)).status).toBe(401);
    expect((await post('/api/articles/999999/restore')).status).toBe(404);
    const restored = await post(`/api/articles/${imported.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ takenDownAt: null, takenDownReason: null });
    expect((await api.send(`/api/articles/${imported.id}`)).status).toBe(200);
  });
});

describe('PUT /api/articles/:id/image-alt', () => {
  it('fixes the alt text; 401, 404, and 400 for a missing one or a manual article', async () => {
    const path = `/api/articles/${imported.id}/image-alt`;
    expect((await post(path, { imageAlt: 'x' }, false, 'PUT')).status).toBe(401);
    expect(
      (await post('/api/articles/999999/image-alt', { imageAlt: 'x' }, true, 'PUT')).status,
    ).toBe(404);
    expect((await post(path, {}, true, 'PUT')).status).toBe(400);
    expect(
      (await post(`/api/articles/${manual.id}/image-alt`, { imageAlt: 'x' }, true, 'PUT')).status,
    ).toBe(400);
    const res = await post(path, { imageAlt: 'Actors and a describer on stage' }, true, 'PUT');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ imageAlt: 'Actors and a describer on stage' });
  });
});

describe('DELETE /api/articles/:id of an imported article', () => {
  it('takes it down with the default reason, and a manual one is still deleted', async () => {
    // Act
    const res = await post(`/api/articles/${imported.id}`, undefined, true, 'DELETE');
    const gone = await post(`/api/articles/${manual.id}`, undefined, true, 'DELETE');
    // Assess
    expect(res.status).toBe(204);
    expect(gone.status).toBe(204);
    expect((await api.send(`/api/articles/${imported.id}`)).status).toBe(404);
    expect((await api.send(`/api/articles/${imported.id}`, { cookie })).status).toBe(200);
    const [listed] = (await (
      await api.send('/api/articles/imported', { cookie })
    ).json()) as Article[];
    expect(listed).toMatchObject({ id: imported.id, takenDownReason: DELETED_BY_EDITOR });
    expect((await api.send(`/api/articles/${manual.id}`, { cookie })).status).toBe(404);
  });
});
