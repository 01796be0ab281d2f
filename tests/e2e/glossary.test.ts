// /glossary (product.md §2, §4): prebuilt terms kept when a refresh fails, error with 'Try Again' when nothing is shown,
// empty state, and a new term after the rebuild.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlossaryTerm } from '../../functions/domain/index.ts';
import { adminCookie, origin } from '../support/admin.ts';
import { launchBrowser, url, waitForIslands } from '../support/browser.ts';
import {
  expectEmptyState,
  expectFailedRefreshKeepsList,
  openFailedWithNothingShown,
  type ListPage,
} from '../support/lists.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const GLOSSARY: ListPage = {
  path: '/glossary',
  api: '**/api/glossary*',
  island: 'GlossaryList',
  entries: 'dl dt',
  titles: 'dl dt',
  failed: 'Failed to load glossary terms',
  empty: 'No glossary terms found.',
};

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

  it('keeps the prebuilt terms when the refresh fails, and logs the failure', () =>
    expectFailedRefreshKeepsList(browser, GLOSSARY));

  it('shows the error with Try Again when nothing is prebuilt and the API fails, and Try Again reloads', async () => {
    // Prepare, Act and Assess the error panel with no terms
    const { page, context } = await openFailedWithNothingShown(browser, GLOSSARY);
    // Act
    await page.unroute('**/api/glossary*');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Try Again' }).click(),
    ]);
    await waitForIslands(page);
    // Assess
    await page.locator('dl dt').first().waitFor(); // loaded from the API: the page still has no prebuilt terms
    expect(await page.getByText('Failed to load glossary terms').count()).toBe(0);
    await context.close();
  });

  it('shows the empty state when there are no terms', () => expectEmptyState(browser, GLOSSARY));

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
          Origin: origin(),
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
          interval: 250, // a local fetch: see the rebuilt page as soon as it is served
        })
        .toBe(true);
    },
  );
});
