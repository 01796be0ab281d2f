// Admin accessibility (product.md §11.6): axe (WCAG 2.2 AA) on sign-in and the RSS screen in both themes and at 390 px,
// and a keyboard-only walk: sign in, add a feed, run the diagnostic, log out.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { FeedServer } from '../support/feeds-server.ts';
import { feedServer, openRssAdmin, toastTitled } from '../support/admin.ts';
import { expectNoViolations, inPage } from '../support/admin-axe.ts';
import { expectVisible, url, withPage } from '../support/browser.ts';

const it = withPage();

/** Presses Tab (or Shift+Tab) until the control with this text or label has focus, as a keyboard user would. */
async function tabTo(page: Page, name: string, key = 'Tab', max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const reached = await page.evaluate((n) => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.textContent?.trim() === n || el?.labels?.[0]?.textContent?.trim() === n;
    }, name);
    if (reached) return;
  }
  throw new Error(`${name} was not reached with ${key}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`admin pages pass axe in the ${colorScheme} theme`, () => {
    it('sign-in page', ({ browser }) =>
      inPage(browser, { colorScheme }, async (page) => {
        await page.goto('/admin/login');
        await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          colorScheme === 'dark',
        );
        await expectNoViolations(page);
      }));

    it('RSS screen with the add form open', ({ browser }) =>
      inPage(browser, { colorScheme }, async (page) => {
        await openRssAdmin(page);
        await page.getByRole('button', { name: 'Add New RSS Feed' }).click();
        await page.getByRole('button', { name: 'Add Feed' }).waitFor();
        await expectNoViolations(page);
      }));

    it('RSS screen with the force confirmation open', ({ browser }) =>
      inPage(browser, { colorScheme }, async (page) => {
        await openRssAdmin(page);
        await page.getByRole('button', { name: 'Emergency Force Import' }).click();
        await page.getByRole('alertdialog').waitFor();
        await expectNoViolations(page);
      }));
  });

  describe(`admin pages at 390 px in the ${colorScheme} theme`, () => {
    it('collapses the sidebar into a menu and passes axe with it open', ({ browser }) =>
      inPage(browser, { colorScheme, viewport: { width: 390, height: 844 } }, async (page) => {
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
      }));
  });
}

describe('keyboard only', () => {
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
      await tabTo(page, 'Password');
      await page.keyboard.type(inject('adminPassword'));
      await Promise.all([page.waitForURL(url('/admin/rss')), page.keyboard.press('Enter')]);
      await page.getByRole('heading', { level: 2, name: 'RSS Sources' }).waitFor();
      // Add a feed
      await tabTo(page, 'Add New RSS Feed');
      await page.keyboard.press('Enter');
      await tabTo(page, 'Name');
      await page.keyboard.type('Keyboard feed');
      await page.keyboard.press('Tab');
      await page.keyboard.type(`${feeds.url}/etag`);
      await tabTo(page, 'Add Feed');
      await page.keyboard.press('Enter');
      await expectVisible(toastTitled(page, 'RSS Feed Added'));
      // Focus moves to Name, ready for the next feed, once the form has cleared.
      await page.waitForFunction(() => document.activeElement?.id === 'add-name', null, {
        timeout: 5000,
      });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('add-name');
      // Run the diagnostic
      await tabTo(page, 'Run RSS Diagnostic');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Diagnostic results' }).waitFor({ timeout: 30_000 });
      // Log out
      await tabTo(page, 'Logout', 'Shift+Tab');
      await Promise.all([page.waitForURL(url('/')), page.keyboard.press('Enter')]);
    },
  );
});
