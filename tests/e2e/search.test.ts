// Search overlay in Chromium (product.md §2, §4, §9): focus, debounce, minimum length, results, recent searches, closing, contrast.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, open } from '../support/browser.ts';
import { backgroundOf, contrast } from '../support/contrast.ts';

let browser: Browser;
let page: Page;
let searches: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const dialog = (p: Page) => p.getByRole('dialog', { name: 'Search Articles' });
const input = (p: Page) => p.getByPlaceholder('Search by title, topic, or keyword...');
const chips = (p: Page) =>
  dialog(p).locator('#recent-searches-heading + ul button').allTextContents();

async function openOverlay(p: Page) {
  await p.getByRole('button', { name: 'Search articles' }).click();
  await dialog(p).waitFor();
}

/** Answers every search with `hits` instead of the real index. */
async function fakeHits(p: Page, hits: { id: number; title: string; summary: string }[]) {
  await p.route('**/api/articles/search*', (r) => r.fulfill({ json: hits }));
}

describe('search overlay', () => {
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

  it('opens from the header, locks page scroll and shows the default recent searches', async () => {
    // Act
    await openOverlay(page);
    // Assess
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await chips(page)).toEqual(['screen readers', 'mobile accessibility', 'WCAG 2.2']);
  });

  it('opens with focus in the input, so typing starts at once', async () => {
    // Act
    await openOverlay(page);
    // Assess
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Search articles');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
  });

  it('keeps every key typed straight after the open, while its lazy half is still loading', async () => {
    // Prepare: the overlay's code arrives 400 ms after the click, as on a slow connection
    await page.route('**/_astro/**', async (r) => {
      await new Promise((done) => setTimeout(done, 400));
      await r.continue();
    });
    // Act: click, then type at once
    await page.getByRole('button', { name: 'Search articles' }).click();
    await page.keyboard.type('captions');
    // Assess
    await dialog(page).waitFor();
    await expect.poll(() => input(page).inputValue()).toBe('captions');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Search articles');
    // Typing goes on into the input, after the keys kept while loading
    await page.keyboard.type(' app');
    expect(await input(page).inputValue()).toBe('captions app');
  });

  it('shows the hint below 3 characters, linked to the input, and does not search', async () => {
    // Prepare
    await openOverlay(page);
    // Act
    await input(page).fill('ab');
    await page.waitForTimeout(600);
    // Assess
    expect(await page.getByText('Type at least 3 characters to search...').isVisible()).toBe(true);
    expect(searches).toEqual([]);
    const description = await input(page).evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toBe('Type at least 3 characters to search...');
  });

  it('does not add a query too short to search to Recent Searches on Enter', async () => {
    // Prepare
    await openOverlay(page);
    const before = await chips(page);
    // Act
    await input(page).fill('  ab ');
    await input(page).press('Enter');
    await input(page).fill('abc');
    await input(page).press('Enter');
    // Assess
    expect(await chips(page)).toEqual(['abc', ...before]);
  });

  it('says so when the results fill the search limit, and keeps the count below it', async () => {
    // Prepare
    const hit = (id: number) => ({ id, title: `Result ${id}`, summary: 'A summary.' });
    const status = page.locator('[role="status"][aria-live="polite"]');
    await fakeHits(
      page,
      Array.from({ length: 20 }, (_, i) => hit(i + 1)),
    );
    await openOverlay(page);
    // Act
    await input(page).fill('braille');
    // Assess
    await expect.poll(() => status.textContent()).toBe('Showing the first 20 results');
    const shown = dialog(page).locator('p:not([role="status"])', {
      hasText: 'Showing the first 20 results',
    });
    expect(await shown.isVisible()).toBe(true);
    // Act: fewer than the limit
    await page.unroute('**/api/articles/search*');
    await fakeHits(page, [hit(1), hit(2)]);
    await input(page).fill('captions');
    // Assess
    await expect.poll(() => status.textContent()).toBe('2 results found');
  });

  it('wraps a result title made of one long unbroken word inside the dialog', async () => {
    // Prepare
    const word = 'Supercalifragilistic'.repeat(6);
    await fakeHits(page, [{ id: 1, title: word, summary: word }]);
    await page.setViewportSize({ width: 320, height: 800 });
    await openOverlay(page);
    // Act
    await input(page).fill('long');
    const link = dialog(page).locator('[data-testid="search-results"] a').first();
    await link.waitFor();
    // Assess: nothing overflows the list or the page
    const list = dialog(page).locator('[data-testid="search-results"]');
    expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
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
    // 20 is the search limit: a full list says it may be cut short.
    const count =
      n >= 20 ? 'Showing the first 20 results' : `${n} ${n === 1 ? 'result' : 'results'} found`;
    expect(await status.textContent()).toBe(count);
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

describe.each(['light', 'dark'] as const)('search input contrast, %s theme', (scheme) => {
  it('has a placeholder of at least 4.5:1 and a border of at least 3:1 (WCAG 1.4.3, 1.4.11)', async () => {
    // Prepare
    const { page, context } = await newPage(browser, { colorScheme: scheme });
    await open(page, '/');
    await openOverlay(page);
    const field = input(page);
    // Act
    const placeholder = await field.evaluate((el) => getComputedStyle(el, '::placeholder').color);
    const border = await field.evaluate((el) => getComputedStyle(el).borderTopColor);
    const inside = await backgroundOf(field);
    const outside = await backgroundOf(field, true);
    // Assess
    expect(await contrast(page, placeholder, inside)).toBeGreaterThanOrEqual(4.5);
    expect(await contrast(page, border, inside)).toBeGreaterThanOrEqual(3);
    expect(await contrast(page, border, outside)).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
