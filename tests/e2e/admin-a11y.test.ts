// Admin accessibility (issue 9): axe (WCAG 2.2 AA) on sign-in and the RSS screen in both themes and at 390 px,
// and a keyboard-only walk: sign in, add a feed, run the diagnostic, log out.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { FeedServer } from '../../functions/feeds/testing/server.ts';
import { feedServer, openRssAdmin, toastTitled } from './support/admin.ts';
import {
  axeViolations,
  describeViolations,
  expectVisible,
  url,
  withPage,
} from './support/browser.ts';

async function expectNoViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Presses Tab until `name`d control has focus (at most `max` presses), like a keyboard user would. */
async function tabTo(page: Page, matches: (el: Element) => boolean, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error('the control was not reached with Tab');
}
const byText = (text: string) =>
  new Function('el', `return el?.textContent?.trim() === ${JSON.stringify(text)}`) as (
    el: Element,
  ) => boolean;
const byLabel = (text: string) =>
  new Function('el', `return el?.labels?.[0]?.textContent?.trim() === ${JSON.stringify(text)}`) as (
    el: Element,
  ) => boolean;

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`admin pages pass axe in the ${colorScheme} theme`, () => {
    const it = withPage({ context: { colorScheme } });

    it('sign-in page', async ({ page }) => {
      await page.goto('/admin/login');
      await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        colorScheme === 'dark',
      );
      await expectNoViolations(page);
    });

    it('RSS screen with the add form open', async ({ page }) => {
      await openRssAdmin(page);
      await page.getByRole('button', { name: 'Add New RSS Feed' }).click();
      await page.getByRole('button', { name: 'Add Feed' }).waitFor();
      await expectNoViolations(page);
    });

    it('RSS screen with the force confirmation open', async ({ page }) => {
      await openRssAdmin(page);
      await page.getByRole('button', { name: 'Emergency Force Import' }).click();
      await page.getByRole('alertdialog').waitFor();
      await expectNoViolations(page);
    });
  });

  describe(`admin pages at 390 px in the ${colorScheme} theme`, () => {
    const it = withPage({ context: { colorScheme, viewport: { width: 390, height: 844 } } });

    it('collapses the sidebar into a menu and passes axe with it open', async ({ page }) => {
      await openRssAdmin(page);
      const menu = page.getByRole('button', { name: 'Admin menu' });
      expect(await page.getByRole('link', { name: 'Manage Feeds' }).isVisible()).toBe(false);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await expectVisible(page.getByRole('link', { name: 'Manage Feeds' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectNoViolations(page);
    });
  });
}

describe('keyboard only', () => {
  const it = withPage();
  let feeds: FeedServer;
  beforeAll(async () => {
    feeds = await feedServer();
  });
  afterAll(async () => {
    await feeds?.close();
  });

  it(
    'signs in, adds a feed, runs the diagnostic and logs out',
    { timeout: 90_000 },
    async ({ page }) => {
      // Sign in
      await page.goto('/admin/login?next=/admin/rss');
      await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
      await tabTo(page, byLabel('Password'));
      await page.keyboard.type(inject('adminPassword'));
      await Promise.all([page.waitForURL(url('/admin/rss')), page.keyboard.press('Enter')]);
      await page.getByRole('heading', { level: 2, name: 'RSS Sources' }).waitFor();
      // Add a feed
      await tabTo(page, byText('Add New RSS Feed'));
      await page.keyboard.press('Enter');
      await tabTo(page, byLabel('Name'));
      await page.keyboard.type('Keyboard feed');
      await page.keyboard.press('Tab');
      await page.keyboard.type(`${feeds.url}/etag`);
      await tabTo(page, byText('Add Feed'));
      await page.keyboard.press('Enter');
      await expectVisible(toastTitled(page, 'RSS Feed Added'));
      // Run the diagnostic
      await page.locator('#main-content').focus();
      await tabTo(page, byText('Run RSS Diagnostic'));
      await page.keyboard.press('Enter');
      await page.getByText('Diagnostic results').waitFor({ timeout: 30_000 });
      // Log out
      await page.locator('body').focus();
      await tabTo(page, byText('Logout'));
      await Promise.all([page.waitForURL(url('/')), page.keyboard.press('Enter')]);
    },
  );
});
