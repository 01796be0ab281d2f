// Helpers for the /api/articles route tests: a PNG's first bytes, the article form, creating one, the stored uploads.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createCategory } from '../../functions/data/index.ts';
import { startTestApi, type TestApi } from './api.ts';

export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const CONTENT =
  'Screen readers turn text into speech and braille, and this article explains how they work today.';

/** What a test file starts before its tests: the API, an admin session, and a category for its articles. */
export interface ArticlesApi {
  api: TestApi;
  cookie: string;
  categoryId: number;
}

export async function startArticlesApi(): Promise<ArticlesApi> {
  const api = await startTestApi();
  const cookie = await api.login();
  const categoryId = (await createCategory(api.db, { name: 'Screen Readers' })).id;
  return { api, cookie, categoryId };
}

/** The calls on the API that `world()` answers, read at each call (a file's beforeAll starts it). */
export function articleCalls(world: () => ArticlesApi) {
  function articleForm(fields: Record<string, string | string[]> = {}, image?: File): FormData {
    const form = new FormData();
    const values = {
      title: 'Screen readers in 2026',
      summary: 'What changed this year.',
      content: CONTENT,
      author: 'Ada',
      categoryId: String(world().categoryId),
      featured: 'true',
      ...fields,
    };
    for (const [key, value] of Object.entries(values))
      for (const v of [value].flat()) form.append(key, v);
    if (image) form.append('image', image);
    return form;
  }
  const create = (form: FormData, withCookie = true) =>
    world().api.send('/api/articles', {
      method: 'POST',
      body: form,
      ...(withCookie ? { cookie: world().cookie } : {}),
    });
  const uploadsStored = async () =>
    (await readdir(join(world().api.dataDir, 'uploads')).catch(() => [])).filter(
      (f) => !f.startsWith('.'),
    );
  const png = () => new File([PNG], 'pic.png', { type: 'image/png' });
  return { articleForm, create, uploadsStored, png };
}
