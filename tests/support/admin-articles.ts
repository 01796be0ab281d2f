// Helpers for the /admin/articles e2e file: a real PNG, articles stored through the API, the screen opened signed in,
// the form filled, the saved notice, and the not-found page once a deletion is rebuilt.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Article } from '../../functions/domain/index.ts';
import { adminApi, adminCookie, origin, signInContext, toastTitled } from './admin.ts';
import { expectVisible, url } from './browser.ts';

// A real 1x1 PNG, so the preview can draw it and the server's magic-byte check accepts it.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const CONTENT =
  'Refreshable braille displays raise small pins so that readers can feel each letter under their fingers.';
export const ALT_REQUIRED =
  'Describe the image in the alt text, or tick "This image is decorative".';

export async function openArticles(page: Page): Promise<void> {
  await signInContext(page.context());
  await page.goto('/admin/articles');
  await page.getByRole('tab', { name: 'Article List' }).waitFor();
}

export async function openCreate(page: Page): Promise<void> {
  await openArticles(page);
  await page.getByRole('tab', { name: 'Create New Article' }).click();
  await page.getByLabel('Title', { exact: true }).waitFor();
}

export async function fillArticle(page: Page, title: string): Promise<void> {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByLabel('Summary', { exact: true })
    .fill('How pins become letters under the fingers.');
  await page.getByLabel('Content', { exact: true }).fill(CONTENT);
  await page.getByLabel('Author', { exact: true }).fill('Ada');
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
}

export const chooseImage = (page: Page) =>
  page
    .getByLabel('Image file')
    .setInputFiles({ name: 'display.png', mimeType: 'image/png', buffer: PNG });

/** Picks a file the browser's image rule refuses (an SVG). */
export const chooseSvg = (page: Page) =>
  page
    .getByLabel('Image file')
    .setInputFiles({ name: 'x.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });

/** Creates a manual article through the API (optionally with an image and alt text). */
export async function createApi(title: string, imageAlt?: string): Promise<Article> {
  const form = new FormData();
  form.set('title', title);
  form.set('summary', 'A summary written by the admin article test.');
  form.set('content', CONTENT);
  form.set('categoryId', '1');
  if (imageAlt !== undefined) {
    form.set('imageAlt', imageAlt);
    form.set('image', new File([PNG], 'i.png', { type: 'image/png' }));
  }
  const res = await fetch(url('/api/articles'), {
    method: 'POST',
    headers: { Origin: origin(), Cookie: await adminCookie() },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Article;
}

/** Removes an article stored for a check that does not delete it itself. */
export async function deleteApi(id: number): Promise<void> {
  expect((await adminApi('DELETE', `/api/articles/${id}`)).ok).toBe(true);
}

export const saved = async (page: Page, message: string) => {
  await expectVisible(toastTitled(page, 'Success'));
  await expectVisible(page.getByText(message));
};

/** After a deletion: polls until the rebuilt site no longer has the article's page, then checks the reader's panel. */
export async function expectNotFoundAfterRebuild(page: Page, id: number): Promise<void> {
  await expect
    .poll(async () => (await fetch(url(`/article/${id}`))).status, {
      timeout: 200_000,
      interval: 250, // a local fetch: see the rebuilt site as soon as it is served
    })
    .toBe(404);
  await page.goto(`/article/${id}`);
  await expectVisible(page.getByRole('heading', { name: 'Article Not Found' }));
}
