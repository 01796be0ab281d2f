// /admin/articles (product.md §2.14, §5): create with tags and an image, the alt rule, validation, edit and a 409, preview, leaving.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { Article } from '../../functions/domain/index.ts';
import { adminCookie, origin, toastTitled } from '../support/admin.ts';
import {
  ALT_REQUIRED,
  chooseImage,
  chooseSvg,
  CONTENT,
  createApi,
  fillArticle,
  openArticles,
  openCreate,
  saved,
} from '../support/admin-articles.ts';
import { expectNoViolations } from '../support/admin-axe.ts';
import { expectVisible, url, withPage } from '../support/browser.ts';

const it = withPage();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

describe('article admin', () => {
  it('creates an article with tags and an image with alt text, then lists it, focus on its heading', async ({
    page,
  }) => {
    // Prepare
    const title = `Braille displays ${Date.now()}`;
    await openCreate(page);
    await fillArticle(page, title);
    const tags = page.getByRole('group', { name: 'Disability tags' }).getByRole('checkbox');
    await tags.nth(0).check();
    await tags.nth(1).check();
    await chooseImage(page);
    await page.getByLabel('Alt text').fill('A hand reading a braille display');
    // Act
    await page.getByRole('button', { name: 'Create Article' }).click();
    // Assess
    await saved(page, 'Article was created successfully');
    await expect.poll(() => focusedText(page)).toBe('Manually created articles');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expectVisible(row);
    expect(await row.getByText('Standard').count()).toBe(1);
    const list = (await (
      await fetch(url('/api/articles?isManualEntry=true'), {
        headers: { Cookie: await adminCookie() },
      })
    ).json()) as Article[];
    const article = list.find((a) => a.title === title)!;
    expect(article.imageAlt).toBe('A hand reading a braille display');
    const linked = (await (
      await fetch(url(`/api/articles/${article.id}/tags`))
    ).json()) as unknown[];
    expect(linked).toHaveLength(2);
  });

  it('refuses an image without alt text, then saves it as decorative', async ({ page }) => {
    // Prepare
    await openCreate(page);
    await fillArticle(page, `Decorative image ${Date.now()}`);
    await chooseImage(page);
    // Act
    await page.getByRole('button', { name: 'Create Article' }).click();
    // Assess
    await expectVisible(page.getByText(ALT_REQUIRED));
    expect(await page.getByLabel('Alt text').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    // Act
    await page.getByLabel('This image is decorative').check();
    await page.getByRole('button', { name: 'Create Article' }).click();
    // Assess
    await saved(page, 'Article was created successfully');
  });

  it('shows every validation message and the image rules, and the form with errors passes axe', async ({
    page,
  }) => {
    // Prepare
    await openCreate(page);
    // Act
    await chooseSvg(page);
    await page.getByRole('button', { name: 'Create Article' }).click();
    // Assess
    for (const message of [
      'Title must be at least 5 characters',
      'Summary must be at least 10 characters',
      'Content must be at least 50 characters',
      'Category is required',
      'Choose a PNG, JPEG, WebP, GIF or AVIF image.',
    ])
      await expectVisible(page.getByText(message));
    await page.getByLabel('Alt text').fill('x'.repeat(251));
    await page.getByRole('button', { name: 'Create Article' }).click();
    await expectVisible(page.getByText('Image alt text must be at most 250 characters'));
    await expectNoViolations(page);
  });

  it('edits an article (focus on its tab, then the list), and on a 409 keeps the text and loads the latest', async ({
    page,
  }) => {
    // Prepare
    const article = await createApi(`Stale version ${Date.now()}`);
    await openArticles(page);
    await page.getByRole('button', { name: `Edit ${article.title}` }).click();
    const title = page.getByLabel('Title', { exact: true });
    await expect.poll(() => title.inputValue()).toBe(article.title);
    expect(await focusedText(page)).toBe('Edit Article');
    await title.fill(`${article.title} (mine)`);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: `${article.title} (theirs)`,
      summary: article.summary,
      content: article.content,
      categoryId: '1',
    }))
      form.set(k, v);
    await fetch(url(`/api/articles/${article.id}`), {
      method: 'PUT',
      headers: { Origin: origin(), Cookie: await adminCookie() },
      body: form,
    });
    // Act
    await page.getByRole('button', { name: 'Update Article' }).click();
    // Assess
    await expectVisible(toastTitled(page, 'Error'));
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'Someone else saved this article' }),
    );
    expect(await title.inputValue()).toBe(`${article.title} (mine)`);
    // Act
    await page.getByRole('button', { name: 'Load the latest version' }).click();
    await expect.poll(() => title.inputValue()).toBe(`${article.title} (theirs)`);
    await title.fill(`${article.title} (merged)`);
    await page.getByRole('button', { name: 'Update Article' }).click();
    // Assess
    await saved(page, 'Article was updated successfully');
    await expect.poll(() => focusedText(page)).toBe('Manually created articles');
    await expectVisible(
      page.getByRole('row', { name: new RegExp(`${article.title} \\(merged\\)`) }),
    );
    expect(await page.getByRole('tab', { name: 'Edit Article' }).count()).toBe(0);
  });

  it('previews the unsaved article with the public view; focus returns to Preview; axe passes', async ({
    page,
  }) => {
    // Prepare
    const title = `Preview probe ${Date.now()}`;
    await openCreate(page);
    await fillArticle(page, title);
    await chooseImage(page);
    await page.getByLabel('Alt text').fill('Pins raised on a display');
    const preview = page.getByRole('button', { name: 'Preview' });
    // Act
    await preview.click();
    // Assess
    const dialog = page.getByRole('dialog', { name: 'Preview' });
    // Its title sits under the dialog's h2 'Preview', so it is an h3 there (the page itself has the one h1)
    await expectVisible(dialog.getByRole('heading', { level: 3, name: title }));
    expect(await dialog.getByRole('heading', { level: 1 }).count()).toBe(0);
    expect(await dialog.getByRole('img', { name: 'Pins raised on a display' }).count()).toBe(1);
    expect(await dialog.locator('[data-article-body] p').first().textContent()).toBe(CONTENT);
    await expectNoViolations(page);
    // Act
    await page.keyboard.press('Escape');
    // Assess
    await expect.poll(() => preview.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('asks before leaving a dirty form (tab and unload), never for a clean one', async ({
    page,
  }) => {
    // Prepare
    await openCreate(page);
    // Act: a clean form leaves at once
    await page.getByRole('tab', { name: 'Article List' }).click();
    // Assess
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    // Act
    await page.getByRole('tab', { name: 'Create New Article' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Half written');
    await page.getByRole('tab', { name: 'Article List' }).click();
    // Assess
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expectVisible(ask);
    await expectNoViolations(page);
    // Escape and 'Keep editing' both close it, and focus returns to the tab that asked
    const listTab = page.getByRole('tab', { name: 'Article List' });
    const focusedOnListTab = () => listTab.evaluate((tab) => tab === document.activeElement);
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    expect(await focusedOnListTab()).toBe(true);
    await listTab.click();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await focusedOnListTab()).toBe(true);
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Half written');
    // Enter on the tab opens the dialog and leaves it open (the same key press must not answer it)
    await page.keyboard.press('Enter');
    await expectVisible(ask);
    expect(
      await ask
        .getByRole('button', { name: 'Keep editing' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    // Act: unloading asks too (the event a close or reload sends; a real prompt would need a user to answer it)
    const unload = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        dispatchEvent(event);
        return event.defaultPrevented;
      });
    // Assess
    expect(await unload()).toBe(true);
    // Act: leaving discards the changes, and the clean list no longer asks
    await page.getByRole('tab', { name: 'Article List' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    // Assess
    await page.getByRole('heading', { name: 'Manually created articles' }).waitFor();
    expect(await unload()).toBe(false);
  });
});
