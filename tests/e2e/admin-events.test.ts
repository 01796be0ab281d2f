// /admin/events (product.md §2.16): create by keyboard with the date picker, validation, the end date's days, edit, delete, order.
import { afterAll, describe, expect } from 'vitest';
import type { Event } from '../../functions/domain/index.ts';
import { toastTitled } from '../support/admin.ts';
import { card, deleteEvents, eventAdder, openAdmin } from '../support/admin-events.ts';
import { apiJson, expectVisible, url, withPage } from '../support/browser.ts';
import { focusedName, localDay, pickTomorrow, tabTo } from '../support/keyboard.ts';

const it = withPage();
const created: number[] = [];
const addEvent = eventAdder(created);
afterAll(() => deleteEvents(created));

describe('event management', () => {
  it(
    'creates an event by keyboard alone, date picker included',
    { timeout: 60_000 },
    async ({ page }) => {
      // Prepare
      await openAdmin(page);
      const title = `Keyboard event ${Date.now()}`;
      const tomorrow = await localDay(page, 1);
      // Act: open the dialog, type the title, pick tomorrow in the calendar
      await tabTo(page, 'Add New Event');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Create New Event' }).waitFor();
      await tabTo(page, 'Event Title');
      await page.keyboard.type(title);
      await tabTo(page, 'Choose start date');
      await pickTomorrow(page, tomorrow);
      // Assess: picked, closed, focus back on the button
      expect(await page.getByLabel('Start Date', { exact: true }).inputValue()).toBe(tomorrow);
      await expect.poll(() => focusedName(page)).toBe('Choose start date');
      // Act: Escape closes the calendar and returns focus too
      await page.keyboard.press('Enter');
      await page.locator('.rdp-day_button:focus').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('grid').waitFor({ state: 'detached' });
      await expect.poll(() => focusedName(page)).toBe('Choose start date');
      expect(await page.getByRole('dialog', { name: 'Create New Event' }).isVisible()).toBe(true);
      // Act: the rest of the form, a typed end date, the virtual switch, submit
      await tabTo(page, 'End Date (Optional)');
      await page.keyboard.type(await localDay(page, 3));
      await tabTo(page, 'Description');
      await page.keyboard.type('Typed from the keyboard only, date picker included.');
      // Assess: each switch is named by its visible label through aria-labelledby (not by <label for> alone)
      for (const name of ['Virtual Event', 'Recurring Event']) {
        const labelledBy = await page
          .getByRole('switch', { name, exact: true })
          .getAttribute('aria-labelledby');
        expect(await page.locator(`[id="${labelledBy}"]`).textContent()).toBe(name);
      }
      await tabTo(page, 'Virtual Event');
      await page.keyboard.press('Space');
      await tabTo(page, 'Create Event');
      await page.keyboard.press('Enter');
      // Assess
      await toastTitled(page, 'Success')
        .filter({ hasText: 'Event created successfully' })
        .waitFor();
      await card(page, title).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await focusedName(page)).toBe('Add New Event');
      const saved = (await apiJson<Event[]>(`/api/events?search=${encodeURIComponent(title)}`))[0];
      created.push(saved?.id ?? 0);
      expect(saved).toMatchObject({
        eventDate: `${tomorrow}T00:00:00.000Z`,
        isVirtual: true,
        categoryId: null,
      });
      expect(await card(page, title).textContent()).toContain('Virtual');
    },
  );

  it('states the rules beside their fields, then shows every validation message of product.md §5 without sending anything', async ({
    page,
  }) => {
    // Prepare
    await openAdmin(page);
    let writes = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/events') && writes++);
    // Act
    await page.getByRole('button', { name: 'Add New Event' }).click();
    // Assess: each rule beside its field before any save fails it
    for (const [label, rule] of [
      ['Event Title', 'At least 3 characters.'],
      ['Description', 'At least 10 characters.'],
      ['Website URL', /^Optional: a full web address/],
    ] as const) {
      const hint = await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby');
      expect(await page.locator(`#${hint}`).textContent()).toMatch(rule);
    }
    // Act
    await page.getByLabel('Website URL').fill('not a url');
    await page.getByRole('button', { name: 'Create Event' }).click();
    // Assess
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    for (const message of [
      'Title must be at least 3 characters',
      'Description must be at least 10 characters',
      'Event date is required',
      'Please enter a valid URL',
    ])
      await dialog.getByText(message).waitFor();
    expect(writes).toBe(0);
  });

  it('does not let the end date be picked before the start; the create calendar refuses the past', async ({
    page,
  }) => {
    // Prepare
    await openAdmin(page);
    await page.getByRole('button', { name: 'Add New Event' }).click();
    await page.getByLabel('Start Date', { exact: true }).fill('2030-06-15');
    // Act
    await page.getByRole('button', { name: 'Choose end date' }).click();
    await page.locator('[data-day="2030-06-15"] button').waitFor();
    await page.locator('[data-day="2030-06-14"] button').click({ force: true });
    // Assess
    expect(await page.locator('[data-day="2030-06-14"] button').isDisabled()).toBe(true);
    expect(await page.locator('[data-day="2030-06-01"] button').isDisabled()).toBe(true);
    expect(await page.locator('[data-day="2030-06-15"] button').isDisabled()).toBe(false);
    expect(await page.getByLabel('End Date (Optional)', { exact: true }).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    // Assess: on create, yesterday is refused in the start calendar (on the first of a month, in the month before)
    await page.getByLabel('Start Date', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Choose start date' }).click();
    const yesterday = page.locator(`[data-day="${await localDay(page, -1)}"] button`);
    await page.locator(`[data-day="${await localDay(page, 0)}"] button`).waitFor();
    if ((await yesterday.count()) === 0)
      await page.getByRole('button', { name: /previous month/i }).click();
    expect(await yesterday.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    // Act: yesterday typed instead, and a bad Website URL further down the form
    let writes = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/events') && writes++);
    const start = page.getByLabel('Start Date', { exact: true });
    await start.fill(await localDay(page, -1));
    await page.getByLabel('Event Title').fill('A past event');
    await page.getByLabel('Description').fill('Typed with a start day before today.');
    await page.getByLabel('Website URL').fill('not a url');
    await page.getByRole('button', { name: 'Create Event' }).click();
    // Assess: refused as the calendar refuses it, beside the URL's message, with focus on the first
    // invalid field in page order (the start day) and nothing sent
    await expectVisible(page.getByText('Start date must not be in the past'));
    await expectVisible(page.getByText('Please enter a valid URL'));
    await expect.poll(() => start.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(writes).toBe(0);
  });

  it(
    'edits an event (past days allowed), then deletes it, focus back each time',
    { timeout: 60_000 },
    async ({ page }) => {
      // Prepare
      const event = await addEvent(`Editable ${Date.now()}`, -2, {
        location: 'Cork',
        organizer: 'A11y Cork',
      });
      await openAdmin(page, event.title);
      await card(page, event.title).waitFor();
      // The list's count, read by screen readers, is singular for one
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /^\d+ events?$/ })
          .textContent(),
      ).toBe('1 event');
      expect(await card(page, event.title).textContent()).toContain('By: A11y Cork');
      // Act: edit
      const menu = page.getByRole('button', { name: `Actions for ${event.title}` });
      await menu.click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Event' });
      await dialog.waitFor();
      expect(await page.getByLabel('Event Title').inputValue()).toBe(event.title);
      await page.getByRole('button', { name: 'Choose start date' }).click();
      const pastDay = page.locator(`[data-day="${event.eventDate.slice(0, 10)}"] button`);
      await pastDay.waitFor();
      expect(await pastDay.isDisabled()).toBe(false);
      await page.keyboard.press('Escape');
      const renamed = `${event.title} renamed`;
      await page.getByLabel('Event Title').fill(renamed);
      await page.getByRole('button', { name: 'Update Event' }).click();
      // Assess
      await toastTitled(page, 'Success')
        .filter({ hasText: 'Event updated successfully' })
        .waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByPlaceholder('Search events...').fill(renamed);
      await card(page, renamed).waitFor();
      expect((await apiJson<Event>(`/api/events/${event.id}`)).title).toBe(renamed);
      // Act: delete
      await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog');
      // The confirmation names the event, and says nothing of a database (product.md §2.16).
      await confirm
        .getByText(
          `This action cannot be undone. This will permanently delete the event "${renamed}".`,
        )
        .waitFor();
      expect(await confirm.textContent()).not.toContain('database');
      await confirm.getByRole('button', { name: 'Delete Event' }).click();
      // Assess
      await toastTitled(page, 'Success')
        .filter({ hasText: 'Event deleted successfully' })
        .waitFor();
      await page.getByText('No events match your search query').waitFor();
      expect(await focusedName(page)).toBe('Add New Event');
      expect((await fetch(url(`/api/events/${event.id}`))).status).toBe(404);
      await page.getByRole('button', { name: 'Clear Search' }).click();
      expect(await page.getByPlaceholder('Search events...').inputValue()).toBe('');
    },
  );

  it('lists upcoming events first, soonest first, then past ones most recent first, as the public page (product.md §10.10)', async ({
    page,
  }) => {
    // Prepare: created oldest first, which was the list's order
    const tag = `Order ${Date.now()}`;
    const old = await addEvent(`${tag} long ago`, -30);
    const recent = await addEvent(`${tag} last week`, -7);
    const soon = await addEvent(`${tag} tomorrow`, 1);
    const later = await addEvent(`${tag} next month`, 30);
    // Act
    await openAdmin(page, tag);
    // Assess
    await expect
      .poll(() => page.getByRole('heading', { name: new RegExp(tag) }).allTextContents())
      .toEqual([soon.title, later.title, recent.title, old.title]);
  });
});
