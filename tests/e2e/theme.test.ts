// Theme in Chromium (product.md §4): saved value, else system preference, else light; 'dark' on <html> before first paint.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, open } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Records whether <html> had the dark class at the moment <body> was parsed, i.e. before anything painted. */
const RECORD_AT_BODY = () => {
  const w = window as unknown as { __darkAtBody?: boolean };
  new MutationObserver((_, observer) => {
    if (document.body) {
      w.__darkAtBody = document.documentElement.classList.contains('dark');
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

async function load(
  options: BrowserContextOptions,
  saved?: string,
): Promise<{ page: Page; darkAtBody: boolean; dark: boolean }> {
  const { page } = await newPage(browser, options);
  if (saved) await page.addInitScript((v) => localStorage.setItem('theme', v), saved);
  await page.addInitScript(RECORD_AT_BODY);
  await open(page, '/');
  const darkAtBody = await page.evaluate(
    () => (window as unknown as { __darkAtBody?: boolean }).__darkAtBody === true,
  );
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  return { page, darkAtBody, dark };
}

/** Waits until the toggle has saved a value other than `before` (its small module loads on first intent). */
const toggled = (page: Page, before: string | null) =>
  page.waitForFunction((b) => localStorage.getItem('theme') !== b, before);

describe('theme', () => {
  it('is light by default and follows a dark system preference before first paint', async () => {
    // Act
    const light = await load({ colorScheme: 'light' });
    const system = await load({ colorScheme: 'dark' });
    // Assess
    expect([light.darkAtBody, light.dark]).toEqual([false, false]);
    expect([system.darkAtBody, system.dark]).toEqual([true, true]);
    await light.page.context().close();
    await system.page.context().close();
  });

  it('the saved value wins over the system preference', async () => {
    // Act
    const savedLight = await load({ colorScheme: 'dark' }, 'light');
    const savedDark = await load({ colorScheme: 'light' }, 'dark');
    // Assess
    expect([savedLight.darkAtBody, savedLight.dark]).toEqual([false, false]);
    expect([savedDark.darkAtBody, savedDark.dark]).toEqual([true, true]);
    await savedLight.page.context().close();
    await savedDark.page.context().close();
  });

  it('the toggle switches, saves and persists across pages with no flash', async () => {
    // Prepare
    const { page } = await load({ colorScheme: 'light' });
    // Act
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await toggled(page, null);
    // Assess
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.addInitScript(RECORD_AT_BODY);
    await open(page, '/');
    expect(
      await page.evaluate(() => (window as unknown as { __darkAtBody?: boolean }).__darkAtBody),
    ).toBe(true);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await toggled(page, 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    await page.context().close();
  });
});
