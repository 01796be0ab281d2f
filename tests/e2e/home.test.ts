// Home screen in Chromium (spec §2, §4, §8): prebuilt first page, filters and the URL, tags, grid/rows, paging, sort,
// announcements, deep links, history (Back and fragment links), failures and long titles.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Article, ArticleTag, Category } from '../../functions/domain/index.ts';
import {
  apiJson,
  axeViolations,
  describeViolations,
  launchBrowser,
  newPage,
  open,
  url,
} from './support/browser.ts';

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
/** The polite live region's text. */
const status = (p: Page) => p.locator('p[role="status"]').textContent();
const firstTitle = (p: Page) => cards(p).first().locator('h3').textContent();
/** Article-list requests the page makes from now on (paths with their query). */
function listRequests(p: Page): string[] {
  const seen: string[] = [];
  p.on('request', (r) => {
    const u = new URL(r.url());
    if (/\/articles$/.test(u.pathname)) seen.push(u.pathname + u.search);
  });
  return seen;
}
/** A category with more than one page of articles (the seed has several). */
async function bigCategory(): Promise<Category> {
  for (const c of categories) {
    const list = await apiJson<Article[]>(`/api/categories/${c.id}/articles?limit=7`);
    if (list.length === 7) return c;
  }
  throw new Error('the seed has no category with more than 6 articles');
}

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
    // (the live region also says 'No articles found in ...', so ask for the panel's heading)
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    await page
      .getByText(
        'There are no articles in this category yet. Please check back later or explore other categories.',
      )
      .waitFor();
  });
});

describe('sort under a filter (DESIGN departure 2)', () => {
  it('Oldest First under a category asks for sort=oldest and shows that category oldest first', async () => {
    // Prepare
    const cat = await bigCategory();
    const [oldest] = await apiJson<Article[]>(
      `/api/categories/${cat.id}/articles?limit=1&sort=oldest`,
    );
    await open(page, `/?category=${cat.id}`);
    await expect.poll(() => status(page)).toContain(`in ${cat.name}`);
    const requests = listRequests(page);
    // Act
    await page.getByRole('button', { name: /Sort: Newest First/ }).click();
    await page.getByRole('menuitemradio', { name: 'Oldest First' }).click();
    // Assess
    await expect.poll(() => firstTitle(page)).toBe(oldest!.title);
    expect(requests).toEqual([`/api/categories/${cat.id}/articles?limit=6&offset=0&sort=oldest`]);
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect.poll(() => requests.at(-1)).toContain('offset=6&sort=oldest');
  });
});

describe('announcements (WCAG 4.1.3: one polite live region)', () => {
  it('says what each load did: filter name, sort, appended pages and the empty state', async () => {
    // Prepare
    const cat = await bigCategory();
    await open(page, '/');
    expect(await page.locator('p[role="status"]').count()).toBe(1);
    // Act + Assess: a filter
    await page.getByLabel('Category').selectOption(String(cat.id));
    await expect.poll(() => status(page)).toBe(`6 articles loaded in ${cat.name}, Newest First.`);
    // Load More
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    const total = (await apiJson<Article[]>(`/api/categories/${cat.id}/articles?limit=12`)).length;
    await expect
      .poll(() => status(page))
      .toBe(`${total - 6} more loaded. ${total} articles shown.`);
    // An empty list
    await page.route('**/api/categories/*/articles*', (r) => r.fulfill({ json: [] }));
    await page.getByLabel('Category').selectOption(String(categories[0]!.id));
    await expect.poll(() => status(page)).toBe(`No articles found in ${categories[0]!.name}.`);
    expect(await page.locator('p[role="status"]').count()).toBe(1);
  });
});

describe('deep links with a filter (no wrong list, no jump)', () => {
  it('keeps the prebuilt list hidden, in place, until the filtered list arrives', async () => {
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

  it('drops a deleted category from the address and shows all articles, not an error', async () => {
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
  it('the skip link and Back from it keep the loaded pages and the sort', async () => {
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

  it('Back from an article restores the filter, the sort, every page loaded and the scroll position', async () => {
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

describe('failures keep what works (spec §8)', () => {
  it('a failed background refresh keeps the prebuilt cards; a failed Load More offers a retry', async () => {
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
  it('a long unbroken title wraps inside its card and row at 320 px', async () => {
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
  it('has no violations with a filter loaded and after a failed Load More', async () => {
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

async function expectVisible(locator: ReturnType<Page['locator']>) {
  await locator.first().waitFor({ state: 'visible', timeout: 5000 });
  expect(await locator.first().isVisible()).toBe(true);
}
