// /events (product.md §2, §4): prebuilt cards, the location / description / category-badge rules, a failed refresh that
// keeps the prebuilt cards, the error state when nothing is shown, and the empty state; upcoming events first and
// past ones under 'Past Events' (product.md §10.10), prebuilt in that order.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Category, Event } from '../../functions/domain/index.ts';
import { deleteEvents, eventAdder } from '../support/admin-events.ts';
import { launchBrowser, newPage, url, waitForIslands } from '../support/browser.ts';
import {
  expectEmptyState,
  expectFailedRefreshKeepsList,
  openFailedWithNothingShown,
  type ListPage,
} from '../support/lists.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const EVENTS: ListPage = {
  path: '/events',
  api: '**/api/events*',
  island: 'EventList',
  entries: 'main li',
  titles: 'main li h2',
  failed: 'Failed to load events',
  empty: 'No events found.',
};

function event(id: number, patch: Partial<Event>): Event {
  return {
    id,
    title: `Event ${id}`,
    description: 'A short description of the event.',
    eventDate: '2026-03-05T15:00:00.000Z',
    endDate: null,
    location: null,
    organizer: null,
    url: null,
    imageUrl: null,
    isVirtual: false,
    isRecurring: false,
    categoryId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...patch,
  };
}

describe('events page', () => {
  it('is prebuilt with the heading and the stored events', async () => {
    // Prepare
    const events = (await (await fetch(url('/api/events'))).json()) as Event[];
    // Act
    const html = await (await fetch(url('/events'))).text();
    // Assess
    expect(events.length).toBeGreaterThan(0);
    expect(html).toContain('Tech Accessibility Events');
    expect(html).toContain(events[0]?.title.replace(/&/g, '&amp;'));
    expect(html).not.toContain('Loading events...');
  });

  it('follows the card rules for date, location, description, category badge and website link', async () => {
    // Prepare
    const categories = (await (await fetch(url('/api/categories'))).json()) as Category[];
    const known = categories[0];
    const long = 'x'.repeat(149) + 'yz and more text after the cut';
    const events = [
      event(1, { location: 'Dublin', categoryId: known?.id ?? 1, url: 'https://example.org/one' }),
      event(2, { isVirtual: true, categoryId: 0, description: long }),
      event(3, { categoryId: 99_999 }),
      event(4, { categoryId: null }),
    ];
    const { page, context } = await newPage(browser);
    await page.route('**/api/events*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(events) }),
    );
    // Act
    await page.goto('/events');
    await waitForIslands(page);
    await page.getByRole('heading', { name: 'Event 4' }).waitFor();
    const card = (n: number) =>
      page.locator('li', { has: page.getByRole('heading', { name: `Event ${n}` }) });
    // Assess
    expect(await card(1).textContent()).toContain('March 5, 2026');
    expect(await card(1).textContent()).toContain('Dublin');
    expect(await card(1).textContent()).toContain(known?.name);
    expect(
      await card(1)
        .getByRole('link', { name: /Visit Website/ })
        .getAttribute('href'),
    ).toBe('https://example.org/one');
    expect(await card(2).textContent()).toContain('Virtual Event');
    expect(await card(2).textContent()).toContain('Uncategorized');
    expect(await card(2).textContent()).toContain(`${long.slice(0, 150)}...`);
    expect(await card(2).textContent()).not.toContain('more text after the cut');
    // The cut text expands and collapses again with its disclosure, by keyboard (product.md §2.8)
    const more = card(2).getByRole('button', { name: /^Show more\W+Event 2$/ });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.focus();
    await page.keyboard.press('Enter');
    const less = card(2).getByRole('button', { name: /^Show less\W+Event 2$/ });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect(await card(2).textContent()).toContain(long);
    expect(await less.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press(' ');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await card(2).textContent()).not.toContain('more text after the cut');
    expect(await card(1).getByRole('button').count()).toBe(0);
    expect(await card(3).textContent()).toContain('Location not specified');
    expect(await card(3).textContent()).toContain('Uncategorized');
    expect(await card(4).textContent()).not.toContain('Uncategorized');
    expect(await card(4).getByRole('link').count()).toBe(0);
    await context.close();
  });

  it('keeps the prebuilt events when the refresh fails, and logs the failure', () =>
    expectFailedRefreshKeepsList(browser, EVENTS));

  it('shows the error with Try Again when nothing is prebuilt and the API fails', async () => {
    // Prepare, Act and Assess the error panel with no cards
    const { page, context } = await openFailedWithNothingShown(browser, EVENTS);
    // Assess
    expect(await page.getByRole('button', { name: 'Try Again' }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows the empty state when there are no events', () => expectEmptyState(browser, EVENTS));
});

const DAY_MS = 86_400_000;
const added: number[] = [];
const addEvent = eventAdder(added, 'An event made by the events page test.');
afterAll(() => deleteEvents(added));

describe('public events order (product.md §10.10)', () => {
  it('lists upcoming events soonest first, then past ones most recent first', async () => {
    // Prepare: a page, and events today (its hour passed), ongoing, next week, last week, last month
    const { page, context } = await newPage(browser);
    onTestFinished(() => context.close());
    const stamp = Date.now();
    const today = await addEvent(`Today ${stamp}`, 0);
    const ongoing = await addEvent(`Ongoing ${stamp}`, -3, {
      endDate: new Date(Date.now() + 2 * DAY_MS).toISOString(),
    });
    const next = await addEvent(`Next week ${stamp}`, 7);
    const lastWeek = await addEvent(`Last week ${stamp}`, -7);
    const lastMonth = await addEvent(`Last month ${stamp}`, -30);
    // Act
    await page.goto('/events');
    await page.getByRole('heading', { name: lastMonth.title }).waitFor();
    const headings = await page.locator('main h2, main h3').allTextContents();
    // Assess
    const at = (title: string) => headings.indexOf(title);
    const past = at('Past Events');
    expect(
      Math.min(at(ongoing.title), at(today.title), at(next.title), at(lastWeek.title)),
    ).toBeGreaterThanOrEqual(0);
    expect(at(ongoing.title)).toBeLessThan(at(today.title));
    expect(at(today.title)).toBeLessThan(at(next.title));
    expect(at(next.title)).toBeLessThan(past);
    expect(past).toBeLessThan(at(lastWeek.title));
    expect(at(lastWeek.title)).toBeLessThan(at(lastMonth.title));
  });

  it('is prebuilt in that order', async () => {
    // Prepare
    const { page, context } = await newPage(browser);
    onTestFinished(() => context.close());
    const html = await (await fetch(url('/events'))).text();
    // Act
    await page.goto('/events');
    const shown = await page.locator('main h2, main h3').allTextContents();
    const prebuilt = [...html.matchAll(/<h[23][^>]*>([^<]+)<\/h[23]>/g)].map((m) => m[1]);
    // Assess: the build's order is the one readers get (events added since the build aside)
    expect(prebuilt).toContain('Past Events');
    expect(prebuilt.filter((t) => shown.includes(t ?? ''))).toEqual(
      shown.filter((t) => prebuilt.includes(t)),
    );
  });
});
