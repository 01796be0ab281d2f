// Search overlay in Chromium (spec §2, §4, §9): debounce, minimum length, results, recent searches, closing.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, open } from './support/browser.ts';

let browser: Browser;
let page: Page;
let searches: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
beforeEach(async () => {
  ({ page } = await newPage(browser));
  searches = [];
  page.on('request', (r: Request) => {
    const u = new URL(r.url());
    if (u.pathname === '/api/articles/search') searches.push(u.searchParams.get('q') ?? '');
  });
  await open(page, '/');
  return () => page.context().close();
});

const dialog = (p: Page) => p.getByRole('dialog', { name: 'Search Articles' });
const input = (p: Page) => p.getByPlaceholder('Search by title, topic, or keyword...');
const chips = (p: Page) =>
  dialog(p).locator('#recent-searches-heading + ul button').allTextContents();

async function openOverlay(p: Page) {
  await p.getByRole('button', { name: 'Search articles' }).click();
  await dialog(p).waitFor();
}

describe('search overlay', () => {
  it('opens from the header, locks page scroll and shows the default recent searches', async () => {
    // Act
    await openOverlay(page);
    // Assess
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await chips(page)).toEqual(['screen readers', 'mobile accessibility', 'WCAG 2.2']);
  });

  it('shows the hint below 3 characters and does not search', async () => {
    // Prepare
    await openOverlay(page);
    // Act
    await input(page).fill('ab');
    await page.waitForTimeout(600);
    // Assess
    expect(await page.getByText('Type at least 3 characters to search...').isVisible()).toBe(true);
    expect(searches).toEqual([]);
  });

  it('debounces typing by 300 ms: one request for the final text, results link to articles, count announced', async () => {
    // Prepare
    await openOverlay(page);
    // Act: keystrokes 60 ms apart stay inside the debounce window
    await input(page).pressSequentially('screen', { delay: 60 });
    await dialog(page).locator('[data-testid="search-results"] a').first().waitFor();
    // Assess
    expect(searches).toEqual(['screen']);
    const href = await dialog(page)
      .locator('[data-testid="search-results"] a')
      .first()
      .getAttribute('href');
    expect(href).toMatch(/^\/article\/\d+$/);
    const n = await dialog(page).locator('[data-testid="search-results"] li').count();
    const status = page.locator('[role="status"][aria-live="polite"]');
    expect(await status.textContent()).toBe(`${n} ${n === 1 ? 'result' : 'results'} found`);
  });

  it('keeps recent searches most-recent-first, de-duplicated and capped at 5 (Enter or chip click)', async () => {
    // Prepare
    await openOverlay(page);
    // Act
    for (const q of ['braille', 'captions', 'braille', 'switch access']) {
      await input(page).fill(q);
      await input(page).press('Enter');
    }
    expect(await chips(page)).toEqual([
      'switch access',
      'braille',
      'captions',
      'screen readers',
      'mobile accessibility',
    ]);
    await dialog(page).getByRole('button', { name: 'captions', exact: true }).click();
    // Assess
    expect(await chips(page)).toEqual([
      'captions',
      'switch access',
      'braille',
      'screen readers',
      'mobile accessibility',
    ]);
    expect(await input(page).inputValue()).toBe('captions');
  });

  it('closes on Escape (focus back on the search button) and on a backdrop click', async () => {
    // Prepare
    await openOverlay(page);
    // Act
    await page.keyboard.press('Escape');
    // Assess
    await dialog(page).waitFor({ state: 'detached' });
    // Focus goes back once the dialog has unmounted, a moment after it leaves the DOM.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Search articles');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await openOverlay(page);
    // Radix attaches its outside-click listener a tick after opening: click again only while still open.
    await expect
      .poll(async () => {
        if ((await dialog(page).count()) > 0) await page.mouse.click(10, 880);
        return dialog(page).count();
      })
      .toBe(0);
  });
});
