// Drafts through a forced sign-in (product.md §11.5): a save that meets a revoked session goes to sign-in, and after it the
// same form reopens with the typed text: the article edit tab (still at its first version, so a 409 still works) and
// create tab (with a note that the chosen image is gone), the event create and edit dialogs, and the RSS edit dialog.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Article, Event } from '../../functions/domain/index.ts';
import type { FeedServer } from '../support/feeds-server.ts';
import {
  addSourceApi,
  adminApi,
  adminCookie,
  feedServer,
  openRssAdmin,
  origin,
  revokeSession,
  signInContext,
  signInWithForm,
  toastTitled,
} from '../support/admin.ts';
import { expectVisible, url, withPage } from '../support/browser.ts';

const it = withPage();
// A real 1x1 PNG, as the article form accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const CONTENT =
  'Screen readers announce the draft again after the editor signs in, so nothing typed is lost.';

let feeds: FeedServer;
const events: number[] = [];
beforeAll(async () => {
  feeds = await feedServer();
});
afterAll(async () => {
  await feeds?.close();
  for (const id of events) await adminApi('DELETE', `/api/events/${id}`);
});

/** A manual article through the API (multipart, as the admin sends it); `id` given: an update without version. */
async function putArticle(title: string, id?: number): Promise<Article> {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title,
    summary: 'A drafts test summary.',
    content: CONTENT,
  }))
    form.set(k, v);
  form.set('categoryId', '1');
  const res = await fetch(url(id ? `/api/articles/${id}` : '/api/articles'), {
    method: id ? 'PUT' : 'POST',
    headers: { Origin: origin(), Cookie: await adminCookie() },
    body: form,
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as Article;
}

/**
 * Revokes the session, presses the save button, and signs in again from the page it leads to. The page's own move
 * to sign-in never asks "Leave site?": the form is kept as a draft.
 */
async function saveThroughSignIn(page: Page, button: string): Promise<void> {
  const prompts: string[] = [];
  page.on('dialog', (d) => {
    prompts.push(d.type());
    void d.accept();
  });
  await revokeSession(page.context());
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL('**/admin/login?next=*');
  await expectVisible(toastTitled(page, 'Session ended'));
  expect(prompts).toEqual([]);
  await signInWithForm(page);
}

describe('admin drafts kept through a forced sign-in', () => {
  it('reopens the article edit tab with the typed text, based on the version first loaded', async ({
    page,
  }) => {
    // Prepare
    const article = await putArticle(`Draft article ${Date.now()}`);
    await signInContext(page.context());
    await page.goto('/admin/articles');
    await page.getByRole('button', { name: `Edit ${article.title}` }).click();
    const title = page.getByLabel('Title', { exact: true });
    await expect.poll(() => title.inputValue()).toBe(article.title);
    await title.fill(`${article.title} (typed)`);
    // Act
    await saveThroughSignIn(page, 'Update Article');
    // Assess
    expect(new URL(page.url()).pathname).toBe('/admin/articles');
    await expectVisible(page.getByRole('tab', { name: 'Edit Article', selected: true }));
    await expect.poll(() => title.inputValue()).toBe(`${article.title} (typed)`);
    await expect.poll(() => page.getByLabel('Category', { exact: true }).inputValue()).toBe('1');
    // Act: someone saves meanwhile; the restored edit is still based on the first version
    await putArticle(`${article.title} (theirs)`, article.id);
    await page.getByRole('button', { name: 'Update Article' }).click();
    // Assess
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'Someone else saved this article' }),
    );
    expect(await title.inputValue()).toBe(`${article.title} (typed)`);
  });

  it('reopens the event create dialog with the typed values', async ({ page }) => {
    // Prepare
    const name = `Draft event ${Date.now()}`;
    await signInContext(page.context());
    await page.goto('/admin/events');
    await page.getByRole('button', { name: 'Add New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await dialog.waitFor();
    await page.getByLabel('Event Title').fill(name);
    await page.getByLabel('Description', { exact: true }).fill('Typed before the session ended.');
    await page.getByLabel('Start Date', { exact: true }).fill('2030-06-15');
    // Act
    await saveThroughSignIn(page, 'Create Event');
    // Assess
    expect(new URL(page.url()).pathname).toBe('/admin/events');
    await expectVisible(dialog);
    expect(await page.getByLabel('Event Title').inputValue()).toBe(name);
    expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe(
      'Typed before the session ended.',
    );
    expect(await page.getByLabel('Start Date', { exact: true }).inputValue()).toBe('2030-06-15');
    // Act: the draft is complete, so it saves now
    await page.getByRole('button', { name: 'Create Event' }).click();
    // Assess
    await expectVisible(toastTitled(page, 'Success'));
    const list = (await (
      await adminApi('GET', `/api/events?search=${encodeURIComponent(name)}`)
    ).json()) as Event[];
    events.push(...list.filter((e) => e.title === name).map((e) => e.id));
    expect(events.length).toBe(1);
  });

  it('reopens the article create tab with the typed text and says the chosen image was not kept', async ({
    page,
  }) => {
    // Prepare
    const name = `Draft new article ${Date.now()}`;
    await signInContext(page.context());
    await page.goto('/admin/articles');
    await page.getByRole('tab', { name: 'Create New Article' }).click();
    await page.getByLabel('Title', { exact: true }).fill(name);
    await page.getByLabel('Summary', { exact: true }).fill('A drafts test summary.');
    await page.getByLabel('Content', { exact: true }).fill(CONTENT);
    const category = page.getByLabel('Category', { exact: true });
    await category.selectOption({ index: 1 });
    const chosen = await category.inputValue();
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'i.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Alt text').fill('A braille display');
    // Act
    await saveThroughSignIn(page, 'Create Article');
    // Assess
    await expectVisible(page.getByRole('tab', { name: 'Create New Article', selected: true }));
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe(name);
    expect(await page.getByLabel('Content', { exact: true }).inputValue()).toBe(CONTENT);
    // The select shows the chosen category, not "Select a category" (its options load after the draft).
    await expect.poll(() => category.inputValue()).toBe(chosen);
    await expectVisible(page.getByText('The image you had chosen could not be kept'));
  });

  it('reopens the event edit dialog of that event with the typed values', async ({ page }) => {
    // Prepare
    const name = `Draft edit event ${Date.now()}`;
    const res = await adminApi('POST', '/api/events', {
      title: name,
      description: 'An event made by the drafts test.',
      eventDate: '2030-07-01T00:00:00.000Z',
    });
    const event = (await res.json()) as Event;
    events.push(event.id);
    await signInContext(page.context());
    await page.goto('/admin/events');
    await page.getByPlaceholder('Search events...').fill(name);
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await page.getByLabel('Event Title').fill(`${name} (typed)`);
    // Act
    await saveThroughSignIn(page, 'Update Event');
    // Assess
    await expectVisible(dialog);
    expect(await page.getByLabel('Event Title').inputValue()).toBe(`${name} (typed)`);
    expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe(
      'An event made by the drafts test.',
    );
  });

  it('reopens the RSS edit dialog of that source with the typed values', async ({ page }) => {
    // Prepare
    const source = await addSourceApi(`Draft feed ${Date.now()}`, `${feeds.url}/rss`);
    await openRssAdmin(page);
    await page.getByRole('button', { name: `Edit ${source.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit RSS Feed' });
    await dialog.getByLabel('Name', { exact: true }).fill(`${source.name} (typed)`);
    // Act
    await saveThroughSignIn(page, 'Save Changes');
    // Assess
    expect(new URL(page.url()).pathname).toBe('/admin/rss');
    await expectVisible(dialog);
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe(
      `${source.name} (typed)`,
    );
    expect(await dialog.getByLabel('URL', { exact: true }).inputValue()).toBe(source.url);
    await adminApi('DELETE', `/api/rss/sources/${source.id}`);
  });
});
