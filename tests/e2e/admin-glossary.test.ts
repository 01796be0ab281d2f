// /admin/glossary (product.md §2, §4, §5, §8; §11.7): create, search and clear, edit, 409, delete, focus return, list
// failure and the JS budget. Axe on the list and each dialog, by theme and at 390 px: admin-glossary-a11y.test.ts.
import { afterAll, describe, expect } from 'vitest';
import { ADMIN_BUDGET_KB } from '../../scripts/bench/site.ts';
import type { GlossaryTerm } from '../../functions/domain/index.ts';
import {
  adminApi,
  expectBackAndForward,
  search,
  signInContext,
  expectOpensAfterSignIn,
} from '../support/admin.ts';
import {
  card,
  created,
  deleteStoredTerms,
  expectFocused,
  expectNoViolations,
  glossaryPageKb,
  menuOf,
  notice,
  openEditDialog,
  openGlossaryAdmin,
  RUN,
  slowWrites,
  storedTerm,
  submitInvalidTerm,
} from '../support/admin-glossary.ts';
import { expectVisible, withPage } from '../support/browser.ts';

const it = withPage();

afterAll(deleteStoredTerms);

describe('glossary admin', () => {
  it('creates a term with the specified dialog, category suggestions and notice; focus returns to Add New Term', async ({
    page,
  }) => {
    // Prepare
    await storedTerm(`Zeta ${RUN}`, 'Zulu Group');
    await openGlossaryAdmin(page);
    await expectVisible(page.getByText('Manage glossary terms for accessibility terminology'));
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    const add = page.getByRole('button', { name: 'Add New Term' });
    const term = `Alpha ${RUN}`;
    // Act
    await add.click();
    // Assess
    const dialog = page.getByRole('dialog', { name: 'Add New Glossary Term' });
    await expectVisible(dialog);
    expect(await dialog.getByLabel('Definition').evaluate((el) => el.tagName)).toBe('TEXTAREA');
    const options = await dialog
      .locator('datalist option')
      .evaluateAll((els) => els.map((o) => (o as HTMLOptionElement).value));
    expect(options).toContain('Zulu Group');
    expect(options).toEqual(
      [...new Set(options)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    // Act
    await dialog.getByLabel('Term').fill(term);
    await dialog.getByLabel('Definition').fill('A definition typed in the add dialog.');
    await dialog.getByLabel('Category').fill('Zulu Group');
    await slowWrites(page, '**/api/glossary', 'POST');
    await dialog.getByRole('button', { name: 'Save Term' }).click();
    // Assess
    await expectVisible(dialog.getByRole('button', { name: 'Saving...' }));
    await expectVisible(notice(page, 'Glossary term created successfully'));
    await expectVisible(card(page, term));
    await dialog.waitFor({ state: 'detached' });
    await expectFocused(add);
    const saved = (await (await adminApi('GET', '/api/glossary')).json()) as GlossaryTerm[];
    created.push(...saved.filter((t) => t.term === term).map((t) => t.id));
    // Act: the form starts empty again (product.md §4: create resets the form)
    await add.click();
    // Assess
    expect(await dialog.getByLabel('Term').inputValue()).toBe('');
  });

  it('states each product.md §5 rule beside its field, shows the messages through the domain schema and passes axe with them', async ({
    page,
  }) => {
    // Prepare
    await openGlossaryAdmin(page);
    const add = page.getByRole('button', { name: 'Add New Term' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add New Glossary Term' });
    // Assess: each rule beside its field before any save fails it
    for (const [label, rule] of [
      ['Term', 'At least 2 characters.'],
      ['Definition', 'At least 10 characters.'],
      ['Category', /^At least 2 characters/],
    ] as const) {
      const hint = await dialog.getByLabel(label).getAttribute('aria-describedby');
      expect(await page.locator(`#${hint}`).textContent()).toMatch(rule);
    }
    // Act
    await submitInvalidTerm(dialog);
    // Assess
    await expectVisible(dialog.getByText('Term must be at least 2 characters'));
    await expectVisible(dialog.getByText('Definition must be at least 10 characters'));
    await expectVisible(dialog.getByText('Category must be at least 2 characters'));
    expect(await dialog.getByLabel('Term').getAttribute('aria-invalid')).toBe('true');
    await expectFocused(dialog.getByLabel('Term'));
    await expectNoViolations(page);
    // Act
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Assess
    await expectFocused(add);
  });

  it('sends the search on every change, shows the empty search state, and Clear Search restores the list', async ({
    page,
  }) => {
    // Prepare
    await storedTerm(`Searchable ${RUN}`);
    await openGlossaryAdmin(page);
    const searches: string[] = [];
    page.on('request', (r) => {
      const q = new URL(r.url()).searchParams.get('search');
      if (r.url().includes('/api/glossary') && q !== null) searches.push(q);
    });
    const box = page.getByRole('searchbox', { name: 'Search glossary terms' });
    expect(await box.getAttribute('placeholder')).toBe('Search glossary terms...');
    // Act
    await box.pressSequentially(RUN);
    // Assess
    await expectVisible(card(page, `Searchable ${RUN}`));
    expect(searches).toEqual([...RUN].map((_, i) => RUN.slice(0, i + 1)));
    // Act
    await box.fill(`no such term ${RUN}`);
    // Assess
    await expectVisible(page.getByRole('heading', { name: 'No glossary terms found' }));
    await expectVisible(page.getByText('No terms match your search query'));
    // Act
    await page.getByRole('button', { name: 'Clear Search' }).click();
    // Assess
    expect(await box.inputValue()).toBe('');
    await expectFocused(box);
    await expectVisible(card(page, `Searchable ${RUN}`));
  });

  it('edits a term from its menu; focus returns to the menu trigger', async ({ page }) => {
    // Prepare
    const stored = await storedTerm(`Editable ${RUN}`);
    await openGlossaryAdmin(page);
    // Act
    const dialog = await openEditDialog(page, stored.term);
    // Assess
    expect(await dialog.getByLabel('Term').inputValue()).toBe(stored.term);
    await expectNoViolations(page);
    // Act
    await dialog.getByLabel('Definition').fill('An edited definition of this term.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    // Assess
    await expectVisible(notice(page, 'Glossary term updated successfully'));
    const edited = card(page, stored.term).getByText('An edited definition of this term.');
    await expectVisible(edited);
    expect(await edited.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('3');
    await expectVisible(card(page, stored.term).getByText(/^Last updated/));
    await expectFocused(menuOf(page, stored.term));
  });

  it('keeps the typed text on a stale version (409) and offers the latest one', async ({
    page,
  }) => {
    // Prepare
    const stored = await storedTerm(`Contested ${RUN}`);
    await openGlossaryAdmin(page);
    const dialog = await openEditDialog(page, stored.term);
    const elsewhere = { ...stored, definition: 'Saved meanwhile in another tab.' };
    expect((await adminApi('PUT', `/api/glossary/${stored.id}`, elsewhere)).status).toBe(200);
    // Act
    await dialog.getByLabel('Definition').fill('My own careful wording here.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    // Assess
    await expectVisible(notice(page, 'Failed to update glossary term:'));
    expect(await dialog.getByLabel('Definition').inputValue()).toBe('My own careful wording here.');
    // Act
    await dialog.getByRole('button', { name: 'Load latest version' }).click();
    // Assess
    await expect
      .poll(() => dialog.getByLabel('Definition').inputValue())
      .toBe(elsewhere.definition);
  });

  it('deletes after the specified confirmation; Escape from the menu-opened confirmation returns focus', async ({
    page,
  }) => {
    // Prepare
    const stored = await storedTerm(`Doomed ${RUN}`);
    await openGlossaryAdmin(page);
    const trigger = menuOf(page, stored.term);
    // Act: by keyboard, then Escape
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expectFocused(page.getByRole('menuitem', { name: 'Edit' }));
    await page.keyboard.press('ArrowDown');
    // Radix moves menu focus in a timeout after the key; Enter must wait for it.
    await expectFocused(page.getByRole('menuitem', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    // Assess
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expectVisible(
      confirm.getByText(
        `This action cannot be undone. This will permanently delete the glossary term "${stored.term}".`,
      ),
    );
    await expectNoViolations(page);
    // Act
    await page.keyboard.press('Escape');
    // Assess
    await expectFocused(trigger);
    // Act
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await slowWrites(page, '**/api/glossary/*', 'DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // Assess
    await expectVisible(confirm.getByRole('button', { name: 'Deleting...' }));
    await expectVisible(notice(page, 'Glossary term deleted successfully'));
    await card(page, stored.term).waitFor({ state: 'detached' });
    await expectFocused(page.getByRole('button', { name: 'Add New Term' }));
  });

  it('gives the add and edit dialogs their own addresses: opened directly, after sign-in, and by Back and Forward with the guard first', async ({
    page,
    browser,
  }) => {
    // Prepare
    const stored = await storedTerm(`Addressed ${RUN}`);
    await openGlossaryAdmin(page);
    // Act
    await menuOf(page, stored.term).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Glossary Term' });
    await dialog.waitFor();
    // Assess
    expect(search(page)).toBe(`?edit=${stored.id}`);
    await expectBackAndForward(page, dialog, dialog.getByLabel('Term'), `?edit=${stored.id}`);
    // Act: the add dialog has its address too, and Escape goes back to the list's
    await page.getByRole('button', { name: 'Add New Term' }).click();
    await page.getByRole('dialog', { name: 'Add New Glossary Term' }).waitFor();
    expect(search(page)).toBe('?new');
    await page.keyboard.press('Escape');
    await expect.poll(() => search(page)).toBe('');
    await expectFocused(page.getByRole('button', { name: 'Add New Term' }));
    // Act: the address opened in a browser without a session, through sign-in
    await expectOpensAfterSignIn(
      browser,
      `/admin/glossary?edit=${stored.id}`,
      'Edit Glossary Term',
      'Term',
      stored.term,
    );
  });

  it('Refresh shows a term stored elsewhere since the page loaded', async ({ page }) => {
    // Prepare
    await openGlossaryAdmin(page);
    const stored = await storedTerm(`Fresh ${RUN}`);
    // Act
    await page.getByRole('button', { name: 'Refresh' }).click();
    // Assess
    await expectVisible(card(page, stored.term));
  });

  it('keeps the page within the 160 KB gzipped JS budget (product.md §11.5)', async () => {
    // Act
    const kb = await glossaryPageKb();
    // Assess
    console.log(`admin/glossary: ${kb.toFixed(1)} KB gzipped JS`);
    expect(kb).toBeLessThanOrEqual(ADMIN_BUDGET_KB);
  });

  it("shows the failure panel with 'Try Again', and the empty state without a search", async ({
    page,
  }) => {
    // Prepare
    await signInContext(page.context());
    await page.route('**/api/glossary*', (route) => route.fulfill({ status: 500, body: '' }));
    // Act
    await page.goto('/admin/glossary');
    // Assess
    await expectVisible(page.getByRole('heading', { name: 'Failed to load glossary terms' }));
    await expectVisible(page.getByText(/^Error 500: /));
    // Act
    await page.unroute('**/api/glossary*');
    await page.route('**/api/glossary*', (route) => route.fulfill({ json: [] }));
    await page.getByRole('button', { name: 'Try Again' }).click();
    // Assess
    await expectVisible(page.getByText('Get started by adding a new term'));
    expect(await page.getByRole('button', { name: 'Clear Search' }).count()).toBe(0);
    // The panel's button is gone: focus is on the search box above the list, not the page
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')))
      .toBe('Search glossary terms...');
  });
});
