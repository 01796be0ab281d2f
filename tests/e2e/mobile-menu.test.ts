// Mobile menu in Chromium at a phone width (spec §2: the mobile menu repeats the navigation and the Admin links).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  axeViolations,
  describeViolations,
  launchBrowser,
  newPage,
  open,
} from './support/browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
beforeEach(async () => {
  ({ page } = await newPage(browser, { viewport: { width: 390, height: 800 } }));
  await open(page, '/');
  return () => page.context().close();
});

const menuButton = (p: Page) => p.getByRole('button', { name: 'Open menu' });
const dialog = (p: Page) => p.getByRole('dialog', { name: 'Menu' });

describe('mobile menu', () => {
  it('opens from the keyboard with every navigation and Admin link, and Escape returns focus', async () => {
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
    ]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Open menu');
  });

  it('follows an Admin link to the new admin path, and passes axe while open', async () => {
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
