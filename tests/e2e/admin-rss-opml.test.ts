// /admin/rss's OPML panel (product.md §10.9, §11.6): export, a re-import previewing nothing new, a bad file's error
// and a one-feed import, against a loopback feed server.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { FeedServer } from '../support/feeds-server.ts';
import { adminApi, feedServer, openRssAdmin, sourceCard, toastTitled } from '../support/admin.ts';
import { expectVisible, withPage } from '../support/browser.ts';

const it = withPage();
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await feedServer();
});
afterAll(async () => {
  await feeds?.close();
});

describe('RSS admin OPML', () => {
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
});
