// /admin/articles accessibility (product.md §2 'Article management'; issues 9 and 10): paging the list from the keyboard,
// and axe (WCAG 2.2 AA) on the list, the form with its errors, the preview, and the leave and delete dialogs, in both
// themes and at 390 px.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Article } from '../../functions/domain/index.ts';
import {
  chooseSvg,
  createApi,
  deleteApi,
  openArticles,
  openCreate,
} from '../support/admin-articles.ts';
import { expectNoViolations, inPage } from '../support/admin-axe.ts';
import { expectVisible, withPage } from '../support/browser.ts';

const it = withPage();

describe('article list paging', () => {
  it('pages by 20 from the keyboard; a page button at the end stays focused', async ({ page }) => {
    // Prepare: the list's reads answer 20 articles, then one (21 stored articles would cost 21 rebuilds)
    // What the list reads of each article.
    const pagedTemplate = {
      categoryId: 1,
      author: 'Paging test',
      featured: false,
      publishedAt: '2026-11-01T12:00:00.000Z',
    };
    await page.route('**/api/articles?isManualEntry=true*', (route) => {
      const offset = Number(new URL(route.request().url()).searchParams.get('offset'));
      const count = offset === 0 ? 20 : 1;
      return route.fulfill({
        json: Array.from({ length: count }, (_, i) => ({
          ...pagedTemplate,
          id: 900_000 + offset + i,
          title: `Paged article ${offset + i + 1}`,
        })),
      });
    });
    await openArticles(page);
    await page.getByRole('heading', { name: 'Manually created articles' }).waitFor();
    const next = page.getByRole('button', { name: 'Next page' });
    const previous = page.getByRole('button', { name: 'Previous page' });
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    // Act
    await next.focus();
    await page.keyboard.press('Enter');
    // Assess: page 2 holds the 21st; Next is unavailable there, and still focused
    await expectVisible(page.getByRole('rowheader', { name: 'Paged article 21' }));
    await expectVisible(page.getByText('Page 2'));
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    expect(await focused()).toBe('Next page');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText('Page 2'));
    // Act
    await previous.focus();
    await page.keyboard.press('Enter');
    // Assess
    await expectVisible(page.getByRole('rowheader', { name: 'Paged article 1', exact: true }));
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    expect(await focused()).toBe('Previous page');
  });
});

let axeArticle: Article; // both themes open its delete dialog: each stored or deleted article costs a rebuild
beforeAll(async () => {
  axeArticle = await createApi(`Axe ${Date.now()}`, 'Alt for axe');
});
afterAll(async () => {
  if (axeArticle) await deleteApi(axeArticle.id);
});
for (const colorScheme of ['light', 'dark'] as const)
  describe(`article admin passes axe in the ${colorScheme} theme`, () => {
    it('list and form, at full width and at 390 px', ({ browser }) =>
      inPage(browser, { colorScheme }, async (page) => {
        await openArticles(page);
        await page.getByRole('heading', { name: 'Manually created articles' }).waitFor();
        await page.getByText(/Loading articles/).waitFor({ state: 'detached' });
        await expectNoViolations(page);
        await page.setViewportSize({ width: 390, height: 844 });
        // The table scrolls inside its own box; the rows' hidden link texts do not widen the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        // Each row's actions stay on screen, not past the table's right edge
        const edit = page.getByRole('button', { name: /^Edit / }).first();
        const box = await edit.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(390);
        await expectNoViolations(page);
        await page.getByRole('tab', { name: 'Create New Article' }).click();
        await page.getByRole('button', { name: 'Create Article' }).click();
        await expectVisible(page.getByText('Title must be at least 5 characters'));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        await expectNoViolations(page);
        await page.getByRole('button', { name: 'Preview' }).click();
        await page.getByRole('dialog', { name: 'Preview' }).waitFor();
        await expectNoViolations(page);
      }));

    it(
      'the form with the image errors, the leave and delete dialogs',
      { timeout: 120_000 },
      ({ browser }) =>
        inPage(browser, { colorScheme }, async (page) => {
          await openCreate(page);
          await chooseSvg(page);
          await page.getByLabel('Title', { exact: true }).fill('Half written');
          await page.getByRole('button', { name: 'Create Article' }).click();
          await expectVisible(page.getByText('Choose a PNG, JPEG, WebP, GIF or AVIF image.'));
          await expectNoViolations(page);
          await page.getByRole('tab', { name: 'Article List' }).click();
          const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
          await expectVisible(leave);
          await expectNoViolations(page);
          await leave.getByRole('button', { name: 'Leave' }).click();
          await page.getByRole('button', { name: `Delete ${axeArticle.title}` }).click();
          await expectVisible(page.getByRole('alertdialog', { name: 'Are you sure?' }));
          await expectNoViolations(page);
        }),
    );
  });
