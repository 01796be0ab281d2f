// Content-Security-Policy in Chromium (product.md §11.9): every public and admin page, the search overlay, the voice reader
// and the newsletter preview run with no CSP violation; the header policy, Permissions-Policy and no HSTS over http.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { Article } from '../../functions/domain/index.ts';
import { HEADER_CSP, PERMISSIONS_POLICY } from '../../functions/policy/security.ts';
import { adminApi, signInContext, signInWithForm } from '../support/admin.ts';
import { chooseImage, createApi } from '../support/admin-articles.ts';
import { longestArticle } from '../support/article.ts';
import { expectVisible, newPage, url, waitForIslands, withPage } from '../support/browser.ts';

/** Records every securitypolicyviolation on window, in each document, before any page script runs. */
const RECORD_VIOLATIONS = `(() => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' ' + (e.sourceFile || ''));
  });
})();`;

/** Chromium's console line for a blocked resource or an ignored directive names the Content Security Policy. */
const CSP_CONSOLE = /Content[ -]Security[ -]Policy/i;

/** Chromium's CSP console lines per page (frames included: a sandboxed frame runs no listener of ours). */
const consoleLines = new WeakMap<Page, string[]>();

/** Listens on `page` for violations: the recorder in every document, and Chromium's console. */
async function prepare(page: Page): Promise<void> {
  await page.addInitScript(RECORD_VIOLATIONS);
  const lines: string[] = [];
  page.on('console', (m) => {
    if (CSP_CONSOLE.test(m.text())) lines.push(m.text());
  });
  consoleLines.set(page, lines);
}

const it = withPage({ prepare });

/** What the page and Chromium's console reported so far; both stay empty under a policy that fits the site. */
async function violations(page: Page): Promise<string[]> {
  const recorded = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  return [...recorded, ...(consoleLines.get(page) ?? [])];
}

/** Opens `path`, waits for its islands, and expects no violation there. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
  // The load settles lazy chunks and images that the first paint asked for.
  await page.waitForLoadState('load');
  expect(await violations(page), path).toEqual([]);
}

// A token of the mailed links' shape (payload.signature); it is refused, but the page and its island run.
const TOKEN = `${Buffer.from('{"e":"a@b.example"}').toString('base64url')}.${'A'.repeat(43)}`;

describe('content security policy', () => {
  it('sends the header policy and Permissions-Policy on HTML, and no HSTS over http', async () => {
    // Act
    const res = await fetch(url('/'));
    // Assess
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBe(HEADER_CSP);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    expect(PERMISSIONS_POLICY).toBe(res.headers.get('permissions-policy'));
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const html = await res.text();
    // The page's own policy comes first in <head>, before any script it lists.
    expect(html.indexOf('http-equiv="content-security-policy"')).toBeGreaterThan(0);
    expect(html.indexOf('http-equiv="content-security-policy"')).toBeLessThan(
      html.indexOf('<script'),
    );
  });

  it('lets every public page run without a violation', async ({ page }) => {
    // Prepare
    const article: Article = await longestArticle();
    // Act & Assess
    for (const path of [
      '/',
      `/article/${article.id}`,
      '/glossary',
      '/events',
      '/no-such-page',
      '/article/999999999',
      `/newsletter/confirm?token=${TOKEN}`,
      `/newsletter/unsubscribe?token=${TOKEN}`,
    ])
      await visit(page, path);
  });

  it('lets the row view, the search overlay and the voice reader run without a violation', async ({
    page,
  }) => {
    // Prepare
    const article = await longestArticle();
    await visit(page, '/');
    // Act: rows with generated (data:) images, then a search with results
    await page.getByRole('button', { name: 'View as Rows' }).click();
    await page.locator('[data-view="rows"] img[src^="data:image/svg+xml"]').first().waitFor();
    await page.getByRole('button', { name: 'Search articles' }).click();
    await page.getByRole('dialog', { name: 'Search Articles' }).waitFor();
    await page.getByPlaceholder('Search by title, topic, or keyword...').fill('screen');
    await page.getByRole('dialog').getByRole('link').first().waitFor();
    // Assess
    expect(await violations(page)).toEqual([]);
    // Act: the reader on an article
    await visit(page, `/article/${article.id}`);
    await page.getByRole('button', { name: 'Listen to article' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: /Stopped|Reading|Paused/ }));
    // Assess
    expect(await violations(page)).toEqual([]);
  });

  it('lets the sign-in form and every admin page run without a violation', async ({ page }) => {
    // Act
    await visit(page, '/admin/login');
    await signInWithForm(page);
    // Assess
    expect(await violations(page)).toEqual([]);
    for (const path of ['/admin/rss', '/admin/glossary', '/admin/events', '/admin/articles'])
      await visit(page, path);
    // Act: a chosen image previews from a blob: URL
    await page.getByRole('tab', { name: 'Create New Article' }).click();
    await chooseImage(page);
    await page.locator('img[src^="blob:"]').first().waitFor();
    // Assess
    expect(await violations(page)).toEqual([]);
  });

  it('shows the newsletter preview with its styles under the inherited policy', async ({
    browser,
  }) => {
    // Prepare: something new, so the preview frame is there; a dark page, so the digest's <style> block applies
    const res = await adminApi('GET', '/api/newsletter/preview');
    if (((await res.json()) as { preview: unknown }).preview === null)
      await createApi(`CSP digest article ${Date.now()}`);
    const { page, context } = await newPage(browser, { colorScheme: 'dark' });
    try {
      await prepare(page);
      await signInContext(context);
      // Act
      await visit(page, '/admin/newsletter');
      const frame = page.locator('iframe[title="Preview of the next digest"]').contentFrame();
      // Assess: the srcdoc frame inherits the policy; its style attribute (h1 26px) and <style> (dark) apply
      const [fontSize, background] = await frame
        .locator('h1')
        .evaluate((h1) => [
          getComputedStyle(h1).fontSize,
          getComputedStyle(h1.ownerDocument.body).backgroundColor,
        ]);
      expect(fontSize).toBe('26px');
      expect(background).toBe('rgb(13, 17, 23)');
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
