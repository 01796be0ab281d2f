// /admin/events accessibility and weight (product.md §11.7): axe (WCAG 2.2 AA) on the list, the create dialog, the form with
// errors, the calendar, the edit and delete dialogs, in both themes and at 390 px; the admin and public JS budgets.
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Event } from '../../functions/domain/index.ts';
import { pageJsGzip } from '../../scripts/bench/site.ts';
import { signInContext } from '../support/admin.ts';
import { deleteEvents, eventAdder } from '../support/admin-events.ts';
import { servedFullBuild } from '../support/served-build.ts';
import { axeViolations, describeViolations, launchBrowser, newPage } from '../support/browser.ts';

let browser: Browser;
const created: number[] = [];
/** One event for every theme and width: the checks only open its dialogs, and each stored event costs a site rebuild. */
let event: Event;
beforeAll(async () => {
  browser = await launchBrowser();
  event = await addEvent(`Axe ${Date.now()}`);
});
afterAll(async () => {
  await browser?.close();
  await deleteEvents(created);
});

/** A virtual, recurring event a few days ahead, found with the admin search. */
const addEvent = (title: string) =>
  eventAdder(created, 'An event made by the admin events axe test.')(title, 4, {
    location: 'Online',
    organizer: 'A11y team',
    isVirtual: true,
    isRecurring: true,
  });

async function expectNoViolations(page: Page, step: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${step}: ${describeViolations(violations)}`).toEqual([]);
}

describe('event management accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [1280, 390])
      it(`passes axe in the ${colorScheme} theme at ${width} px`, { timeout: 90_000 }, async () => {
        // Prepare
        const { page, context } = await newPage(browser, {
          colorScheme,
          viewport: { width, height: 900 },
        });
        onTestFinished(() => context.close());
        await signInContext(page.context());
        await page.goto('/admin/events');
        await page.getByPlaceholder('Search events...').fill(event.title);
        const menu = page.getByRole('button', { name: `Actions for ${event.title}` });
        await menu.waitFor();
        // Act and Assess: the list, the create dialog, the form with errors, the calendar
        await expectNoViolations(page, 'list');
        await page.getByRole('button', { name: 'Add New Event' }).click();
        await page.getByRole('button', { name: 'Create Event' }).waitFor();
        await expectNoViolations(page, 'create dialog');
        await page.getByRole('button', { name: 'Create Event' }).click();
        await page.getByText('Event date is required').waitFor();
        await expectNoViolations(page, 'form with errors');
        await page.getByRole('button', { name: 'Choose start date' }).click();
        await page.locator('.rdp-day_button:focus').waitFor();
        await expectNoViolations(page, 'calendar');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Cancel' }).click();
        // Act and Assess: the edit and delete dialogs, and no sideways scrolling
        await menu.click();
        await page.getByRole('menuitem', { name: 'Edit' }).click();
        await page.getByRole('button', { name: 'Update Event' }).waitFor();
        await expectNoViolations(page, 'edit dialog');
        await page.getByRole('button', { name: 'Cancel' }).click();
        await menu.click();
        await page.getByRole('menuitem', { name: 'Delete' }).click();
        await page.getByRole('alertdialog').waitFor();
        await expectNoViolations(page, 'delete dialog');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
      });
});

/** A signed-in page of this size with the 'Create New Event' dialog open; closed when the test ends. */
async function openCreateDialog(viewport: { width: number; height: number }): Promise<Page> {
  const { page, context } = await newPage(browser, { viewport });
  onTestFinished(() => context.close());
  await signInContext(page.context());
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Add New Event' }).click();
  return page;
}

describe('focus in a scrolling dialog (WCAG 2.4.11)', () => {
  it('keeps the focused control in view when Tab wraps around the create dialog at 390 px', async () => {
    // Prepare: the create dialog taller than the screen, focus on its last control
    const page = await openCreateDialog({ width: 390, height: 600 });
    const create = page.getByRole('button', { name: 'Create Event' });
    await create.focus();
    const inView = () =>
      page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      });
    // Act and Assess: forward past the end, then back past the start
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null),
    ).toBe(true);
    expect(await inView()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await inView()).toBe(true);
  });
});

describe('the calendar at 320 px (WCAG 1.4.10)', () => {
  it('fits the screen, next-month button included', async () => {
    // Prepare
    const page = await openCreateDialog({ width: 320, height: 700 });
    // Act
    await page.getByRole('button', { name: 'Choose start date' }).click();
    await page.locator('.rdp-day_button:focus').waitFor();
    // Assess
    const right = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => el.getBoundingClientRect().right);
    expect(await right('[data-radix-popper-content-wrapper]')).toBeLessThanOrEqual(320);
    expect(await right('.rdp-button_next')).toBeLessThanOrEqual(320);
  });
});

describe('event page budgets', () => {
  const built = servedFullBuild;
  it.each([
    ['admin/events/index.html', 160],
    ['events/index.html', 75],
  ])('%s loads at most %i KB of gzipped JS', async (file, kb) => {
    // Act
    const size = (await pageJsGzip(built(), file)) / 1024;
    // Assess
    console.log(`${file}: ${size.toFixed(1)} KB gzipped JS`);
    expect(size).toBeLessThanOrEqual(kb);
  });
});
