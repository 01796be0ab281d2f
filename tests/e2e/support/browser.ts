// Browser helpers for the e2e tests: Debian chromium via playwright-core (never a download), pages, axe.
import { AxeBuilder } from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, chromiumPath } from '../../../scripts/chromium.ts';

/** The WCAG 2.2 AA rule sets every public page must pass (issue 3). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
}

/** The running product's origin, provided by tests/e2e/global-setup.ts. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** An absolute URL on the running product. */
export function url(path: string): string {
  return new URL(path, baseUrl()).href;
}

/** A fresh context (own storage, cookies) and page; axe needs a page from browser.newContext(). */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Runs axe with the WCAG 2.2 AA tags and returns the violations (empty when the page passes). */
export async function axeViolations(page: Page, exclude: string[] = []) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations;
}

/** A readable one-line summary per violation, for assertion messages. */
export function describeViolations(violations: Awaited<ReturnType<typeof axeViolations>>): string {
  return violations
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
    .join('\n');
}

/**
 * Waits until the page's islands have hydrated (client:visible ones only once scrolled into view), so
 * clicks reach React. Astro drops `ssr` when it starts hydrating, but React 19 hydrates concurrently,
 * so also wait until React has claimed each island's first element (its internal fiber key is set).
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('astro-island:not([client="visible"])')].every((island) => {
        if (island.hasAttribute('ssr')) return false;
        const first = island.firstElementChild;
        return !first || Object.keys(first).some((k) => k.startsWith('__reactFiber'));
      }),
    null,
    { timeout: 15_000 },
  );
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
}

/** GET JSON from the running product's API (test set-up and expectations). */
export async function apiJson<T>(path: string): Promise<T> {
  const res = await fetch(url(path));
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}
