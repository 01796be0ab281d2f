// POST /api/site/rebuild: editors only; asks for a build of every page; article writes name only their pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../data/index.ts';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';

let api: TestApi;
let cookie: string;

beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.login();
});
afterAll(() => api.close());

describe('POST /api/site/rebuild', () => {
  it('refuses a visitor without a session and asks for nothing', async () => {
    // Prepare
    const before = api.contentChanges.length;
    // Act
    const res = await api.send('/api/site/rebuild', { method: 'POST' });
    // Assess
    expect(res.status).toBe(401);
    expect(api.contentChanges.length).toBe(before);
  });

  it('answers 202 and asks for a full rebuild (a change with no scope)', async () => {
    // Act
    const res = await api.send('/api/site/rebuild', { method: 'POST', cookie });
    // Assess
    expect(res.status).toBe(202);
    expect(api.contentChanges.at(-1)).toBe('full rebuild requested by an editor');
    expect(api.changeScopes.at(-1)).toBeUndefined();
  });

  it('lets an article write name only its own page, and a glossary write no article page', async () => {
    // Prepare
    const categoryId = (await createCategory(api.db, { name: 'Scopes' })).id;
    // Act
    const article = await api.send('/api/articles', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Scoped rebuilds',
        summary: 'Only the pages a change touches.',
        content: 'A change to one article rebuilds its page and the listing pages, nothing more.',
        categoryId,
      }),
    });
    const { id } = (await article.json()) as { id: number };
    const term = await api.send('/api/glossary', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        term: 'Scope',
        definition: 'What a change touches.',
        category: 'Build',
      }),
    });
    // Assess
    expect([article.status, term.status]).toEqual([201, 201]);
    expect(api.changeScopes.slice(-2)).toEqual([[id], []]);
  });
});
