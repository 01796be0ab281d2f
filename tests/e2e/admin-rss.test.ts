// /admin/rss (product.md §2 'RSS admin', §4 busy flags, §8 toasts; §11.6) against a loopback feed server.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { FeedServer } from '../support/feeds-server.ts';
import { FORCE_WARNING } from '../../site/client/admin/api/feeds/messages.ts';
import {
  addSourceApi,
  adminApi,
  feedServer,
  openRssAdmin,
  sourceCard,
  toastTitled,
} from '../support/admin.ts';
import { expectVisible, withPage } from '../support/browser.ts';

const it = withPage();
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await feedServer(20);
});
afterAll(async () => {
  await feeds?.close();
});

describe('RSS admin', () => {
  it('adds a feed with the collapsible form: category 1 by default, Add Feed enabled once name and url are set', async ({
    page,
  }) => {
    // Prepare
    await openRssAdmin(page);
    await page.getByRole('button', { name: 'Add New RSS Feed' }).click();
    const add = page.getByRole('button', { name: 'Add Feed' });
    // Assess
    expect(await add.isDisabled()).toBe(true);
    expect(await page.getByLabel('URL', { exact: true }).getAttribute('type')).toBe('url');
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('1');
    // Act
    await page.getByLabel('Name', { exact: true }).fill('Loopback RSS');
    await page.getByLabel('URL', { exact: true }).fill(`${feeds.url}/rss`);
    await add.click();
    // Assess
    await expectVisible(toastTitled(page, 'RSS Feed Added'));
    await expectVisible(sourceCard(page, 'Loopback RSS'));
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
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    // Act
    const button = await trigger.elementHandle(); // the open dialog hides it from role queries
    await trigger.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
    // Assess: the result, and focus kept on the trigger (labelled 'Importing...' meanwhile)
    await toastTitled(page, 'Force RSS Refresh Completed').waitFor({ timeout: 30_000 });
    expect(await toastTitled(page, 'Force RSS Refresh Completed').textContent()).toMatch(
      /\d+ imported, \d+ errors/,
    );
    expect(await button!.evaluate((el) => el === document.activeElement)).toBe(true);
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
    // Assess
    await expectVisible(
      sourceCard(page, 'Loopback Busy').getByRole('button', { name: /Retry now/ }),
    );
    expect(await sourceCard(page, 'Loopback RSS').count()).toBe(0);
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

  it('exports OPML and re-imports it with 0 new feeds; a bad file gets a clear error', async ({
    page,
  }) => {
    // Prepare
    const opml = await (await adminApi('GET', '/api/rss/opml')).text();
    await openRssAdmin(page);
    const input = page.getByLabel('Import an OPML file');
    // Act
    await input.setInputFiles({
      name: 'feeds.opml',
      mimeType: 'text/x-opml',
      buffer: Buffer.from(opml),
    });
    // Assess
    await expectVisible(page.getByRole('table'));
    expect(await page.getByRole('cell', { name: 'New', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Import 0 feeds' }).isDisabled()).toBe(true);
    // Act
    await input.setInputFiles({
      name: 'bad.opml',
      mimeType: 'text/x-opml',
      buffer: Buffer.from('<opml><body>'),
    });
    // Assess
    await expectVisible(page.getByText(/not valid OPML/));
    // Act: a file with one new feed
    await input.setInputFiles({
      name: 'one.opml',
      mimeType: 'text/x-opml',
      buffer: Buffer.from(
        `<opml version="2.0"><head><title>One</title></head><body>` +
          `<outline type="rss" text="OPML one" xmlUrl="${feeds.url}/opml-one"/></body></opml>`,
      ),
    });
    await page.getByRole('button', { name: 'Import 1 feed', exact: true }).click();
    // Assess: the preview and its button are gone; focus waits on the panel's heading
    await expectVisible(toastTitled(page, 'OPML Import Completed'));
    await expectVisible(sourceCard(page, 'OPML one'));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('opml-heading');
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
