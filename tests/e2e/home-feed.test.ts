// Home feed in Chromium (product.md §2, §8, §9): the prebuilt first page, grid and rows, cards, the error and empty
// panels, failures that keep what works, long titles and axe on those states.
import { describe, expect } from 'vitest';
import type { Article } from '../../functions/domain/index.ts';
import {
  apiJson,
  axeViolations,
  describeViolations,
  expectVisible,
  open,
  url,
  withPage,
} from '../support/browser.ts';
import { bigCategory, cards, firstTitle, status } from '../support/home.ts';

const it = withPage();

describe('prebuilt first page (no spinner before first paint)', () => {
  it('serves Latest News and the newest 6 articles in the HTML itself', async () => {
    // Prepare: the served home page, and the newest 6 it lacks
    const served = async () => {
      const newest = await apiJson<Article[]>('/api/articles?limit=6');
      const html = await (await fetch(url('/'))).text();
      const missing = newest.filter((a) => !html.includes(`href="/article/${a.id}"`));
      return { html, missing: missing.map((a) => a.id) };
    };
    // Act: an earlier file's article change may still be rebuilding; the page catches up in seconds
    let html = '';
    await expect
      .poll(
        async () => {
          const page = await served();
          html = page.html;
          return page.missing;
        },
        { timeout: 60_000 },
      )
      .toEqual([]);
    // Assess
    expect(html).toContain('Latest News');
    expect(html).toContain('All Articles');
    expect(html).not.toContain('Loading articles...');
  });
});

describe('grid and rows (product.md §2)', () => {
  it('starts as a grid of 1/2/3/4 columns by width and toggles to rows with generated images', async ({
    page,
  }) => {
    // Prepare
    await open(page, '/');
    const columns = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      return page
        .locator('[data-view="grid"]')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    };
    // Act + Assess: the Tailwind breakpoints sm < md(768) < lg(1024) < xl(1280)
    expect(await columns(500)).toBe(1);
    expect(await columns(800)).toBe(2);
    expect(await columns(1100)).toBe(3);
    expect(await columns(1400)).toBe(4);
    await page.getByRole('button', { name: 'View as Rows' }).click();
    await page.locator('[data-view="rows"] img[src^="data:image/svg+xml"]').first().waitFor();
    expect(await page.locator('[data-view="rows"] img').first().getAttribute('alt')).toBe('');
    await page.getByRole('button', { name: 'View as Grid' }).click();
    expect(await page.locator('[data-view="grid"]').count()).toBe(1);
  });
});

describe('cards (product.md §2, §9)', () => {
  it('shows the date as MMMM dd, yyyy and the read-time hover card after 700 ms', async ({
    page,
  }) => {
    // Prepare
    await open(page, '/');
    const date = await cards(page).first().locator('time').textContent();
    expect(date).toMatch(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
    // Act
    await cards(page)
      .first()
      .getByRole('button', { name: / read$/ })
      .hover();
    await page.waitForTimeout(350);
    const early = await page.getByText('words per minute').count();
    await page.getByText('words per minute').waitFor({ timeout: 3000 });
    // Assess
    expect(early).toBe(0);
  });

  it('shows the Read more tooltip on keyboard focus', async ({ page }) => {
    // Prepare
    await open(page, '/');
    // Act
    await cards(page)
      .first()
      .getByRole('link', { name: /^Read more/ })
      .focus();
    // Assess
    await expectVisible(page.getByRole('tooltip', { name: 'View the full article' }));
  });
});

describe('feed states (product.md §8)', () => {
  it('shows the error panel when the feed fails and the empty panel when it is empty', async ({
    page,
  }) => {
    // Prepare
    await page.route('**/api/categories/1/articles*', (r) =>
      r.fulfill({ status: 500, body: 'boom' }),
    );
    await page.route('**/api/categories/2/articles*', (r) => r.fulfill({ json: [] }));
    // Act + Assess
    await open(page, '/?category=1');
    await page.getByText('Failed to load articles').waitFor();
    await page
      .getByText("We're having trouble loading the articles. Please try again later.")
      .waitFor();
    await page.getByLabel('Category').selectOption('2');
    // (the live region also says 'No articles found in ...', so ask for the panel's heading)
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    await page
      .getByText(
        'There are no articles in this category yet. Please check back later or explore other categories.',
      )
      .waitFor();
  });
});

describe('failures keep what works (product.md §8)', () => {
  it('a failed background refresh keeps the prebuilt cards; a failed Load More offers a retry', async ({
    page,
  }) => {
    // Prepare
    let fail = true;
    await page.route('**/api/articles?*', (r) =>
      fail ? r.fulfill({ status: 500, body: 'boom' }) : r.continue(),
    );
    // Act: the refresh on mount fails
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/articles?'));
    await open(page, '/');
    await refreshed;
    // Assess
    expect(await cards(page).count()).toBe(6);
    expect(await page.getByText('Failed to load articles').count()).toBe(0);
    // Act: Load More fails, then succeeds on a second press
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await page.getByText('Failed to load articles').waitFor();
    expect(await cards(page).count()).toBe(6);
    fail = false;
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    // Assess
    await expect.poll(() => cards(page).count()).toBe(12);
    expect(await page.getByText('Failed to load articles').count()).toBe(0);
  });
});

describe('long titles (WCAG 1.4.10 Reflow)', () => {
  it('a long unbroken title wraps inside its card and row at 320 px', async ({ page }) => {
    // Prepare: the refresh on mount answers the newest articles, the first with a 120-character word
    const newest = await apiJson<Article[]>('/api/articles?limit=6');
    const long = `${'Accessibility'.repeat(9)}plus ${'x'.repeat(20)}`;
    await page.route('**/api/articles?*', (r) =>
      r.fulfill({ json: newest.map((a, i) => (i === 0 ? { ...a, title: long } : a)) }),
    );
    await page.setViewportSize({ width: 320, height: 800 });
    await open(page, '/');
    await expect.poll(() => firstTitle(page)).toBe(long);
    const overflow = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        title: [...document.querySelectorAll('[data-view] h3')].some(
          (h) => h.scrollWidth > h.clientWidth,
        ),
      }));
    // Assess: grid, then rows
    expect(await overflow()).toEqual({ page: 0, title: false });
    await page.getByRole('button', { name: 'View as Rows' }).click();
    await page.locator('[data-view="rows"]').waitFor();
    expect(await overflow()).toEqual({ page: 0, title: false });
  });
});

describe('axe on the new states', () => {
  it('has no violations with a filter loaded and after a failed Load More', async ({ page }) => {
    // Prepare
    const cat = await bigCategory();
    await open(page, `/?category=${cat.id}`);
    await expect.poll(() => status(page)).toContain(`in ${cat.name}`);
    await page.route('**/api/categories/*/articles*', (r) =>
      r.fulfill({ status: 500, body: 'boom' }),
    );
    // Act
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await page.getByText('Failed to load articles').waitFor();
    // Assess
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
