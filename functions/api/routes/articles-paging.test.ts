// Integration tests over real HTTP: the deepest offset the article lists answer (MAX_LIST_OFFSET), and a clear 400 past it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createTag } from '../../data/index.ts';
import { MAX_LIST_OFFSET } from '../../domain/index.ts';
import { startTestApi, type TestApi } from '../../../tests/support/api.ts';

let api: TestApi;
let cookie: string;
let lists: string[];

beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.login();
  const category = await createCategory(api.db, { name: 'Captions' });
  const tag = await createTag(api.db, { name: 'Deaf' });
  lists = [
    '/api/articles',
    '/api/articles?isManualEntry=true&',
    `/api/categories/${category.id}/articles`,
    `/api/disability-tags/${tag.id}/articles`,
  ].map((path) => (path.endsWith('&') ? path : `${path}?`));
});
afterAll(() => api.close());

describe('the offset cap of the article lists', () => {
  it('answers a page at the cap itself (empty past the last article)', async () => {
    for (const list of lists) {
      // Act
      const res = await api.send(`${list}limit=6&offset=${MAX_LIST_OFFSET}`, { cookie });
      // Assess
      expect(res.status, list).toBe(200);
      expect(await res.json(), list).toEqual([]);
    }
  });

  it('answers 400 past the cap, saying what the deepest offset is', async () => {
    for (const list of lists) {
      // Act
      const res = await api.send(`${list}limit=6&offset=${MAX_LIST_OFFSET + 1}`, { cookie });
      // Assess
      expect(res.status, list).toBe(400);
      expect(await res.json(), list).toEqual({
        error: `Offset must be at most ${MAX_LIST_OFFSET}`,
        issues: [{ path: 'offset', message: `Offset must be at most ${MAX_LIST_OFFSET}` }],
      });
    }
  });
});
