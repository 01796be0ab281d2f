// 404 page (product.md §2), the fallback view for an article saved after the last build (and its failures), legacy redirects (product.md §6).
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, Category } from '../../functions/domain/index.ts';
import { adminCookie, origin } from '../support/admin.ts';
import {
  apiJson,
  axeViolations,
  describeViolations,
  launchBrowser,
  newPage,
  url,
  waitForIslands,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('not-found page', () => {
  it('answers 404 with its heading and a way forward: home, search and the latest articles', async () => {
    // Prepare
    const { page, context } = await newPage(browser);
    // Act
    const res = await page.goto('/no-such-page');
    await waitForIslands(page);
    // Assess
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(0);
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    // The latest articles, as the build saw them
    const latest = page.getByRole('region', { name: 'Latest articles' }).getByRole('link');
    const hrefs = await latest.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(5);
    for (const href of hrefs) expect(href).toMatch(/^\/article\/\d+$/);
    for (const title of await latest.allTextContents()) expect(title.trim()).not.toBe('');
    // No SOCIAL_* address is set in this run: the footer links to no bare network home page
    expect(await page.locator('footer').getByRole('list', { name: 'Social links' }).count()).toBe(
      0,
    );
    expect(await page.locator('footer a[href^="https://x.com"]').count()).toBe(0);
    // Search opens the overlay from the page, by keyboard, and focus comes back to it
    const search = main.getByRole('button', { name: 'Search articles' });
    await search.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Search Articles' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'has no WCAG 2.2 AA violations at 390 px, %s theme',
    async (colorScheme) => {
      // Prepare
      const { page, context } = await newPage(browser, {
        colorScheme,
        viewport: { width: 390, height: 844 },
      });
      // Act
      await page.goto('/no-such-page');
      await waitForIslands(page);
      const violations = await axeViolations(page);
      // Assess
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      await context.close();
    },
  );

  it('shows the Article Not Found panel for an article id that does not exist', async () => {
    // Prepare
    const { page, context } = await newPage(browser);
    // Act
    await page.goto('/article/987654321');
    await waitForIslands(page);
    // Assess
    await page.getByRole('heading', { name: 'Article Not Found' }).waitFor();
    expect(
      await page
        .getByText("The article you're looking for doesn't exist or has been removed.")
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByText('404 Page Not Found').isVisible()).toBe(false);
    await context.close();
  });

  it('renders an article saved after the build through the 404 page island', async () => {
    // Prepare
    const cookie = await adminCookie();
    const form = new FormData();
    form.set('title', `Fresh article ${Date.now()}`);
    form.set('summary', 'Written by the not-found browser test.');
    form.set(
      'content',
      'First paragraph of a brand new article, long enough.\n\nSecond paragraph follows here.',
    );
    form.set('categoryId', '1');
    const res = await fetch(url('/api/articles'), {
      method: 'POST',
      headers: { Origin: origin(), Cookie: cookie },
      body: form,
    });
    expect(res.status).toBe(201);
    const article = (await res.json()) as Article;
    const { page, context } = await newPage(browser);
    // Act: opened at once, before any rebuild has made the page static
    const nav = await page.goto(`/article/${article.id}`);
    await waitForIslands(page);
    // Assess
    expect(nav?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    expect(await page.locator('[data-article-body] p').allTextContents()).toEqual([
      'First paragraph of a brand new article, long enough.',
      'Second paragraph follows here.',
    ]);
    expect(await page.getByRole('button', { name: 'Listen to article' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Share', exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('404 Page Not Found').isVisible()).toBe(false);
    await context.close();
  });
});

describe('new-article fallback when its extras fail (product.md §8)', () => {
  /** An id with no prebuilt page; the routes below answer for it. */
  const FAKE_ID = 987650002;

  async function openWith(answers: { article?: number; tags?: number; categories?: number }) {
    const [real] = await apiJson<Article[]>('/api/articles?limit=1');
    const categories = await apiJson<Category[]>('/api/categories');
    const article: Article = { ...real!, id: FAKE_ID, categoryId: categories[0]!.id };
    const { page, context } = await newPage(browser);
    const answer = (status: number | undefined, json: unknown) => (r: Route) =>
      status ? r.fulfill({ status, body: 'boom' }) : r.fulfill({ json });
    await page.route(`**/api/articles/${FAKE_ID}`, answer(answers.article, article));
    await page.route(
      `**/api/articles/${FAKE_ID}/tags`,
      answer(answers.tags, [{ id: 1, name: 'Visual', description: null }]),
    );
    await page.route('**/api/categories', answer(answers.categories, categories));
    await page.route(`**/api/articles/${FAKE_ID}/view`, (r) => r.fulfill({ status: 204 }));
    await page.goto(`/article/${FAKE_ID}`);
    await waitForIslands(page);
    return { page, context, article, categoryName: categories[0]!.name };
  }

  it('shows the article without tags when its tags fail to load', async () => {
    // Act
    const { page, context, article, categoryName } = await openWith({ tags: 500 });
    // Assess
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    expect(await page.getByRole('list', { name: 'Tags' }).count()).toBe(0);
    expect(await page.getByText(categoryName, { exact: true }).count()).toBe(1);
    expect(await page.getByText('Article Not Found').count()).toBe(0);
    await context.close();
  });

  it('shows the article with its category unknown when the categories fail to load', async () => {
    // Act
    const { page, context, article } = await openWith({ categories: 500 });
    // Assess
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    expect(await page.getByText('Uncategorized', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Tags' }).getByText('Visual').isVisible()).toBe(
      true,
    );
    await context.close();
  });

  it('shows Article Not Found only when the article itself fails', async () => {
    // Act
    const { page, context } = await openWith({ article: 500 });
    // Assess
    await page.getByRole('heading', { name: 'Article Not Found' }).waitFor();
    await context.close();
  });
});

describe('legacy admin paths', () => {
  const legacy: [string, string][] = [
    ['/rss-admin', '/admin/rss'],
    ['/article-admin', '/admin/articles'],
    ['/glossary-admin', '/admin/glossary'],
    ['/events-admin', '/admin/events'],
  ];

  it.each(legacy)('%s redirects to %s', async (from, to) => {
    // Act
    const res = await fetch(url(from), { redirect: 'manual' });
    // Assess
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location') ?? '', url('/')).pathname).toBe(to);
  });

  it('lands the browser on the new path', async () => {
    // Prepare
    const { page, context } = await newPage(browser);
    // Act
    await page.goto('/glossary-admin');
    // Assess
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/(glossary|login)/);
    await context.close();
  });
});
