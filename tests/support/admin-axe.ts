// Axe helpers for the admin e2e files: zero violations (WCAG 2.2 AA tags) and a fresh page per theme or viewport.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, describeViolations, newPage } from './browser.ts';

export async function expectNoViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Runs `check` on a fresh page with these context options (theme, viewport), then closes it. */
export async function inPage(
  browser: Browser,
  options: BrowserContextOptions,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  const { page, context } = await newPage(browser, options);
  try {
    await check(page);
  } finally {
    await context.close();
  }
}
