// /admin/articles addresses and deletion (product.md §11.7, §2.14): each tab's and form's address, delete, the public page.
import { describe, expect } from 'vitest';
import { expectBackAndForward, search, signInWithForm, toastTitled } from '../support/admin.ts';
import {
  createApi,
  deleteApi,
  expectNotFoundAfterRebuild,
  openArticles,
  saved,
} from '../support/admin-articles.ts';
import { expectNoViolations } from '../support/admin-axe.ts';
import { expectVisible, newPage, url, withPage } from '../support/browser.ts';

const it = withPage();

describe('article admin', () => {
  it('gives each tab and edit form its own address: opened directly, after sign-in, and by Back and Forward', async ({
    page,
    browser,
  }) => {
    // Prepare
    const article = await createApi(`Own address ${Date.now()}`);
    const editTab = page.getByRole('tab', { name: 'Edit Article' });
    const title = page.getByLabel('Title', { exact: true });
    await openArticles(page);
    // Act: the tabs push their addresses
    await page.getByRole('tab', { name: 'Imported' }).click();
    await page.getByRole('heading', { name: 'Imported articles' }).waitFor();
    await page.getByRole('tab', { name: 'Article List' }).click();
    await page.getByRole('button', { name: `Edit ${article.title}` }).click();
    await expect.poll(() => title.inputValue()).toBe(article.title);
    // Assess: the form's address, then Back and Forward (with the guard in front of a dirty form)
    expect(search(page)).toBe(`?edit=${article.id}`);
    await expectBackAndForward(page, editTab, title, `?edit=${article.id}`);
    // Act: Back past the list's entry (the 'Article List' tab's) to the 'Imported' tab's
    await page.goBack();
    expect(search(page)).toBe('');
    await page.goBack();
    await page.getByRole('heading', { name: 'Imported articles' }).waitFor();
    expect(search(page)).toBe('?imported');
    // Assess: the address opens the form directly, in a browser signed out until the sign-in form
    const { page: fresh, context: other } = await newPage(browser);
    try {
      await fresh.goto(`/admin/articles?edit=${article.id}`);
      await fresh.getByRole('heading', { name: 'Admin Access' }).waitFor();
      await signInWithForm(fresh);
      await fresh.getByRole('tab', { name: 'Edit Article', selected: true }).waitFor();
      const opened = fresh.getByLabel('Title', { exact: true });
      await expect.poll(() => opened.inputValue()).toBe(article.title);
      expect(search(fresh)).toBe(`?edit=${article.id}`);
      // Act: an address naming no article shows the list in its place, with the notice
      await fresh.goto('/admin/articles?edit=999999');
      await fresh.getByRole('heading', { name: 'Manually created articles' }).waitFor();
      await expectVisible(toastTitled(fresh, 'Error'));
      await expect.poll(() => search(fresh)).toBe('');
    } finally {
      await other.close();
    }
  });

  it('deletes after "Are you sure?" and the API answers 404 afterwards', async ({ page }) => {
    // Prepare
    const article = await createApi(`Delete me ${Date.now()}`, 'Alt to delete');
    await openArticles(page);
    // Act
    await page.getByRole('button', { name: `Delete ${article.title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expectVisible(confirm);
    await expectNoViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // Assess
    await saved(page, 'Article was deleted successfully');
    await expect
      .poll(async () => (await fetch(url(`/api/articles/${article.id}`))).status)
      .toBe(404);
    await expect
      .poll(() => page.getByRole('row', { name: new RegExp(article.title) }).count())
      .toBe(0);
  });

  it(
    'shows a new article by the fallback at once, after the rebuild its prebuilt page with the alt, and once deleted and rebuilt, Article Not Found',
    { timeout: 420_000 },
    async ({ page }) => {
      // Prepare
      const article = await createApi(`Rebuilt page ${Date.now()}`, 'A braille cell of six dots');
      // Act
      await page.goto(`/article/${article.id}`);
      // Assess
      await expectVisible(page.getByRole('heading', { level: 1, name: article.title }));
      expect(await page.getByRole('img', { name: 'A braille cell of six dots' }).count()).toBe(1);
      await expect
        .poll(
          async () => {
            const res = await fetch(url(`/article/${article.id}`));
            return (
              res.status === 200 && (await res.text()).includes('alt="A braille cell of six dots"')
            );
          },
          // A local fetch: a short interval sees the rebuilt page as soon as it is served.
          { timeout: 200_000, interval: 250 },
        )
        .toBe(true);
      // Act and Assess: once deleted and rebuilt, readers see the not-found panel
      await deleteApi(article.id);
      await expectNotFoundAfterRebuild(page, article.id);
    },
  );
});
