// The /admin/events dialogs (product.md §11.7): their own addresses (direct, after sign-in, Back and Forward) and a 409.
import { afterAll, describe, expect } from 'vitest';
import {
  adminApi,
  expectBackAndForward,
  expectOpensAfterSignIn,
  search,
  toastTitled,
} from '../support/admin.ts';
import { deleteEvents, eventAdder, openAdmin } from '../support/admin-events.ts';
import { withPage } from '../support/browser.ts';
import { focusedName } from '../support/keyboard.ts';

const it = withPage();
const created: number[] = [];
const addEvent = eventAdder(created);
afterAll(() => deleteEvents(created));

describe('event management', () => {
  it('gives the create and edit dialogs their own addresses: opened directly, after sign-in, and by Back and Forward with the guard first', async ({
    page,
    browser,
  }) => {
    // Prepare
    const event = await addEvent(`Addressed ${Date.now()}`, 3);
    await openAdmin(page, event.title);
    // Act
    await page.getByRole('button', { name: `Actions for ${event.title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await dialog.waitFor();
    // Assess
    expect(search(page)).toBe(`?edit=${event.id}`);
    await expectBackAndForward(page, dialog, page.getByLabel('Event Title'), `?edit=${event.id}`);
    // Act: the create dialog has its address too, and Cancel goes back to the list's
    await page.getByRole('button', { name: 'Add New Event' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Event' });
    await create.waitFor();
    expect(search(page)).toBe('?new');
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => search(page)).toBe('');
    expect(await focusedName(page)).toBe('Add New Event');
    // Act: the address opened in a browser without a session, through sign-in
    await expectOpensAfterSignIn(
      browser,
      `/admin/events?edit=${event.id}`,
      'Edit Event',
      'Event Title',
      event.title,
    );
  });

  it('keeps the text on a stale version (409) and offers the latest', async ({ page }) => {
    // Prepare
    const event = await addEvent(`Stale ${Date.now()}`, 5);
    await openAdmin(page, event.title);
    await page.getByRole('button', { name: `Actions for ${event.title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const other = `${event.title} by someone else`;
    const put = await adminApi('PUT', `/api/events/${event.id}`, {
      title: other,
      description: event.description,
      eventDate: event.eventDate,
      version: event.version,
    });
    expect(put.status).toBe(200);
    // Act
    await page.getByLabel('Event Title').fill(`${event.title} mine`);
    await page.getByRole('button', { name: 'Update Event' }).click();
    // Assess
    await toastTitled(page, 'Error').filter({ hasText: 'Failed to update event:' }).waitFor();
    expect(await page.getByLabel('Event Title').inputValue()).toBe(`${event.title} mine`);
    await page.getByRole('button', { name: 'Load the latest version' }).click();
    await expect.poll(() => page.getByLabel('Event Title').inputValue()).toBe(other);
  });
});
