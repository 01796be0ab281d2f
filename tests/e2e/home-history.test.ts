// Home feed navigation in Chromium (product.md §2, §5): deep links with a filter (no wrong list, no jump) and history,
// where fragment links and Back from an article keep the filter, the sort, the loaded pages and the scroll position.
import { describe, expect } from 'vitest';
import type { Article } from '../../functions/domain/index.ts';
import { apiJson, open, withPage } from '../support/browser.ts';
import { bigCategory, cards, firstTitle, listRequests, status } from '../support/home.ts';

const it = withPage();

describe('deep links with a filter (no wrong list, no jump)', () => {
  it('keeps the prebuilt list hidden, in place, until the filtered list arrives', async ({
    page,
  }) => {
    // Prepare: hold the filtered list until the page has been checked
    const cat = await bigCategory();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**/api/categories/${cat.id}/articles*`, async (r) => {
      await held;
      await r.continue();
    });
    // Act
    await page.goto(`/?category=${cat.id}`);
    // Assess: before hydration, the head script hides the unfiltered list but keeps its height
    const before = await page
      .locator('[data-feed-list]')
      .evaluate((el) => ({ visibility: getComputedStyle(el).visibility, height: el.clientHeight }));
    expect(before.visibility).toBe('hidden');
    expect(before.height).toBeGreaterThan(200);
    await page.getByText('Loading articles...').waitFor();
    expect(
      await page.locator('[data-feed-list]').evaluate((el) => getComputedStyle(el).visibility),
    ).toBe('hidden');
    release();
    await page.locator('section[aria-busy="false"]').waitFor();
    expect(
      await page.locator('[data-feed-list]').evaluate((el) => getComputedStyle(el).visibility),
    ).toBe('visible');
    const names = await cards(page).evaluateAll((lis) =>
      lis.map((li) => li.querySelector('article button')?.textContent),
    );
    expect(new Set(names)).toEqual(new Set([cat.name]));
  });

  it('drops a deleted category from the address and shows all articles, not an error', async ({
    page,
  }) => {
    // Prepare
    const [newest] = await apiJson<Article[]>('/api/articles?limit=1');
    // Act
    await open(page, '/?category=999999');
    // Assess
    await page.waitForURL((u) => !u.searchParams.has('category'));
    await page.locator('section[aria-busy="false"]').waitFor();
    expect(await page.getByText('Failed to load articles').count()).toBe(0);
    expect(await firstTitle(page)).toBe(newest!.title);
    expect(await page.getByLabel('Category').inputValue()).toBe('');
  });
});

describe('history (fragment links, Back from an article)', () => {
  it('the skip link and Back from it keep the loaded pages and the sort', async ({ page }) => {
    // Prepare: two pages, oldest first
    await open(page, '/');
    await page.getByRole('button', { name: /Sort: Newest First/ }).click();
    await page.getByRole('menuitemradio', { name: 'Oldest First' }).click();
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect.poll(() => cards(page).count()).toBe(12);
    const requests = listRequests(page);
    // Act
    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.hash === '#main-content');
    await page.goBack();
    await page.waitForURL((u) => u.hash === '');
    // Assess
    expect(await cards(page).count()).toBe(12);
    expect(await page.getByRole('button', { name: /Sort: Oldest First/ }).count()).toBe(1);
    expect(requests).toEqual([]);
  });

  it('Back from an article restores the filter, the sort, every page loaded and the scroll position', async ({
    page,
  }) => {
    // Prepare
    const cat = await bigCategory();
    await open(page, `/?category=${cat.id}`);
    await expect.poll(() => status(page)).toContain(`in ${cat.name}`);
    await page.getByRole('button', { name: /Sort: Newest First/ }).click();
    await page.getByRole('menuitemradio', { name: 'Most Popular' }).click();
    await expect.poll(() => status(page)).toContain('Most Popular');
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(6);
    const shown = await cards(page).locator('h3').allTextContents();
    // Every card's tags in place first: a card saying 'Loading tags...' changes height when they arrive.
    await expect.poll(() => cards(page).getByText('Loading tags...').count()).toBe(0);
    // At the very bottom, where a list that is still short (tags not yet loaded) cannot reach.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const y = await page.evaluate(() => Math.round(window.scrollY));
    expect(y).toBeGreaterThan(300);
    // Act: a script click, which does not scroll first
    await cards(page)
      .last()
      .locator('h3 a')
      .evaluate((a) => (a as HTMLAnchorElement).click());
    await page.waitForURL(/\/article\//);
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('category') === String(cat.id));
    // Assess
    await expect.poll(() => cards(page).locator('h3').allTextContents()).toEqual(shown);
    expect(await page.getByRole('button', { name: /Sort: Most Popular/ }).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  });
});
