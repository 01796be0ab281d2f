// Newsletter section in Chromium (spec §2, §5, §8): validation, busy button, success panel and toasts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, open } from './support/browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
beforeEach(async () => {
  ({ page } = await newPage(browser));
  await open(page, '/');
  await page
    .getByRole('heading', { name: 'Stay Updated on Accessibility Tech' })
    .scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  return () => page.context().close();
});

const email = (p: Page) => p.getByLabel('Email address');
const submit = (p: Page) => p.locator('form button[type="submit"]');
const toast = (p: Page) => p.locator('li[data-variant]');

describe('newsletter', () => {
  it('rejects a bad address with the spec §5 message and sends nothing', async () => {
    // Prepare
    let posted = 0;
    page.on('request', (r) => r.url().endsWith('/api/subscribe') && posted++);
    // Act
    await email(page).fill('not-an-email');
    await submit(page).click();
    // Assess
    await page.getByText('Please enter a valid email address').waitFor();
    expect(await email(page).getAttribute('aria-invalid')).toBe('true');
    expect(posted).toBe(0);
  });

  it('disables the button with a spinner while submitting, then shows the toast and the thanks panel', async () => {
    // Prepare: hold the request so the busy state can be seen
    let release: () => void = () => undefined;
    const held = new Promise<void>((ok) => (release = ok));
    await page.route('**/api/subscribe', async (route) => {
      await held;
      await route.continue();
    });
    // Act
    await email(page).fill(`reader-${Date.now()}@example.com`);
    await submit(page).click();
    // Assess
    await page.waitForFunction(
      () =>
        (document.querySelector('form button[type="submit"]') as HTMLButtonElement | null)
          ?.disabled === true,
    );
    expect(await submit(page).locator('svg.animate-spin').count()).toBe(1);
    release();
    await page.getByText('Thanks for subscribing!').waitFor();
    await page.getByText("You'll receive our next newsletter in your inbox.").waitFor();
    expect(await toast(page).getAttribute('data-variant')).toBe('default');
    expect(await toast(page).innerText()).toContain('Success!');
    expect(await toast(page).innerText()).toContain("You've been subscribed to our newsletter.");
  });

  it('shows a destructive Error toast with the server message, or the fallback when there is none', async () => {
    // Prepare
    await page.route('**/api/subscribe', (r) =>
      r.fulfill({ status: 503, json: { error: 'Subscriptions are paused' } }),
    );
    // Act
    await email(page).fill('reader@example.com');
    await submit(page).click();
    // Assess
    await toast(page).waitFor();
    expect(await toast(page).getAttribute('data-variant')).toBe('destructive');
    expect(await toast(page).innerText()).toContain('Error');
    expect(await toast(page).innerText()).toContain('Subscriptions are paused');
    expect(await email(page).inputValue()).toBe('reader@example.com'); // the form stays
    await page.unroute('**/api/subscribe');
    await page.route('**/api/subscribe', (r) => r.abort());
    await submit(page).click();
    await page.getByText('Failed to subscribe. Please try again.').waitFor();
    expect(await toast(page).count()).toBe(1); // spec §9: one toast at a time
  });
});
