// Home feed filters in Chromium (product.md §2, §4, §5): the category filter and the address, the disability-tag panel,
// the two combined (§4.1), paging and sorting (also under a filter), and what the live region announces.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import type { Article, ArticleTag, Category } from '../../functions/domain/index.ts';
import { FEED_FORMATS, feedPath, topicsOf } from '../../functions/domain/topic-feeds.ts';
import { apiJson, expectVisible, open, withPage } from '../support/browser.ts';
import { bigCategory, cards, firstTitle, listRequests, status } from '../support/home.ts';

const it = withPage();
let categories: Category[];
let tags: ArticleTag[];

beforeAll(async () => {
  categories = await apiJson<Category[]>('/api/categories');
  tags = await apiJson<ArticleTag[]>('/api/disability-tags');
});

/** The head's alternate links (type and href), the feeds the page advertises (product.md §10.18). */
const alternates = (p: Page) =>
  p.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute('type'),
      l.getAttribute('href'),
    ]),
  );

/** A marker that a full reload would wipe. */
const markWindow = (p: Page) =>
  p.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
const stillSameWindow = (p: Page) =>
  p.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

describe('category filter and the address (product.md §2, §5)', () => {
  it('writes ?category= without a reload, filters the cards and removes it when cleared', async ({
    page,
  }) => {
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
    // product.md §10.18: the category's three feeds are advertised while it filters, and only then.
    const topic = topicsOf('category', categories).find((t) => t.id === cat.id)!;
    const catFeeds = ['application/rss+xml', 'application/atom+xml', 'application/feed+json'].map(
      (type, i) => [type, feedPath(topic, FEED_FORMATS[i]!)],
    );
    expect(await alternates(page)).toEqual(expect.arrayContaining(catFeeds));
    await page.getByLabel('Category').selectOption('');
    await page.waitForURL((u) => !u.searchParams.has('category'));
    expect(await stillSameWindow(page)).toBe(true);
    await expect
      .poll(async () =>
        (await alternates(page)).filter(([, href]) => href?.startsWith('/feeds/category/')),
      )
      .toEqual([]);
  });

  it('reads category and tag on load; a non-numeric value means no filter', async ({ page }) => {
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

describe('disability-tag panel (product.md §2, §4)', () => {
  it('opens, shows Active while a tag is picked, writes ?tag= and clears on a second click', async ({
    page,
  }) => {
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

describe('a category and a tag together (product.md §4.1)', () => {
  it("shows the tag's articles in that category, says so, and Clear filters shows every article", async ({
    page,
  }) => {
    // Prepare: a pair with articles, and fewer than in the tag alone (so the filters visibly combine)
    const pairs = categories.flatMap((c) => tags.map((t) => ({ c, t })));
    const sizes = await Promise.all(
      pairs.map(async ({ c, t }) => ({
        c,
        t,
        both: await apiJson<Article[]>(`/api/disability-tags/${t.id}/articles?category=${c.id}`),
        tagOnly: (await apiJson<Article[]>(`/api/disability-tags/${t.id}/articles?limit=100`))
          .length,
      })),
    );
    const pick = sizes.find((s) => s.both.length > 0 && s.both.length < s.tagOnly)!;
    expect(pick).toBeDefined();
    const { c: cat, t: tag, both } = pick;
    await open(page, '/');
    // Act
    await page.getByLabel('Category').selectOption(String(cat.id));
    await page.waitForURL((u) => u.searchParams.get('category') === String(cat.id));
    await page.getByRole('button', { name: 'Disability Tags' }).click();
    await page.getByRole('button', { name: tag.name, exact: true }).click();
    // Assess: both in the address, the select still names the category, and the list is their intersection
    await page.waitForURL(
      (u) =>
        u.searchParams.get('category') === String(cat.id) &&
        u.searchParams.get('tag') === String(tag.id),
    );
    const words = `in ${cat.name} tagged ${tag.name}`;
    const n = Math.min(both.length, 6);
    await expect
      .poll(() => status(page), { timeout: 5000 })
      .toBe(`${n} ${n === 1 ? 'article' : 'articles'} loaded ${words}, Newest First.`);
    expect(await page.getByLabel('Category').inputValue()).toBe(String(cat.id));
    expect(await cards(page).locator('h3').allTextContents()).toEqual(
      both.slice(0, 6).map((a) => a.title),
    );
    const more = both.length > 6 ? ', more to load' : '';
    await expectVisible(
      page.getByText(`${n} ${n === 1 ? 'article' : 'articles'} ${words}${more}`, { exact: true }),
    );
    // Clear filters, from the keyboard: both go, focus lands on the list's heading, every article shows
    await page.getByRole('button', { name: 'Clear filters' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.searchParams.has('category') && !u.searchParams.has('tag'));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('all-articles-heading');
    expect(await page.getByLabel('Category').inputValue()).toBe('');
    const newest = await apiJson<Article[]>('/api/articles?limit=6');
    await expect
      .poll(() => cards(page).locator('h3').allTextContents())
      .toEqual(newest.map((a) => a.title));
    expect(await page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
  });
});

describe('paging and sorting (product.md §4, §10.2 and §10.3)', () => {
  it("Load More Articles appends the next 6, saying 'Loading tags...' until their tags arrive", async ({
    page,
  }) => {
    // Prepare: the new cards' tag requests wait until released
    await open(page, '/');
    expect(await cards(page).count()).toBe(6);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/articles/*/tags', async (route) => {
      await held;
      await route.continue();
    });
    // Act
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    // Assess
    await page.waitForFunction(() => document.querySelectorAll('[data-view] > li').length === 12);
    const second = await apiJson<Article[]>('/api/articles?limit=6&offset=6');
    expect(await cards(page).nth(6).locator('h3').textContent()).toBe(second[0]!.title);
    expect(await cards(page).nth(6).getByText('Loading tags...').count()).toBe(1);
    expect(await cards(page).nth(0).getByText('Loading tags...').count()).toBe(0);
    release();
    await expect.poll(() => page.getByText('Loading tags...').count()).toBe(0);
  });

  it('tag results page too', async ({ page }) => {
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

  it('the sort menu sorts: Oldest First shows the oldest article first', async ({ page }) => {
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

describe('sort under a filter (product.md §10.2)', () => {
  it('Oldest First under a category asks for sort=oldest and shows that category oldest first', async ({
    page,
  }) => {
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
  it('says what each load did: filter name, sort, appended pages and the empty state', async ({
    page,
  }) => {
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
