// Integration tests over real HTTP: /api/glossary list, search and admin JSON writes (product.md §5, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.login();
});
afterAll(() => api.close());

const json = (method: string, path: string, body: unknown, withCookie = true) =>
  api.send(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(withCookie ? { cookie } : {}),
  });
const term = (t: string) => ({
  term: t,
  definition: `${t} explained in more than ten characters.`,
  category: 'Standards',
});

describe('/api/glossary', () => {
  it('creates (201), lists sorted by term, searches, updates (200) and deletes (204)', async () => {
    const wcag = await (await json('POST', '/api/glossary', term('WCAG'))).json();
    const created = await json('POST', '/api/glossary', term('ARIA'));
    expect(created.status).toBe(201);
    const aria = await created.json();
    expect(aria).toMatchObject({ id: expect.any(Number), term: 'ARIA', category: 'Standards' });

    expect(
      (await (await api.send('/api/glossary')).json()).map((t: { term: string }) => t.term),
    ).toEqual(['ARIA', 'WCAG']);
    const search = await api.send('/api/glossary?search=wcag');
    expect((await search.json()).map((t: { term: string }) => t.term)).toEqual(['WCAG']);
    expect(search.headers.get('cache-control')).toBe('no-store');

    const updated = await json('PUT', `/api/glossary/${wcag.id}`, {
      ...term('WCAG 2.2'),
      version: wcag.version,
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).term).toBe('WCAG 2.2');
    expect(
      (await json('PUT', `/api/glossary/${wcag.id}`, { ...term('Stale'), version: wcag.version }))
        .status,
    ).toBe(409);

    expect((await api.send(`/api/glossary/${aria.id}`, { method: 'DELETE', cookie })).status).toBe(
      204,
    );
    expect((await api.send(`/api/glossary/${aria.id}`)).status).toBe(404);
    expect(api.contentChanges).toEqual(
      expect.arrayContaining([
        `glossary term ${aria.id} deleted`,
        `glossary term ${wcag.id} updated`,
      ]),
    );
  });

  it("answers 400 with product.md §5's messages", async () => {
    const res = await json('POST', '/api/glossary', {
      term: 'A',
      definition: 'short',
      category: 'x',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([
      { path: 'term', message: 'Term must be at least 2 characters' },
      { path: 'definition', message: 'Definition must be at least 10 characters' },
      { path: 'category', message: 'Category must be at least 2 characters' },
    ]);
  });

  it('answers 401 to every write without a session, and 404 to unknown ids with one', async () => {
    expect((await json('POST', '/api/glossary', term('Alt text'), false)).status).toBe(401);
    expect((await json('PUT', '/api/glossary/1', term('Alt text'), false)).status).toBe(401);
    expect((await api.send('/api/glossary/1', { method: 'DELETE' })).status).toBe(401);
    expect((await json('PUT', '/api/glossary/99999', term('Alt text'))).status).toBe(404);
    expect((await api.send('/api/glossary/99999', { method: 'DELETE', cookie })).status).toBe(404);
  });

  it('answers 400 to an id with leading zeros, leaving the term it would have named', async () => {
    const saved = (await (await json('POST', '/api/glossary', term('Zero padded'))).json()) as {
      id: number;
    };
    const padded = `/api/glossary/${String(saved.id).padStart(5, '0')}`;
    const res = await api.send(padded, { method: 'DELETE', cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Invalid id',
      issues: [{ path: 'id', message: 'Invalid id' }],
    });
    expect((await api.send(`/api/glossary/${saved.id}`)).status).toBe(200);
  });
});
