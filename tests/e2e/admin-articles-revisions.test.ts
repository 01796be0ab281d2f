// /admin/articles revisions (product.md §10.13): an article edited twice, its history and word diff from the keyboard,
// a restore that reloads the form and reaches the public page, and axe on the dialog in both themes and at 390 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Article } from '../../functions/domain/index.ts';
import { toastTitled } from '../support/admin.ts';
import { CONTENT, createApi, deleteApi, openArticles, saved } from '../support/admin-articles.ts';
import { expectNoViolations, inPage } from '../support/admin-axe.ts';
import { expectVisible, url, withPage } from '../support/browser.ts';

const it = withPage();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

/** The first save's text has 'small pins'; the second save makes them 'tiny', the third renames the article. */
const EDITED_CONTENT = CONTENT.replace('small pins', 'tiny pins');

let article: Article;
beforeAll(async () => {
  article = await createApi(`Revision probe ${Date.now()}`);
});
afterAll(async () => {
  if (article) await deleteApi(article.id);
});

/** Opens the article's edit form from the list, its text loaded. */
async function openEdit(page: Page, title: string): Promise<void> {
  await openArticles(page);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect
    .poll(() => page.getByLabel('Title', { exact: true }).inputValue(), { timeout: 15_000 })
    .toBe(title);
}

/** Polls the prebuilt public page until it shows `text` (the partial rebuild after a save). */
const publicPageShows = (id: number, text: string) =>
  expect
    .poll(async () => (await (await fetch(url(`/article/${id}`))).text()).includes(text), {
      timeout: 200_000,
      interval: 250,
    })
    .toBe(true);

describe('article revisions', () => {
  it(
    'lists the versions, shows a word diff, restores one from the keyboard, and the form and public page follow',
    { timeout: 420_000 },
    async ({ page }) => {
      // Prepare: two saves through the form
      const renamed = `${article.title} renamed`;
      await openEdit(page, article.title);
      await page.getByLabel('Content', { exact: true }).fill(EDITED_CONTENT);
      await page.getByRole('button', { name: 'Update Article' }).click();
      await saved(page, 'Article was updated successfully');
      await openEdit(page, article.title);
      await page.getByLabel('Title', { exact: true }).fill(renamed);
      await page.getByRole('button', { name: 'Update Article' }).click();
      await saved(page, 'Article was updated successfully');
      await openEdit(page, renamed);
      const opener = page.getByRole('button', { name: 'Revisions' });
      // Act: open the history and choose the first version, by keyboard
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Revisions' });
      const first = dialog.getByRole('button', { name: /^Version 1, saved/ });
      await expectVisible(first);
      await expectVisible(dialog.getByRole('button', { name: /^Version 2, saved/ }));
      await first.focus();
      await page.keyboard.press('Enter');
      // Assess: the diff against the form, its words marked for the eye and the ear; focus on its heading
      const heading = dialog.getByRole('heading', {
        name: /^Version 1, saved .* against the form$/,
      });
      await expectVisible(heading);
      await expect
        .poll(() => heading.evaluate((el) => el === document.activeElement), { timeout: 5000 })
        .toBe(true);
      expect(await dialog.locator('del').filter({ hasText: 'small' }).textContent()).toMatch(
        /^removed: small\s*\(end removed\)/,
      );
      expect(await dialog.locator('ins').filter({ hasText: 'tiny' }).textContent()).toMatch(
        /^added: tiny\s*\(end added\)/,
      );
      expect(await dialog.locator('ins').filter({ hasText: 'renamed' }).count()).toBe(1);
      await expectNoViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectNoViolations(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      // The public page shows the second save before the restore, so the check below sees the restore land.
      await publicPageShows(article.id, renamed);
      // Act: restore, confirmed first, by keyboard
      await dialog.getByRole('button', { name: 'Restore this version' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
      await expectVisible(confirm);
      await expectNoViolations(page);
      await confirm.getByRole('button', { name: 'Restore', exact: true }).focus();
      await page.keyboard.press('Enter');
      // Assess: the toast, the form with the restored text, focus back on 'Revisions'
      await expectVisible(toastTitled(page, 'Success'));
      await expectVisible(page.getByText('Version 1 was restored'));
      await expect
        .poll(() => page.getByLabel('Title', { exact: true }).inputValue(), { timeout: 15_000 })
        .toBe(article.title);
      expect(await page.getByLabel('Content', { exact: true }).inputValue()).toBe(CONTENT);
      await expect.poll(() => focusedText(page), { timeout: 5000 }).toBe('Revisions');
      // The restore is a save: the history has the version it replaced, and readers get the restored text.
      await opener.click();
      await expectVisible(dialog.getByRole('button', { name: /^Version 3, saved/ }));
      await page.keyboard.press('Escape');
      await publicPageShows(article.id, 'raise small pins');
    },
  );

  it('passes axe in the dark theme, at full width and at 390 px', ({ browser }) =>
    inPage(browser, { colorScheme: 'dark' }, async (page) => {
      await openEdit(page, article.title);
      await page.getByRole('button', { name: 'Revisions' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revisions' });
      await dialog.getByRole('button', { name: /^Version 2, saved/ }).click();
      await expectVisible(dialog.locator('del').first());
      await expectNoViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectNoViolations(page);
    }));
});
