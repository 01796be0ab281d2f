// Drafts, autosave and scheduling in /admin/articles (product.md §10.12), on one signed-in page: a draft saved and
// autosaved ('Draft saved at'), kept off every public surface while a scheduled article waits too; one scheduled a
// minute ahead goes live through the publish timer and the partial rebuild; the draft published appears everywhere;
// the status filter; a schedule set from the keyboard alone with the date picker; axe on the new controls.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getArticle, updateArticle, type Db } from '../../functions/data/index.ts';
import { SCHEDULE_TOO_FAR, type Article } from '../../functions/domain/index.ts';
import { adminApi, signInContext, toastTitled } from '../support/admin.ts';
import { expectNoViolations } from '../support/admin-axe.ts';
import { openCreate } from '../support/admin-articles.ts';
import { expectVisible, launchBrowser, newPage } from '../support/browser.ts';
import { focusedName, localDay, pickTomorrow, tabTo } from '../support/keyboard.ts';
import {
  e2eStore,
  everywhere,
  surfacesShowing,
  type Reachable,
} from '../support/public-surfaces.ts';

let browser: Browser;
let page: Page;
let db: Db;
const stamp = Date.now();
/** Letters only, so search takes each as one word. */
const word = (n: number) =>
  `qz${[...`${stamp}${n}`].map((d) => String.fromCharCode(97 + Number(d))).join('')}`;
const created: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // en-GB: a 24-hour time field, typed as hh:mm.
  ({ page } = await newPage(browser, { locale: 'en-GB' }));
  await signInContext(page.context());
  db = e2eStore();
});
afterAll(async () => {
  for (const id of created) await adminApi('DELETE', `/api/articles/${id}`);
  await browser?.close();
});

/** The admin's view of the manual articles of one status. */
async function adminList(status: string): Promise<Article[]> {
  return (await (
    await adminApi('GET', `/api/articles?isManualEntry=true&status=${status}&limit=100`)
  ).json()) as Article[];
}

async function fillNew(title: string, n: number): Promise<void> {
  await openCreate(page);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary', { exact: true }).fill('How switch users scan through choices.');
  await page
    .getByLabel('Content', { exact: true })
    .fill(`Switch access lets a single button drive a whole computer, ${word(n)} included.`);
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('group', { name: 'Disability tags' }).getByRole('checkbox').first().check();
}

/** Waits until the article's prebuilt page is served (a rebuild has added it). */
async function pageLive(id: number): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${new URL(page.url()).origin}/article/${id}`)).status, {
      timeout: 120_000,
      interval: 500,
    })
    .toBe(200);
}

const savedLine = () => page.getByRole('status').filter({ hasText: /^Draft saved at \d\d:\d\d$/ });

/** What the surfaces need to know of a stored article. */
async function reachable(id: number, n: number): Promise<Reachable> {
  const article = await getArticle(db, id);
  const tags = (await (await adminApi('GET', `/api/articles/${id}/tags`)).json()) as {
    id: number;
  }[];
  return {
    id,
    title: article.title,
    categoryId: article.categoryId,
    tagId: tags[0]!.id,
    word: word(n),
    publishedAt: article.publishedAt,
  };
}

let draft: Reachable;
let scheduled: Reachable;

describe('drafts and scheduling', () => {
  it('saves a draft, autosaves it quietly, and keeps it off the public API', async () => {
    // Prepare
    const title = `Switch access draft ${stamp}`;
    await fillNew(title, 1);
    // Act: 'Save draft' keeps the form open on the draft.
    await page.getByRole('button', { name: 'Save draft' }).click();
    // Assess
    await expectVisible(savedLine());
    await expectVisible(page.getByRole('button', { name: 'Publish', exact: true }));
    const [stored] = (await adminList('draft')).filter((a) => a.title === title);
    expect(stored).toBeDefined();
    created.push(stored!.id);
    // Act: type, then wait; the autosave saves within a few seconds and leaves focus where it was.
    const content = page.getByLabel('Content', { exact: true });
    await content.press('End');
    await content.pressSequentially(' Autosaved.');
    await expect
      .poll(async () => (await getArticle(db, stored!.id)).content, { timeout: 10_000 })
      .toContain('Autosaved.');
    // Assess
    expect((await getArticle(db, stored!.id)).status).toBe('draft');
    expect(await content.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectVisible(savedLine());
    expect((await fetch(`${new URL(page.url()).origin}/api/articles/${stored!.id}`)).status).toBe(
      404,
    );
    // Act: what is not saved yet is still guarded; once autosaved, leaving asks nothing.
    const autosaved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/articles/${stored!.id}`),
    );
    await content.pressSequentially(' Not saved yet.');
    await page.getByRole('tab', { name: 'Article List' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expectVisible(leave);
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    expect((await autosaved).status()).toBe(200);
    expect((await getArticle(db, stored!.id)).content).toContain('Not saved yet.');
    await page.getByRole('tab', { name: 'Article List' }).click();
    // Assess
    await expectVisible(page.getByRole('heading', { name: 'Manually created articles' }));
    expect(await leave.count()).toBe(0);
    draft = await reachable(stored!.id, 1);
  });

  it('schedules an article from the keyboard alone with the date picker', async () => {
    // Prepare
    const title = `Switch access tomorrow ${stamp}`;
    await fillNew(title, 2);
    const tomorrow = await localDay(page, 1);
    // Act: keyboard only from the Schedule button.
    await page.getByRole('button', { name: 'Schedule', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Schedule article' });
    await expectVisible(dialog);
    await expect.poll(() => focusedName(page)).toBe('Date');
    await tabTo(page, 'Choose date');
    await pickTomorrow(page, tomorrow);
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe(tomorrow);
    expect(await focusedName(page)).toBe('Choose date');
    await tabTo(page, 'Time');
    // The field starts at a default time, whose AM/PM segment may say PM; 'A' sets AM (a 24-hour field ignores it).
    await page.keyboard.type('0930A');
    expect(await page.getByLabel('Time', { exact: true }).inputValue()).toBe('09:30');
    await expectVisible(dialog.getByText(/^Time zone: .+ \(UTC([+-]\d+(:\d\d)?)?\)$/));
    await tabTo(page, 'Schedule');
    await page.keyboard.press('Enter');
    // Assess
    await expectVisible(toastTitled(page, 'Success'));
    const [stored] = (await adminList('scheduled')).filter((a) => a.title === title);
    expect(stored).toBeDefined();
    created.push(stored!.id);
    // The browser's zone is this process's: a date-time without an offset is read in it.
    expect(stored!.publishedAt).toBe(new Date(`${tomorrow}T09:30:00`).toISOString());
    await expectVisible(
      page.getByRole('row', { name: new RegExp(title) }).getByText(/^Scheduled for /),
    );
    scheduled = await reachable(stored!.id, 2);
  });

  it('refuses a time that has passed, or more than two years ahead, with a clear message', async () => {
    await page
      .getByRole('row', { name: new RegExp(draft.title) })
      .getByRole('button', { name: /^Edit / })
      .click();
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule article' });
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await dialog.getByLabel('Date', { exact: true }).fill(day);
    await dialog.getByLabel('Time', { exact: true }).fill('00:00');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectVisible(
      dialog.getByRole('alert').filter({ hasText: 'The scheduled time has passed' }),
    );
    // A typed year 9999 is refused too: a schedule lies at most two years ahead (product.md §10.12).
    await dialog.getByLabel('Date', { exact: true }).fill('9999-12-31');
    await dialog.getByLabel('Time', { exact: true }).fill('10:00');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: SCHEDULE_TOO_FAR }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('goes live through the publish timer and the partial rebuild, while the draft and the scheduled one stay off every public surface', async () => {
    // Prepare: a third article scheduled a minute or two ahead through the form.
    const title = `Switch access live ${stamp}`;
    await fillNew(title, 3);
    const soon = new Date(Date.now() + 120_000);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule article' });
    const pad = (n: number) => String(n).padStart(2, '0');
    await dialog
      .getByLabel('Date', { exact: true })
      .fill(`${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}`);
    await dialog
      .getByLabel('Time', { exact: true })
      .fill(`${pad(soon.getHours())}:${pad(soon.getMinutes())}`);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectVisible(toastTitled(page, 'Success'));
    const [stored] = (await adminList('scheduled')).filter((a) => a.title === title);
    created.push(stored!.id);
    const live = await reachable(stored!.id, 3);
    // Act: the store's clock moved on: its time is now (the timer checks every 10 s).
    const current = await getArticle(db, live.id);
    await updateArticle(
      db,
      live.id,
      { publishedAt: new Date(Date.now() - 1000).toISOString() },
      current.version,
    );
    // Assess: live on its built page (the partial rebuild), then every surface agrees.
    await pageLive(live.id);
    // Read again: its publishedAt moved with the clock.
    const liveSurfaces = await surfacesShowing(db, await reachable(live.id, 3));
    expect(liveSurfaces).toEqual(everywhere(true, liveSurfaces));
    for (const hidden of [draft, scheduled]) {
      const surfaces = await surfacesShowing(db, hidden);
      expect(surfaces).toEqual(everywhere(false, surfaces));
    }
    expect((await getArticle(db, live.id)).status).toBe('published');
  });

  it('filters the list by status', async () => {
    await page.getByRole('tab', { name: 'Article List' }).click();
    const filter = page.getByLabel('Show articles');
    const row = (a: Reachable) => page.getByRole('row', { name: new RegExp(a.title) });
    for (const [status, shown, hidden] of [
      ['draft', draft, scheduled],
      ['scheduled', scheduled, draft],
    ] as const) {
      await filter.selectOption(status);
      await expectVisible(row(shown));
      expect(await row(hidden).count()).toBe(0);
    }
    await filter.selectOption('all');
    await expectVisible(row(draft).getByText('Draft', { exact: true }));
  });

  it(
    'passes axe on the new controls in both themes and at 390 px',
    { timeout: 120_000 },
    async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto('/admin/articles');
        await page.getByLabel('Show articles').selectOption('draft');
        await page.getByRole('row', { name: new RegExp(draft.title) }).waitFor();
        await expectNoViolations(page);
        await page.getByRole('button', { name: `Edit ${draft.title}` }).click();
        await page.getByRole('button', { name: 'Save draft' }).click();
        await expectVisible(savedLine());
        await expectNoViolations(page);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole('button', { name: 'Schedule', exact: true }).click();
        await page.getByRole('button', { name: 'Choose date' }).click();
        await page.locator('.rdp-day_button[tabindex="0"]').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        await expectNoViolations(page);
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
      }
    },
  );

  it('publishes the draft, which then appears everywhere', { timeout: 150_000 }, async () => {
    // Act
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const toasts = () => page.locator('[data-variant]').allTextContents();
    await expect
      .poll(toasts, { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([expect.stringContaining('Article was published successfully')]),
      );
    // Assess
    await pageLive(draft.id);
    // Read again: publishing made its publishedAt now.
    const surfaces = await surfacesShowing(db, await reachable(draft.id, 1));
    expect(surfaces).toEqual(everywhere(true, surfaces));
  });
});
