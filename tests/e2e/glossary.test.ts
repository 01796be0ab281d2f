// /glossary (spec §2, §4): prebuilt terms kept when a refresh fails, error with 'Try Again' when nothing is shown,
// empty state, and a new term after the rebuild.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { GlossaryTerm } from '../../functions/domain/index.ts';
import { launchBrowser, newPage, url, waitForIslands } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Serves `path` as if the build had had no data for the island named `component`: its props say `initial: null`
 * and its prebuilt markup is gone, so the page shows nothing until the API answers.
 */
async function withoutPrebuilt(page: Page, path: string, component: string): Promise<void> {
  const island = new RegExp(
    `(<astro-island[^>]*component-url="[^"]*/${component}\\.[^"]*"[^>]*)>[\\s\\S]*?</astro-island>`,
  );
  await page.route(
    (u) => u.pathname.replace(/\/$/, '') === path,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        island,
        (_, open: string) =>
          `${open.replace(/ props="[^"]*"/, ' props="{&quot;initial&quot;:[0,null]}"')}></astro-island>`,
      );
      await route.fulfill({ response, body: html });
    },
  );
}

/** Logs in through the API and answers the session cookie header. */
async function adminCookie(): Promise<string> {
  const res = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(url('/')).origin },
    body: JSON.stringify({ password: inject('adminPassword') }),
  });
  expect(res.ok).toBe(true);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('glossary page', () => {
  it('is prebuilt with the heading and every stored term, so no loading state shows', async () => {
    // Prepare
    const terms = (await (await fetch(url('/api/glossary'))).json()) as GlossaryTerm[];
    // Act
    const html = await (await fetch(url('/glossary'))).text();
    // Assess
    expect(terms.length).toBeGreaterThan(0);
    expect(html).toContain('Glossary of Accessibility Terms');
    for (const t of terms.slice(0, 5)) expect(html).toContain(t.term.replace(/&/g, '&amp;'));
    expect(html).not.toContain('Loading glossary terms...');
  });

  it('keeps the prebuilt terms when the refresh fails, and logs the failure', async () => {
    // Prepare
    const { page, context } = await newPage(browser);
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.route('**/api/glossary*', (route) =>
      route.fulfill({ status: 500, body: '{"error":"boom"}' }),
    );
    // Act
    await page.goto('/glossary');
    await waitForIslands(page);
    // Assess: the failure has been handled (logged), and the list is still there without the error panel
    await expect.poll(() => logged.some((t) => t.includes('List refresh failed'))).toBe(true);
    expect(await page.getByText('Failed to load glossary terms').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    expect(await page.locator('dl dt').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the error with Try Again when nothing is prebuilt and the API fails, and Try Again reloads', async () => {
    // Prepare
    const { page, context } = await newPage(browser);
    await withoutPrebuilt(page, '/glossary', 'GlossaryList');
    await page.route('**/api/glossary*', (route) =>
      route.fulfill({ status: 500, body: '{"error":"boom"}' }),
    );
    // Act
    await page.goto('/glossary');
    await waitForIslands(page);
    // Assess
    await page.getByText('Failed to load glossary terms').waitFor();
    expect(await page.locator('dl dt').count()).toBe(0);
    await page.unroute('**/api/glossary*');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Try Again' }).click(),
    ]);
    await waitForIslands(page);
    await page.locator('dl dt').first().waitFor(); // loaded from the API: the page still has no prebuilt terms
    expect(await page.getByText('Failed to load glossary terms').count()).toBe(0);
    await context.close();
  });

  it('shows the empty state when there are no terms', async () => {
    // Prepare
    const { page, context } = await newPage(browser);
    await page.route('**/api/glossary*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    // Act
    await page.goto('/glossary');
    await waitForIslands(page);
    // Assess
    await page.getByText('No glossary terms found.').waitFor();
    expect(await page.locator('dl dt').count()).toBe(0);
    await context.close();
  });

  it(
    'shows a term created through the API on the prebuilt page after the rebuild',
    { timeout: 300_000 },
    async () => {
      // Prepare
      const term = `Rebuild probe ${Date.now()}`;
      const cookie = await adminCookie();
      // Act
      const created = await fetch(url('/api/glossary'), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: new URL(url('/')).origin,
          Cookie: cookie,
        },
        body: JSON.stringify({
          term,
          definition: 'A term written by the glossary browser test.',
          category: 'Testing',
        }),
      });
      // Assess: the static HTML (no JavaScript) gains the term once the rebuild hook has run.
      expect(created.status).toBe(201);
      await expect
        .poll(async () => (await (await fetch(url('/glossary'))).text()).includes(term), {
          timeout: 280_000,
          interval: 2_000,
        })
        .toBe(true);
    },
  );
});
