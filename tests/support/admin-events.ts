// Events in the browser tests (product.md §2.16): events added through the admin API for one file and deleted after it,
// the admin screen opened signed in (optionally searched), and an event's card.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Event } from '../../functions/domain/index.ts';
import { adminApi, signInContext } from './admin.ts';

const DAY_MS = 86_400_000;

/**
 * A function that adds an event through the API, starting `inDays` from now (UTC midnight unless `eventDate` is given),
 * described as `description`, and records its id in `created`, the calling file's list.
 */
export function eventAdder(
  created: number[],
  description = 'An event made by the admin events test.',
) {
  return async (title: string, inDays: number, patch: Partial<Event> = {}): Promise<Event> => {
    const day = new Date(Date.now() + inDays * DAY_MS).toISOString().slice(0, 10);
    const res = await adminApi('POST', '/api/events', {
      title,
      description,
      eventDate: `${day}T00:00:00.000Z`,
      ...patch,
    });
    expect(res.status).toBe(201);
    const event = (await res.json()) as Event;
    created.push(event.id);
    return event;
  };
}

/** Deletes the events a file created (its afterAll). */
export async function deleteEvents(created: number[]): Promise<void> {
  for (const id of created) await adminApi('DELETE', `/api/events/${id}`);
}

/** Opens /admin/events signed in, types `search` into its search box if given, and waits for the list's count. */
export async function openAdmin(page: Page, search = ''): Promise<void> {
  await signInContext(page.context());
  await page.goto('/admin/events');
  await page.getByRole('heading', { level: 1, name: 'Event Management' }).waitFor();
  if (search) await page.getByPlaceholder('Search events...').fill(search);
  await page
    .getByRole('status')
    .filter({ hasText: /^\d+ events?$/ })
    .waitFor({ state: 'attached' });
}

/** The card of the event with this title. */
export const card = (page: Page, title: string) =>
  page.locator('li').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
