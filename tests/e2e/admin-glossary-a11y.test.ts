// /admin/glossary accessibility (product.md §2, §5; §11.7): axe (WCAG 2.2 AA) on the list, the add dialog with its §5
// messages, the menu, the edit dialog and the delete confirmation, in both themes, and one column at 390 px.
import { afterAll, describe, expect } from 'vitest';
import {
  axeTerm,
  deleteStoredTerms,
  expectNoViolations,
  inPage,
  menuOf,
  openGlossaryAdmin,
  submitInvalidTerm,
} from '../support/admin-glossary.ts';
import { expectVisible, withPage } from '../support/browser.ts';

const it = withPage();
const AXE_TIMEOUT = { timeout: 120_000 }; // three axe runs on a loaded machine

afterAll(deleteStoredTerms);

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`glossary admin passes axe in the ${colorScheme} theme`, () => {
    it('the list, the add dialog, its §5 messages', AXE_TIMEOUT, ({ browser }) =>
      inPage(browser, { colorScheme }, async (page) => {
        await openGlossaryAdmin(page);
        await expectNoViolations(page);
        await page.getByRole('button', { name: 'Add New Term' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await expectNoViolations(page);
        await submitInvalidTerm(dialog);
        await expectVisible(dialog.getByText('Term must be at least 2 characters'));
        await expectNoViolations(page);
      }),
    );

    it('the menu, the edit dialog, the delete confirmation', AXE_TIMEOUT, ({ browser }) =>
      inPage(browser, { colorScheme }, async (page) => {
        const stored = await axeTerm();
        await openGlossaryAdmin(page);
        await menuOf(page, stored.term).click();
        await page.getByRole('menu').waitFor();
        await expectNoViolations(page);
        await page.getByRole('menuitem', { name: 'Edit' }).click();
        await page.getByRole('dialog', { name: 'Edit Glossary Term' }).waitFor();
        await expectNoViolations(page);
        await page.keyboard.press('Escape');
        await menuOf(page, stored.term).click();
        await page.getByRole('menuitem', { name: 'Delete' }).click();
        await page.getByRole('alertdialog').waitFor();
        await expectNoViolations(page);
      }),
    );

    it('at 390 px: one column, no sideways scroll', AXE_TIMEOUT, ({ browser }) =>
      inPage(browser, { colorScheme, viewport: { width: 390, height: 844 } }, async (page) => {
        await openGlossaryAdmin(page);
        const columns = await page
          .locator('#main-content ul')
          .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
        expect(columns).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        await expectNoViolations(page);
      }),
    );
  });
}
