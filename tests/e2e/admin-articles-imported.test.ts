// The 'Imported' list of /admin/articles (product.md §10.16), from the keyboard alone on one signed-in page: an
// article imported from a loopback feed is found by search, taken down with a reason (gone from the public API and
// its page), stays down through a forced re-import, and is restored; axe in both themes and at 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../functions/domain/index.ts';
import { TAKE_DOWN_REASON_REQUIRED } from '../../functions/domain/article-takedown.ts';
import { rss2 } from '../support/feeds-fixtures.ts';
import type { FeedServer } from '../support/feeds-server.ts';
import {
  addSourceApi,
  adminApi,
  feedServer,
  signInContext,
  toastTitled,
} from '../support/admin.ts';
import { expectNoViolations, inPage } from '../support/admin-axe.ts';
import { expectNotFoundAfterRebuild } from '../support/admin-articles.ts';
import { expectVisible, launchBrowser, newPage, url } from '../support/browser.ts';
import { focusedName, tabTo } from '../support/keyboard.ts';

let browser: Browser;
let page: Page;
let feeds: FeedServer;
const stamp = Date.now();
/** Letters only, so the search takes it as one word. */
const word = `qz${[...String(stamp)].map((d) => String.fromCharCode(97 + Number(d))).join('')}`;
const title = `Sign language avatars ${word}`;
let article: Article;

/** The imported articles the admin's search finds by the unique word. */
const found = async () =>
  (await (await adminApi('GET', `/api/articles/imported?q=${word}`)).json()) as Article[];
const forceImport = async () =>
  expect((await adminApi('POST', '/api/rss/force-refresh')).ok).toBe(true);
const publicStatus = async () => (await fetch(url(`/api/articles/${article.id}`))).status;

async function openImported(p: Page): Promise<void> {
  await signInContext(p.context());
  await p.goto('/admin/articles');
  await p.getByRole('tab', { name: 'Article List' }).waitFor();
  await p.getByRole('tab', { name: 'Imported' }).click();
  await p.getByRole('heading', { name: 'Imported articles' }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  feeds = await feedServer();
  feeds.route('/takedown', (_q, r) => {
    r.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
    r.end(
      rss2('Take-down fixture', [
        {
          title,
          link: `https://takedown.example.org/${word}`,
          guid: `takedown-${word}`,
          html: '<p>Deaf viewers meet signing avatars.</p>',
          image: `https://takedown.example.org/${word}.jpg`,
        },
      ]),
    );
  });
  await addSourceApi(`Take-down feed ${stamp}`, `${feeds.url}/takedown`);
  await forceImport();
  // The force import answers once the run is done.
  const [imported] = await found();
  if (!imported) throw new Error('the fixture feed was not imported');
  article = imported;
});
afterAll(async () => {
  await browser?.close();
  await feeds?.close();
});

describe("the 'Imported' list", () => {
  it(
    'finds an article by search and takes it down with a reason, from the keyboard alone',
    { timeout: 240_000 },
    async () => {
      // Prepare
      await signInContext(page.context());
      await page.goto('/admin/articles');
      await page.getByRole('tab', { name: 'Article List' }).focus();
      // Act: the tab, the search, then 'Take down' with no reason first.
      await page.keyboard.press('ArrowRight');
      // Radix moves a tab list's focus in a timeout after the key; Enter must wait for it.
      await expect.poll(() => focusedName(page), { timeout: 10_000 }).toBe('Imported');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Imported articles' }).waitFor();
      await tabTo(page, 'Search titles');
      await page.keyboard.type(word);
      await page.keyboard.press('Enter');
      await page.getByRole('row', { name: new RegExp(word) }).waitFor();
      await tabTo(page, `Take down ${title}`);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Take this article down?' });
      await expectVisible(dialog);
      await page.keyboard.press('Enter');
      // Assess: the reason is required, and the field keeps focus.
      await expectVisible(dialog.getByText(TAKE_DOWN_REASON_REQUIRED));
      expect(await focusedName(page)).toMatch(/^Reason/);
      await expectNoViolations(page);
      // Act
      await page.keyboard.type('Wrong story');
      await page.keyboard.press('Enter');
      // Assess: the row says so, focus is on its 'Restore', and readers no longer get it.
      await expectVisible(toastTitled(page, 'Success'));
      await expectVisible(
        page.getByRole('row', { name: new RegExp(word) }).getByText('Taken down'),
      );
      await expect.poll(() => focusedName(page), { timeout: 10_000 }).toBe(`Restore ${title}`);
      expect(await publicStatus()).toBe(404);
      await inPage(browser, {}, (p) => expectNotFoundAfterRebuild(p, article.id));
    },
  );

  it('stays down through a forced re-import, then is restored', async () => {
    // Act
    await forceImport();
    // Assess: still one, still down, still hidden.
    const [again, ...more] = await found();
    expect(more).toEqual([]);
    expect(again).toMatchObject({ id: article.id, takenDownReason: 'Wrong story' });
    expect(await publicStatus()).toBe(404);
    // Act: focus is still on 'Restore'.
    await page.keyboard.press('Enter');
    // Assess
    await expect.poll(() => focusedName(page), { timeout: 10_000 }).toBe(`Take down ${title}`);
    expect(await publicStatus()).toBe(200);
    expect((await found())[0]).toMatchObject({ takenDownAt: null, takenDownReason: null });
  });

  for (const colorScheme of ['light', 'dark'] as const)
    it(`passes axe in the ${colorScheme} theme, at full width and at 390 px`, () =>
      inPage(browser, { colorScheme }, async (p) => {
        await openImported(p);
        await p.getByRole('row', { name: new RegExp(word) }).waitFor();
        await expectNoViolations(p);
        await p.setViewportSize({ width: 390, height: 844 });
        await p.getByRole('button', { name: `Fix alt text of ${title}` }).click();
        await expectVisible(p.getByRole('dialog', { name: "Fix the image's alt text" }));
        await expectNoViolations(p);
      }));
});
