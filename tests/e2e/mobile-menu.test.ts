// Mobile menu in Chromium at a phone width (product.md §2: the mobile menu repeats the navigation and the Admin links).
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { axeViolations, describeViolations, open, withPage } from '../support/browser.ts';

const it = withPage({
  context: { viewport: { width: 390, height: 800 } },
  prepare: (page) => open(page, '/'),
});

const menuButton = (p: Page) => p.getByRole('button', { name: 'Open menu' });
const dialog = (p: Page) => p.getByRole('dialog', { name: 'Menu' });

describe('mobile menu', () => {
  it('opens from the keyboard with every navigation and Admin link, and Escape returns focus', async ({
    page,
  }) => {
    // Prepare
    await menuButton(page).focus();
    // Act
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    const links = await dialog(page)
      .getByRole('link')
      .evaluateAll((els) => els.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    // Assess
    expect(links).toEqual([
      ['Home', '/'],
      ['Glossary', '/glossary'],
      ['Events', '/events'],
      ['RSS Feed Admin', '/rss-admin'],
      ['Article Management', '/article-admin'],
      ['Glossary Management', '/glossary-admin'],
      ['Event Management', '/events-admin'],
      ['Newsletter', '/admin/newsletter'],
    ]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Open menu');
  });

  it('follows an Admin link to the new admin path, and passes axe while open', async ({ page }) => {
    // Prepare
    await menuButton(page).click();
    await dialog(page).waitFor();
    // Act
    const violations = await axeViolations(page);
    await dialog(page).getByRole('link', { name: 'Glossary Management' }).click();
    await page.waitForURL(/\/admin\/glossary/);
    // Assess
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/glossary\/?$/);
  });
});
