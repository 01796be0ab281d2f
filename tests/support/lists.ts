// The prebuilt list pages (/events, /glossary) share their failure and empty states (product.md §8); these helpers check
// them once, parameterised by the page's path, its API route, its island and its texts.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage, waitForIslands } from './browser.ts';

/** A prebuilt list page: what to open, which API it refreshes from and how its states read. */
export interface ListPage {
  /** The page's path, e.g. '/events'. */
  path: string;
  /** The glob of its API list's URL, as page.route takes it. */
  api: string;
  /** The island's component name, to strip its prebuilt markup. */
  island: string;
  /** Selector of one shown entry (none must match when nothing is shown). */
  entries: string;
  /** Selector of a shown entry's title (some must match while the prebuilt list is kept). */
  titles: string;
  /** The error panel's text, e.g. 'Failed to load events'. */
  failed: string;
  /** The empty state's text, e.g. 'No events found.'. */
  empty: string;
}

/**
 * Serves `path` as if the build had had no data for the island named `component`: its props say `initial: null`
 * and its prebuilt markup is gone, so the page shows nothing until the API answers.
 */
export async function withoutPrebuilt(page: Page, path: string, component: string): Promise<void> {
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

/** Makes the list's API answer 500 on `page`. */
async function failApi(page: Page, list: ListPage): Promise<void> {
  await page.route(list.api, (route) => route.fulfill({ status: 500, body: '{"error":"boom"}' }));
}

/** Opens the list page and waits until its island has hydrated. */
async function openList(page: Page, list: ListPage): Promise<void> {
  await page.goto(list.path);
  await waitForIslands(page);
}

/** A failed background refresh is logged, and the prebuilt entries stay without the error panel. */
export async function expectFailedRefreshKeepsList(
  browser: Browser,
  list: ListPage,
): Promise<void> {
  // Prepare
  const { page, context } = await newPage(browser);
  const logged: string[] = [];
  page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
  await failApi(page, list);
  // Act
  await openList(page, list);
  // Assess: the failure has been handled (logged), and the list is still there without the error panel
  await expect.poll(() => logged.some((t) => t.includes('List refresh failed'))).toBe(true);
  expect(await page.getByText(list.failed).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
  expect(await page.locator(list.titles).count()).toBeGreaterThan(0);
  await context.close();
}

/**
 * Opens the page with nothing prebuilt and its API failing, and checks that the error panel shows with no entries.
 * Answers the page (its API still failing) for the caller's own checks; the caller closes `context`.
 */
export async function openFailedWithNothingShown(browser: Browser, list: ListPage) {
  // Prepare
  const { page, context } = await newPage(browser);
  await withoutPrebuilt(page, list.path, list.island);
  await failApi(page, list);
  // Act
  await openList(page, list);
  // Assess
  await page.getByText(list.failed).waitFor();
  expect(await page.locator(list.entries).count()).toBe(0);
  return { page, context };
}

/** An empty API list shows the empty state and no entries. */
export async function expectEmptyState(browser: Browser, list: ListPage): Promise<void> {
  // Prepare
  const { page, context } = await newPage(browser);
  await page.route(list.api, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  // Act
  await openList(page, list);
  // Assess
  await page.getByText(list.empty).waitFor();
  expect(await page.locator(list.entries).count()).toBe(0);
  await context.close();
}
