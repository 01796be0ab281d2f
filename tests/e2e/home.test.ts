// Home screen in Chromium (spec §2, §4, §8): prebuilt first page, filters and the URL, tags, grid/rows, paging, sort.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Article, ArticleTag, Category } from '../../functions/domain/index.ts';
import { apiJson, launchBrowser, newPage, open, url } from './support/browser.ts';

let browser: Browser;
let page: Page;
let categories: Category[];
let tags: ArticleTag[];

beforeAll(async () => {
  browser = await launchBrowser();
  categories = await apiJson<Category[]>('/api/categories');
  tags = await apiJson<ArticleTag[]>('/api/disability-tags');
});
afterAll(async () => browser?.close());
beforeEach(async () => {
  ({ page } = await newPage(browser));
  return () => page.context().close();
});

const cards = (p: Page) => p.locator('[data-view] > li');
/** A marker that a full reload would wipe. */
const markWindow = (p: Page) =>
  p.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
const stillSameWindow = (p: Page) =>
  p.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

describe('prebuilt first page (no spinner before first paint)', () => {
  it('serves Latest News and the newest 6 articles in the HTML itself', async () => {
    // Prepare
    const newest = await apiJson<Article[]>('/api/articles?limit=6');
    // Act
    const html = await (await fetch(url('/'))).text();
    // Assess
    expect(html).toContain('Latest News');
    expect(html).toContain('All Articles');
    expect(html).not.toContain('Loading articles...');
    for (const a of newest) expect(html).toContain(`href="/article/${a.id}"`);
  });
});

describe('category filter and the address (spec §2, §5)', () => {
  it('writes ?category= without a reload, filters the cards and removes it when cleared', async () => {
    // Prepare
    const cat = categories[0]!;
    await open(page, '/');
    await markWindow(page);
    // Act
    await page.getByLabel('Category').selectOption(String(cat.id));
    await page.waitForURL((u) => u.searchParams.get('category') === String(cat.id));
    await page.locator('[aria-busy="false"]').waitFor();
    // Assess
    expect(await stillSameWindow(page)).toBe(true);
    const badges = await cards(page).locator('article button').first().allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    const names = await cards(page).evaluateAll((lis) =>
      lis.map((li) => li.querySelector('article button')?.textContent),
    );
    expect(new Set(names)).toEqual(new Set([cat.name]));
    await page.getByLabel('Category').selectOption('');
    await page.waitForURL((u) => !u.searchParams.has('category'));
    expect(await stillSameWindow(page)).toBe(true);
  });

  it('reads category and tag on load; a non-numeric value means no filter', async () => {
    // Prepare
    const cat = categories[1]!;
    // Act
    await open(page, `/?category=${cat.id}&tag=abc`);
    // Assess: the island reads the address after hydration, so wait for the selector to follow it.
    await expect.poll(() => page.getByLabel('Category').inputValue()).toBe(String(cat.id));
    await page.locator('[aria-busy="false"]').waitFor();
    expect(await page.getByText('Active', { exact: true }).count()).toBe(0);
  });
});

describe('disability-tag panel (spec §2, §4)', () => {
  it('opens, shows Active while a tag is picked, writes ?tag= and clears on a second click', async () => {
    // Prepare
    const tag = tags[0]!;
    await open(page, '/');
    // Act
    await page.getByRole('button', { name: 'Disability Tags' }).click();
    await page.getByRole('button', { name: tag.name, exact: true }).click();
    // Assess
    await page.waitForURL((u) => u.searchParams.get('tag') === String(tag.id));
    await expectVisible(page.getByText('Active', { exact: true }));
    expect(
      await page.getByRole('button', { name: tag.name, exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('button', { name: tag.name, exact: true }).click();
    await page.waitForURL((u) => !u.searchParams.has('tag'));
    expect(await page.getByText('Active', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: tag.name, exact: true }).count()).toBe(0); // panel closed
  });
});

describe('grid and rows (spec §2)', () => {
  it('starts as a grid of 1/2/3/4 columns by width and toggles to rows with generated images', async () => {
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

describe('paging and sorting (spec §4, DESIGN departures 2 and 3)', () => {
  it('Load More Articles appends the next 6', async () => {
    // Prepare
    await open(page, '/');
    expect(await cards(page).count()).toBe(6);
    // Act
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    // Assess
    await page.waitForFunction(() => document.querySelectorAll('[data-view] > li').length === 12);
    const second = await apiJson<Article[]>('/api/articles?limit=6&offset=6');
    expect(await cards(page).nth(6).locator('h3').textContent()).toBe(second[0]!.title);
  });

  it('tag results page too', async () => {
    // Prepare: the tag with the most articles
    const counts = await Promise.all(
      tags.map(
        async (t) =>
          (await apiJson<Article[]>(`/api/disability-tags/${t.id}/articles?limit=7`)).length,
      ),
    );
    const tag = tags[counts.indexOf(Math.max(...counts))]!;
    expect(Math.max(...counts)).toBe(7);
    await open(page, `/?tag=${tag.id}`);
    await page.waitForFunction(() => document.querySelectorAll('[data-view] > li').length === 6);
    // Act
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    // Assess
    await page.waitForFunction(() => document.querySelectorAll('[data-view] > li').length > 6);
  });

  it('the sort menu sorts: Oldest First shows the oldest article first', async () => {
    // Prepare
    const [oldest] = await apiJson<Article[]>('/api/articles?limit=1&sort=oldest');
    await open(page, '/');
    // Act
    await page.getByRole('button', { name: /Sort: Newest First/ }).click();
    await page.getByRole('menuitemradio', { name: 'Oldest First' }).click();
    // Assess
    await page.waitForFunction(
      (t) => document.querySelector('[data-view] > li h3')?.textContent === t,
      oldest!.title,
    );
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Sort: Oldest First/ }).count()).toBe(1);
  });
});

describe('cards (spec §2, §9)', () => {
  it('shows the date as MMMM dd, yyyy and the read-time hover card after 700 ms', async () => {
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

  it('shows the Read more tooltip on keyboard focus', async () => {
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

describe('feed states (spec §8)', () => {
  it('shows the error panel when the feed fails and the empty panel when it is empty', async () => {
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
    await page.getByText('No articles found').waitFor();
    await page
      .getByText(
        'There are no articles in this category yet. Please check back later or explore other categories.',
      )
      .waitFor();
  });
});

async function expectVisible(locator: ReturnType<Page['locator']>) {
  await locator.first().waitFor({ state: 'visible', timeout: 5000 });
  expect(await locator.first().isVisible()).toBe(true);
}
