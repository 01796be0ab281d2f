// Helpers for the /admin/glossary e2e file: terms stored through the API for one run, the screen opened signed in,
// card, menu and notice locators, focus and axe checks.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { GlossaryTerm } from '../../functions/domain/index.ts';
import { pageJsGzip } from '../../scripts/bench/site.ts';
import { adminApi, signInContext } from './admin.ts';
import { servedFullBuild } from './served-build.ts';

/** Marks this run's terms, so searches find them and repeated runs never collide. */
export const RUN = Date.now().toString(36);
/** Ids stored by the run; the test file deletes them afterwards. */
export const created: number[] = [];

/** A term stored through the API (and removed after the file). */
export async function storedTerm(term: string, category = 'E2E Category'): Promise<GlossaryTerm> {
  const res = await adminApi('POST', '/api/glossary', {
    term,
    definition: `The definition of ${term}, long enough to pass the rules.`,
    category,
  });
  expect(res.status).toBe(201);
  const saved = (await res.json()) as GlossaryTerm;
  created.push(saved.id);
  return saved;
}

let sharedAxeTerm: Promise<GlossaryTerm> | undefined;
/** One term whose menu and dialogs every theme's axe check opens (each stored term costs a site rebuild). */
export const axeTerm = () => (sharedAxeTerm ??= storedTerm(`Axe ${RUN}`));

/**
 * Deletes the terms a file stored and forgets them: every browser file shares this module (one module graph for
 * the e2e run), so the next file must not find them, nor an axe term that is gone.
 */
export async function deleteStoredTerms(): Promise<void> {
  for (const id of created.splice(0)) await adminApi('DELETE', `/api/glossary/${id}`);
  sharedAxeTerm = undefined;
}

export async function openGlossaryAdmin(page: Page): Promise<void> {
  await signInContext(page.context());
  await page.goto('/admin/glossary');
  await page.getByRole('heading', { level: 1, name: 'Glossary Admin' }).waitFor();
  // The seeded terms' cards (the sidebar's list sits outside main).
  await page.locator('#main-content li h2').first().waitFor();
}

export const card = (page: Page, term: string) =>
  page.locator('li').filter({ has: page.getByRole('heading', { name: term, exact: true }) });
export const notice = (page: Page, text: string) =>
  page.locator('[data-variant]').filter({ hasText: text });
export const menuOf = (page: Page, term: string) =>
  page.getByRole('button', { name: `Actions for ${term}`, exact: true });

/** Opens the edit dialog from the term's menu and answers the dialog. */
export async function openEditDialog(page: Page, term: string): Promise<Locator> {
  await menuOf(page, term).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  return page.getByRole('dialog', { name: 'Edit Glossary Term' });
}

export async function expectFocused(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((el) => el === document.activeElement)).toBe(true);
}

export { expectNoViolations, inPage } from './admin-axe.ts';

/** Fills the add dialog with values the product.md §5 rules refuse, and submits it. */
export async function submitInvalidTerm(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Term').fill('A');
  await dialog.getByLabel('Definition').fill('short');
  await dialog.getByLabel('Category').fill('x');
  await dialog.getByRole('button', { name: 'Save Term' }).click();
}

/** Holds this page's `method` calls to `pattern` for a second, so the busy label ('Saving...') can be seen. */
export async function slowWrites(page: Page, pattern: string, method: string): Promise<void> {
  await page.route(pattern, async (route) => {
    if (route.request().method() === method) await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
}

/** The gzipped JS (KB) that /admin/glossary loads, measured in the served build (global setup: dataDir/site). */
export async function glossaryPageKb(): Promise<number> {
  return (await pageJsGzip(servedFullBuild(), 'admin/glossary/index.html')) / 1024;
}
