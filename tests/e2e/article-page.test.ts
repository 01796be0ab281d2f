// Article page (product.md §2): elements, meta, the view beacon, share links, hero image, tags and reflow.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, ArticleTag, Category } from '../../functions/domain/index.ts';
import { openArticle, longestArticle } from '../support/article.ts';
import { launchBrowser, newPage, url, waitForIslands } from '../support/browser.ts';
import { hasFocus } from '../support/keyboard.ts';

/** Records window.open calls instead of opening popups (react-share opens its networks in a popup). */
const CAPTURE_POPUPS = `window.__opened = []; window.open = (u, name, features) => { window.__opened.push({ url: String(u), features: String(features) }); return null; };`;

let browser: Browser;
let article: Article;
let categories: Category[];

beforeAll(async () => {
  browser = await launchBrowser();
  article = await longestArticle();
  categories = (await (await fetch(url('/api/categories'))).json()) as Category[];
});
afterAll(async () => {
  await browser?.close();
});

/** An id with no prebuilt page: the 404 page's island renders whatever these routes answer for it. */
const FAKE_ID = 987650001;

/** Opens `/article/FAKE_ID` with the article and tags answered by the test (no store writes, no rebuild). */
async function openFake(a: Article, tags: ArticleTag[], width = 1280): Promise<Page> {
  const { page } = await newPage(browser, { viewport: { width, height: 900 } });
  await page.route(`**/api/articles/${FAKE_ID}`, (r) => r.fulfill({ json: a }));
  await page.route(`**/api/articles/${FAKE_ID}/tags`, (r) => r.fulfill({ json: tags }));
  await page.route(`**/api/articles/${FAKE_ID}/view`, (r) => r.fulfill({ status: 204 }));
  await page.goto(`/article/${FAKE_ID}`);
  await waitForIslands(page);
  await page.getByRole('heading', { level: 1, name: a.title }).waitFor();
  return page;
}

/** Whether the page scrolls sideways (WCAG 1.4.10 Reflow forbids it down to 320 px). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('article page', () => {
  it('is prebuilt with every product.md §2 element and the canonical, Open Graph and Twitter meta', async () => {
    // Act
    const res = await fetch(url(`/article/${article.id}`));
    const html = await res.text();
    // Assess
    expect(res.status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/article/${article.id}"`));
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).toContain('Source: ');
    expect(html).toContain('Listen to article');
    const page = await openArticle(browser, article, CAPTURE_POPUPS);
    await expect.poll(() => page.title()).toContain(article.title);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(article.title);
    const paragraphs = article.content.split('\n').filter((p) => p.trim()).length;
    expect(await page.locator('[data-article-body] p').count()).toBe(paragraphs);
    const original = page.getByRole('link', { name: new RegExp(article.sourceName) }).last();
    if (article.sourceUrl) {
      expect(await original.getAttribute('target')).toBe('_blank');
      expect(await original.getAttribute('rel')).toContain('noopener');
    }
    expect(
      await page.getByRole('link', { name: 'Back to all articles' }).getAttribute('href'),
    ).toBe('/');
    await page.context().close();
  });

  it('sends one view beacon per page view', async () => {
    // Prepare
    const { page } = await newPage(browser);
    const beacons: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/api/articles/${article.id}/view`))
        beacons.push(r.url());
    });
    // Act
    await page.goto(`/article/${article.id}`);
    await waitForIslands(page);
    // The beacon is sent from an effect after hydration, which may come after 'networkidle' was reached.
    await expect.poll(() => beacons.length).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    // Assess
    expect(beacons).toHaveLength(1);
    await page.context().close();
  });

  it('toggles the share control and shares to each network with the category hashtag and the e-mail link', async () => {
    // Prepare
    const page = await openArticle(browser, article, CAPTURE_POPUPS);
    const toggle = page.getByRole('button', { name: 'Share', exact: true });
    const category = categories.find((c) => c.id === article.categoryId)?.name ?? '';
    const hashtag = category.replace(/\s+/g, '') || 'Accessibility';
    const pageUrl = await page.locator('link[rel=canonical]').getAttribute('href');
    // Act
    await toggle.click();
    // Assess
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const name of [
      'Share on Facebook',
      'Share on Twitter',
      'Share on LinkedIn',
      'Share on WhatsApp',
    ]) {
      await page.getByRole('button', { name }).click();
    }
    const opened = await page.evaluate(
      () => (window as unknown as { __opened: { url: string; features: string }[] }).__opened,
    );
    expect(opened).toHaveLength(4);
    const [facebook, twitter, linkedin, whatsapp] = opened;
    expect(facebook?.url).toContain('facebook.com/sharer');
    expect(decodeURIComponent(facebook?.url ?? '')).toContain(`#${hashtag}`);
    expect(facebook?.features).toContain('width=550');
    expect(facebook?.features).toContain('height=400');
    expect(twitter?.url).toContain('twitter.com/intent/tweet');
    expect(new URL(twitter?.url ?? 'http://x').searchParams.get('hashtags')).toBe(hashtag);
    expect(new URL(twitter?.url ?? 'http://x').searchParams.get('url')).toBe(pageUrl);
    expect(linkedin?.url).toContain('linkedin.com');
    expect(whatsapp?.url).toMatch(/whatsapp\.com/);
    const mail = await page.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href');
    const params = new URLSearchParams((mail ?? '').slice('mailto:?'.length));
    expect(params.get('subject')).toBe(article.title);
    expect(params.get('body')).toBe(`${article.summary}\n\nRead more at: ${pageUrl}`);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Share on Facebook' }).isVisible()).toBe(false);
    await page.context().close();
  });

  it('closes the share list on Escape from inside it and returns focus to the toggle', async () => {
    // Prepare
    const page = await openArticle(browser, article, CAPTURE_POPUPS);
    const toggle = page.getByRole('button', { name: 'Share', exact: true });
    await toggle.press('Enter');
    await page.getByRole('button', { name: 'Share on LinkedIn' }).focus();
    // Act
    await page.keyboard.press('Escape');
    // Assess
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Share on LinkedIn' }).count()).toBe(0);
    await expect.poll(() => hasFocus(toggle)).toBe(true);
    await page.context().close();
  });
});

describe('article view details', () => {
  it('shows the hero image as decorative (alt="") and fetches it first, eagerly', async () => {
    // Prepare
    const page = await openFake({ ...article, id: FAKE_ID, imageUrl: '/favicon.svg' }, []);
    // Act
    const img = page.locator('article img');
    // Assess
    expect(await img.getAttribute('alt')).toBe('');
    expect(await img.getAttribute('fetchpriority')).toBe('high');
    expect(await img.getAttribute('loading')).toBe('eager');
    expect(await page.getByRole('img').count()).toBe(0);
    await page.context().close();
  });

  it('wraps a title that starts with one long unbroken word at 320 px and at 1280 px', async () => {
    // Prepare
    const title = `${'Accessibility'.repeat(7)}ForEveryoneEverywhere and the rest of a long headline`;
    for (const width of [320, 1280]) {
      const page = await openFake({ ...article, id: FAKE_ID, title }, [], width);
      // Assess
      expect(await overflowsSideways(page)).toBe(false);
      const h1 = page.getByRole('heading', { level: 1 });
      expect(await h1.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await page.context().close();
    }
  });

  it('shows each tag description as text that keyboard, touch and screen-reader users reach', async () => {
    // Prepare
    const tags: ArticleTag[] = [
      { id: 1, name: 'Visual', description: 'Blindness, low vision and colour vision deficiency.' },
      { id: 2, name: 'Plain', description: null },
    ];
    const page = await openFake({ ...article, id: FAKE_ID }, tags);
    // Act
    const list = page.getByRole('list', { name: 'Tags' });
    // Assess
    expect(await list.getByText(tags[0]!.description!).isVisible()).toBe(true);
    expect(await list.locator('[title]').count()).toBe(0);
    // Screen readers hear the name, a pause, then the description.
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      'Visual: Blindness, low vision and colour vision deficiency.',
      'Plain',
    ]);
    await page.context().close();
  });
});
