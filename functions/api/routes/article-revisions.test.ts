// Integration tests over real HTTP: /api/articles/:id/revisions, one revision and its restore (product.md §7, §10.13).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../data/index.ts';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';

const CONTENT =
  'Voice control lets people who cannot use a mouse or keyboard run a computer by speaking to it.';

let api: TestApi;
let cookie: string;
let categoryId: number;

function articleForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values = {
    title: 'Voice control at work',
    summary: 'Speaking to the computer.',
    content: CONTENT,
    categoryId: String(categoryId),
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  return form;
}

/** An article saved three times: version 3, with revisions 2 and 1. */
async function articleWithHistory() {
  const send = (path: string, method: string, fields: Record<string, string>) =>
    api.send(path, { method, cookie, body: articleForm(fields) }).then((r) => r.json());
  const created = await send('/api/articles', 'POST', {});
  await send(`/api/articles/${created.id}`, 'PUT', { title: 'Voice control at home' });
  await send(`/api/articles/${created.id}`, 'PUT', { title: 'Voice control everywhere' });
  return created as { id: number; title: string };
}

const restore = (id: number, revision: number, body: unknown, withCookie = true) =>
  api.send(`/api/articles/${id}/revisions/${revision}/restore`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...(withCookie ? { cookie } : {}),
  });

beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.login();
  categoryId = (await createCategory(api.db, { name: 'Motor' })).id;
});
afterAll(() => api.close());

describe('GET /api/articles/:id/revisions', () => {
  it('lists the kept versions newest first with their times, never stored by a cache', async () => {
    // Prepare
    const article = await articleWithHistory();
    // Act
    const res = await api.send(`/api/articles/${article.id}/revisions`, { cookie });
    // Assess
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const list = await res.json();
    expect(list.map((r: { version: number; title: string }) => [r.version, r.title])).toEqual([
      [2, 'Voice control at home'],
      [1, 'Voice control at work'],
    ]);
    for (const r of list) expect(Number.isNaN(Date.parse(r.savedAt))).toBe(false);
  });

  it('answers 401 without a session and 404 for an unknown article', async () => {
    // Prepare
    const article = await articleWithHistory();
    // Act
    const anonymous = await api.send(`/api/articles/${article.id}/revisions`);
    const unknown = await api.send('/api/articles/999999/revisions', { cookie });
    // Assess
    expect(anonymous.status).toBe(401);
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/articles/:id/revisions/:version', () => {
  it('answers one kept version whole, 401 without a session, 404 for an unknown article or revision', async () => {
    // Prepare
    const article = await articleWithHistory();
    const path = `/api/articles/${article.id}/revisions`;
    // Act
    const res = await api.send(`${path}/1`, { cookie });
    const anonymous = await api.send(`${path}/1`);
    const unknownRevision = await api.send(`${path}/3`, { cookie });
    const unknownArticle = await api.send('/api/articles/999999/revisions/1', { cookie });
    // Assess
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.json()).toMatchObject({
      version: 1,
      title: 'Voice control at work',
      summary: 'Speaking to the computer.',
      content: CONTENT,
      categoryId,
      tagIds: [],
    });
    expect(anonymous.status).toBe(401);
    expect(unknownRevision.status).toBe(404);
    expect(unknownArticle.status).toBe(404);
    // An error answer is never stored either (requireAdmin's header, kept by the error handler).
    expect(unknownRevision.headers.get('cache-control')).toContain('no-store');
  });
});

describe('POST /api/articles/:id/revisions/:version/restore', () => {
  it('restores as a new save that keeps the version it replaced, with a change notice', async () => {
    // Prepare
    const article = await articleWithHistory();
    // Act
    const res = await restore(article.id, 1, { version: 3 });
    // Assess
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: 'Voice control at work', version: 4 });
    const list = await (await api.send(`/api/articles/${article.id}/revisions`, { cookie })).json();
    expect(list.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
    expect(list[0].title).toBe('Voice control everywhere');
    expect(api.contentChanges.at(-1)).toBe(`article ${article.id} updated`);
    const stored = await (await api.send(`/api/articles/${article.id}`)).json();
    expect(stored.title).toBe('Voice control at work');
  });

  it('answers 409 with the current version to a stale one, changing nothing', async () => {
    // Prepare
    const article = await articleWithHistory();
    const changes = api.contentChanges.length;
    // Act
    const res = await restore(article.id, 1, { version: 2 });
    // Assess
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ currentVersion: 3 });
    expect(api.contentChanges.length).toBe(changes);
    expect((await (await api.send(`/api/articles/${article.id}`)).json()).version).toBe(3);
  });

  it('answers 401 without a session, 404 for an unknown article or revision, 400 without a version', async () => {
    // Prepare
    const article = await articleWithHistory();
    // Act
    const anonymous = await restore(article.id, 1, { version: 3 }, false);
    const unknownArticle = await restore(999999, 1, { version: 1 });
    const unknownRevision = await restore(article.id, 7, { version: 3 });
    const noVersion = await restore(article.id, 1, {});
    // Assess
    expect(anonymous.status).toBe(401);
    expect(unknownArticle.status).toBe(404);
    expect(unknownRevision.status).toBe(404);
    expect(noVersion.status).toBe(400);
    expect((await (await api.send(`/api/articles/${article.id}`)).json()).version).toBe(3);
  });
});
