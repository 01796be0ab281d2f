// Focus in the newsletter form (product.md §2.10, §4.6): on the busy button, then the thanks panel, or where the reader moved it.
import { describe, expect } from 'vitest';
import { withPage } from '../support/browser.ts';
import { email, focused, showNewsletter, submit, toast } from '../support/newsletter-form.ts';

const it = withPage({ prepare: showNewsletter });

describe('newsletter', () => {
  it('keeps focus on the busy button (spinner, one request), then moves it to the thanks panel', async ({
    page,
  }) => {
    // Prepare: hold the request so the busy state can be seen
    let release: () => void = () => undefined;
    const held = new Promise<void>((ok) => (release = ok));
    let posted = 0;
    await page.route('**/api/subscribe', async (route) => {
      posted++;
      await held;
      await route.continue();
    });
    // Act: a keyboard user submits, then presses Enter again while it is busy
    await email(page).fill(`reader-${Date.now()}@example.com`);
    await email(page).press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => submit(page).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    // Assess: busy, still focused (a disabled button would have dropped focus to <body>)
    expect(await submit(page).innerText()).toContain('Subscribing...');
    expect(await submit(page).locator('svg.animate-spin').count()).toBe(1);
    expect((await focused(page)).submit).toBe(true);
    release();
    await page.getByText('Thanks for subscribing!').waitFor();
    // product.md §10.15: the panel says the reader must confirm, and what to do when no mail comes
    const panel = page.locator('[role="status"]', { hasText: 'Thanks for subscribing!' });
    await panel
      .getByText(
        "We've sent you a link to confirm your subscription. Open that email and follow the link: the newsletter starts only once you confirm.",
      )
      .waitFor();
    expect(await panel.innerText()).toContain(
      "No email? Check your spam or junk folder. If it hasn't arrived within an hour, sign up again with the same address and we'll send a new link.",
    );
    expect(await panel.innerText()).not.toContain('receive our next newsletter');
    await expect.poll(async () => (await focused(page)).text).toContain('Thanks for subscribing!');
    expect((await focused(page)).tag).toBe('DIV');
    expect(posted).toBe(1);
    expect(await toast(page).getAttribute('data-variant')).toBe('default');
    expect(await toast(page).innerText()).toContain('Check your email');
    expect(await toast(page).innerText()).toContain(
      "Confirm your subscription with the link we've sent you.",
    );
    expect(await toast(page).innerText()).not.toContain("You've been subscribed");
  });

  it('leaves focus where the reader moved it while the request was running', async ({ page }) => {
    // Prepare
    let release: () => void = () => undefined;
    const held = new Promise<void>((ok) => (release = ok));
    await page.route('**/api/subscribe', async (route) => {
      await held;
      await route.fulfill({ status: 200, json: { subscribed: true } });
    });
    await email(page).fill('reader@example.com');
    await email(page).press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => submit(page).getAttribute('aria-disabled')).toBe('true');
    // Act: Shift+Tab back out of the form (nothing focusable need follow it: the footer's social links are
    // configurable), then the answer arrives
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    const moved = await focused(page);
    release();
    await page.getByText('Thanks for subscribing!').waitFor();
    // Assess
    expect(moved.submit).toBe(false);
    expect(moved.tag).not.toBe('BODY');
    expect(await focused(page)).toEqual(moved);
  });
});
