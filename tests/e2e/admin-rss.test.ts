// /admin/rss (product.md §2 'RSS admin', §4 busy flags, §8 toasts; §11.6) against a loopback feed server (its OPML
// panel: admin-rss-opml.test.ts).
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { FeedServer } from '../support/feeds-server.ts';
import { FEED_URL_MESSAGE } from '../../functions/domain/rss.ts';
import { FORCE_WARNING } from '../../site/client/admin/api/feeds/messages.ts';
import {
  addSourceApi,
  adminApi,
  feedServer,
  openRssAdmin,
  sourceCard,
  toastTitled,
} from '../support/admin.ts';
import { expectNoViolations, inPage } from '../support/admin-axe.ts';
import { expectVisible, withPage } from '../support/browser.ts';
import { hasFocus } from '../support/keyboard.ts';

const it = withPage();
let feeds: FeedServer;
/** /flaky answers 503 until `flakyUp` is set, then a feed with one item. */
let flakyUp = false;
beforeAll(async () => {
  feeds = await feedServer(20);
  feeds.route('/flaky', (_req, res) => {
    if (!flakyUp) return void res.writeHead(503).end('busy');
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.end(
      '<?xml version="1.0"?><rss version="2.0"><channel><title>F</title><link>https://flaky.example/</link>' +
        '<description>d</description><item><title>Flaky story about hearing loops</title>' +
        '<link>https://flaky.example/a</link><description>Hearing loops help.</description></item></channel></rss>',
    );
  });
});
afterAll(async () => {
  await feeds?.close();
});

describe('RSS admin', () => {
  it('adds a feed with the collapsible form: category 1 by default, each rule beside its field, Add Feed enabled once name and url are set; the feed is fetched at once', async ({
    page,
  }) => {
    // Prepare
    await openRssAdmin(page);
    await page.getByRole('button', { name: 'Add New RSS Feed' }).click();
    const add = page.getByRole('button', { name: 'Add Feed' });
    const urlField = page.getByLabel('URL', { exact: true });
    // Assess: disabled, with the reason and each field's rule shown before any submit
    expect(await add.isDisabled()).toBe(true);
    await expectVisible(page.getByText('Fill in the name and the URL to add the feed.'));
    expect(await urlField.getAttribute('aria-describedby')).toBe('add-url-hint');
    expect(await page.locator('#add-url-hint').textContent()).toMatch(/Required.*https:\/\//);
    expect(await urlField.getAttribute('type')).toBe('url');
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('1');
    // Act
    await page.getByLabel('Name', { exact: true }).fill('Loopback RSS');
    await urlField.fill(`${feeds.url}/rss`);
    // Assess
    expect(await page.getByText('Fill in the name and the URL to add the feed.').count()).toBe(0);
    // Act
    await add.click();
    // Assess: added and fetched at once; its health shows without an update
    await expectVisible(toastTitled(page, 'RSS Feed Added'));
    expect(await toastTitled(page, 'RSS Feed Added').textContent()).toMatch(
      /Loopback RSS was added\. It is active: \d+ new articles added\./,
    );
    await expectVisible(sourceCard(page, 'Loopback RSS').getByText('Active', { exact: true }));
  });

  it('says another form of a listed feed URL on its field only, naming its source, with no error toast', async ({
    page,
  }) => {
    // Prepare
    await addSourceApi('Loopback Dup', `${feeds.url}/rss-dup`);
    await openRssAdmin(page);
    await page.getByRole('button', { name: 'Add New RSS Feed' }).click();
    // Act: an address with no scheme
    await page.getByLabel('Name', { exact: true }).fill('Loopback Dup again');
    await page.getByLabel('URL', { exact: true }).fill('localhost:4700');
    await page.getByRole('button', { name: 'Add Feed' }).click();
    // Assess
    await expectVisible(page.locator('#add-url-error').getByText(FEED_URL_MESSAGE));
    // Act: the same feed with a trailing slash and a tracking parameter
    await page.getByLabel('URL', { exact: true }).fill(`${feeds.url}/rss-dup/?utm_source=x`);
    await page.getByRole('button', { name: 'Add Feed' }).click();
    // Assess
    await expectVisible(
      page
        .locator('#add-url-error')
        .getByText(`This feed is already added as 'Loopback Dup' (${feeds.url}/rss-dup)`),
    );
    expect(await page.getByLabel('URL', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-variant="destructive"]').count()).toBe(0);
    expect(await page.getByText(/Please try again/).count()).toBe(0);
  });

  it('updates a category, then refreshes all, with the counts in the toasts', async ({ page }) => {
    // Prepare
    const source = await addSourceApi('Loopback Atom', `${feeds.url}/atom`, 2);
    await openRssAdmin(page);
    // Act
    await page
      .getByRole('button', { name: /^Update Category/ })
      .nth(0)
      .click();
    // Assess
    await expectVisible(toastTitled(page, 'Category RSS Update Completed'));
    // Act
    await page.getByRole('button', { name: 'Refresh Feeds' }).click();
    // Assess
    await toastTitled(page, 'RSS Refresh Completed').waitFor({ timeout: 30_000 });
    expect(await toastTitled(page, 'RSS Refresh Completed').textContent()).toMatch(
      /\d+ new articles added, \d+ skipped, \d+ errors/,
    );
    await expectVisible(sourceCard(page, source.name).getByText('Active', { exact: true }));
  });

  it('asks the specified confirmation before a force refresh; Cancel returns focus, Continue runs it', async ({
    page,
  }) => {
    // Prepare
    await openRssAdmin(page);
    const trigger = page.getByRole('button', { name: 'Emergency Force Import' });
    // Act
    await trigger.click();
    // Assess
    const dialog = page.getByRole('alertdialog');
    await expectVisible(dialog.getByText(FORCE_WARNING));
    // Act
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Assess
    await expect.poll(() => hasFocus(trigger)).toBe(true);
    // Act
    const button = await trigger.elementHandle(); // the open dialog hides it from role queries
    await trigger.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
    // Assess: the result, and focus kept on the trigger (labelled 'Importing...' meanwhile)
    await toastTitled(page, 'Force RSS Refresh Completed').waitFor({ timeout: 30_000 });
    expect(await toastTitled(page, 'Force RSS Refresh Completed').textContent()).toMatch(
      /\d+ imported, \d+ errors/,
    );
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('finds a failing feed with the diagnostic, filters failing feeds and offers Retry now', async ({
    page,
  }) => {
    // Prepare
    await addSourceApi('Loopback Busy', `${feeds.url}/503`);
    await adminApi('POST', '/api/rss/refresh');
    await openRssAdmin(page);
    // Act
    await page.getByRole('button', { name: 'Run RSS Diagnostic' }).click();
    // Assess
    await toastTitled(page, 'RSS Diagnostic Found Issues').waitFor({ timeout: 30_000 });
    await expectVisible(page.getByText(/FAILED: Loopback Busy/));
    // Act
    await page.getByLabel(/Show failing feeds only/).check();
    // Assess: the failure in plain words, the raw detail behind a disclosure, one date format
    const card = sourceCard(page, 'Loopback Busy');
    await expectVisible(card.getByRole('button', { name: /Retry now/ }));
    await expectVisible(
      card.getByText('Failed: The site had a problem of its own (it answered 503).'),
    );
    expect(await card.getByText('HTTP 503').isVisible()).toBe(false);
    await card.getByText('Technical detail').click();
    await expectVisible(card.getByText('HTTP 503'));
    expect(await card.textContent()).not.toMatch(/UTC/);
    expect(await card.textContent()).toMatch(/Last fetched\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}/);
    expect(await sourceCard(page, 'Loopback RSS').count()).toBe(0);
  });

  it('Retry now fetches that feed at once, past its back-off, and says what happened to it', async ({
    page,
  }) => {
    // Prepare: failed once, so it waits out a back-off of 5 minutes
    flakyUp = false;
    const source = await addSourceApi('Loopback Flaky', `${feeds.url}/flaky`);
    await adminApi('POST', `/api/rss/sources/${source.id}/fetch`);
    flakyUp = true;
    await openRssAdmin(page);
    await page.getByLabel(/Show failing feeds only/).check();
    const card = sourceCard(page, 'Loopback Flaky');
    // Act
    await card.getByRole('button', { name: 'Retry now: Loopback Flaky' }).click();
    // Assess
    const toast = toastTitled(page, 'Feed Fetched');
    await expectVisible(toast);
    expect(await toast.textContent()).toMatch(
      /Loopback Flaky: It is active: 1 new articles added\./,
    );
    expect(await toast.textContent()).not.toMatch(/waiting to retry/);
    await card.waitFor({ state: 'detached' });
  });

  it('shows health readably and passes axe in both themes at 390 px: Not fetched yet is neutral, a failure has its detail', async ({
    browser,
  }) => {
    await addSourceApi('Loopback Fresh', `${feeds.url}/fresh`);
    for (const colorScheme of ['light', 'dark'] as const)
      await inPage(
        browser,
        { colorScheme, viewport: { width: 390, height: 844 } },
        async (page) => {
          await openRssAdmin(page);
          const fresh = sourceCard(page, 'Loopback Fresh').getByText('Not fetched yet');
          // The computed colour (oklch) as sRGB bytes, through a canvas.
          const [r, g, b] = await fresh.evaluate((el) => {
            const ctx = document.createElement('canvas').getContext('2d')!;
            ctx.fillStyle = getComputedStyle(el).color;
            ctx.fillRect(0, 0, 1, 1);
            return [...ctx.getImageData(0, 0, 1, 1).data];
          });
          // Not green: green leads red and blue by far in the green text used for 'Active'.
          expect(g! - Math.max(r!, b!), `${colorScheme}: rgb(${r}, ${g}, ${b})`).toBeLessThan(40);
          await sourceCard(page, 'Loopback Busy').getByText('Technical detail').click();
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(390);
          await expectNoViolations(page);
        },
      );
  });

  it('edits a source in a dialog and deletes one after confirmation', async ({ page }) => {
    // Prepare
    await addSourceApi('Loopback RDF', `${feeds.url}/rdf`);
    await openRssAdmin(page);
    // Act
    await page.getByRole('button', { name: 'Edit Loopback RDF' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Loopback RDF renamed');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    // Assess
    await expectVisible(toastTitled(page, 'RSS Feed Updated'));
    await expectVisible(sourceCard(page, 'Loopback RDF renamed'));
    // Act
    await page.getByRole('button', { name: 'Delete Loopback RDF renamed' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    // Assess
    await expectVisible(toastTitled(page, 'RSS Feed Deleted'));
    await sourceCard(page, 'Loopback RDF renamed').waitFor({ state: 'detached' });
    // The row and its Delete button are gone: focus moves on to the list's heading, not the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('sources-heading');
  });

  it('shows progress while 20 slow feeds update, then announces the result politely', async ({
    page,
  }) => {
    // Prepare
    for (let i = 0; i < 20; i++) await addSourceApi(`Slow feed ${i}`, `${feeds.url}/slow-${i}`);
    await openRssAdmin(page);
    // Act
    await page.getByRole('button', { name: 'Update All Feeds' }).click();
    // Assess
    await expectVisible(page.getByLabel('Update progress'));
    await expectVisible(page.getByText(/\d+ of \d+ feeds checked/));
    await page
      .getByRole('status')
      .filter({ hasText: 'Update finished' })
      .waitFor({ timeout: 45_000 });
    expect(await page.getByRole('button', { name: 'Update All Feeds' }).isDisabled()).toBe(false);
  });
});
