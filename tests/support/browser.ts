// Browser helpers for the e2e tests: Debian chromium via playwright-core (never a download), pages and the page fixture, axe.
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { chromiumLaunch } from '../../scripts/tools/chromium.ts';

/** The WCAG 2.2 AA rule sets every public page must pass (product.md §11.2). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A browser for a test file. In the e2e run, a connection to the one Chromium its set-up started (a launch per file
 * cost 1 to 5 s on two cores); closing it closes the contexts it made and disconnects. Elsewhere, a browser of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = inject('browserWsEndpoint');
  return shared ? chromium.connect(shared) : chromium.launch(chromiumLaunch());
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

/**
 * `it` with a `page` fixture, for test files whose every test starts from a fresh page: one Chromium for the file
 * (the `browser` fixture, closed after the file), and per test a fresh context and page (closed after the test)
 * that `prepare` has readied, e.g. opened at a path. A test asks for what it uses: `async ({ page }) => ...`.
 */
export function withPage(
  setUp: { context?: BrowserContextOptions; prepare?: (page: Page) => Promise<void> } = {},
) {
  return (
    test
      // vitest reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
      // eslint-disable-next-line no-empty-pattern
      .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
        const browser = await launchBrowser();
        onCleanup(() => browser.close());
        return browser;
      })
      .extend('page', async ({ browser }, { onCleanup }) => {
        const { page, context } = await newPage(browser, setUp.context);
        onCleanup(() => context.close());
        await setUp.prepare?.(page);
        return page;
      })
  );
}

/** What AxeBuilder evaluates as axe's source on a page that already has axe (a no-op; an empty one means the default). */
const AXE_ALREADY_IN_PAGE = ';';

/**
 * Runs axe with the WCAG 2.2 AA tags and returns the violations (empty when the page passes).
 * Only violations are asserted, so axe reports the other result types in short (resultTypes: every violating
 * node is still found and reported). A page without frames runs axe.run in the page itself (legacy mode):
 * the default path opens and scripts a blank page for every scan to merge per-frame results, which doubled
 * each scan's time, and with one frame there is nothing to merge. There axe's 0.5 MB source goes into a
 * document once, on its first scan: AxeBuilder's legacy path sends and runs it twice on every scan, which was
 * most of a scan's time. Pages with frames (e.g. a sandboxed preview, another origin) keep the per-frame path,
 * so those frames are still scanned.
 */
export async function axeViolations(page: Page, exclude: string[] = []) {
  const oneFrame = page.frames().length === 1;
  if (oneFrame && !(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // options() replaces every option set before it, so it comes before withTags().
  let builder = new AxeBuilder({ page, ...(oneFrame ? { axeSource: AXE_ALREADY_IN_PAGE } : {}) })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(oneFrame);
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

/** Waits until the first element `locator` matches is visible, and says so as an assertion. */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 5000 });
  expect(await locator.first().isVisible()).toBe(true);
}

/** GET JSON from the running product's API (test set-up and expectations). */
export async function apiJson<T>(path: string): Promise<T> {
  const res = await fetch(url(path));
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}
