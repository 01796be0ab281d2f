// Newsletter section in Chromium (product.md §2, §5, §8, §10.19): topics, validation, hydration, answers, toasts, contrast.
import { describe, expect } from 'vitest';
import {
  axeViolations,
  describeViolations,
  expectVisible,
  newPage,
  open,
  withPage,
} from '../support/browser.ts';
import {
  contrastIn,
  email,
  focused,
  showNewsletter,
  submit,
  toast,
} from '../support/newsletter-form.ts';

const it = withPage({ prepare: showNewsletter });

/** A canned answer to the subscribe request: status, content type and body. */
type Answer = [status: number, type: string, body: string];

const FALLBACK = 'Failed to subscribe. Please try again.';

describe('newsletter', () => {
  it('chooses topics in the disclosure by keyboard and sends them; none ticked says so; axe with it open', async ({
    page,
  }) => {
    // Prepare
    const disclosure = page.getByRole('button', { name: /^Choose topics/ });
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/subscribe'));
    await page.route('**/api/subscribe', (r) => r.fulfill({ status: 200, body: '{}' }));
    // Act: open by keyboard, untick every box, try, then tick one back
    expect(await disclosure.getAttribute('aria-expanded')).toBe('false');
    await disclosure.focus();
    await page.keyboard.press('Enter');
    const expanded = await disclosure.getAttribute('aria-expanded');
    const boxes = page.locator('#newsletter').getByRole('checkbox');
    const all = await boxes.all();
    for (const box of all) {
      await box.focus();
      await page.keyboard.press('Space');
    }
    await email(page).fill(`topics-${Date.now()}@example.com`);
    await submit(page).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Choose at least one topic' }));
    const violations = await axeViolations(page);
    await all[0]!.focus();
    await page.keyboard.press('Space');
    await submit(page).click();
    // Assess
    expect(expanded).toBe('true');
    expect(all.length).toBeGreaterThan(1);
    expect(violations, describeViolations(violations)).toEqual([]);
    const body = (await sent).postDataJSON() as {
      topics?: { categories: number[]; tags: number[] };
    };
    expect(body.topics && body.topics.categories.length + body.topics.tags.length).toBe(1);
  });

  it('rejects a bad address with the product.md §5 message and sends nothing', async ({ page }) => {
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

  it('before the form hydrates, Enter neither reloads the page nor loses the address', async ({
    browser,
  }) => {
    // Prepare: the island's code is held back while the reader types
    const { page: p, context } = await newPage(browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((ok) => (release = ok));
    await p.route(/\/_astro\/Newsletter\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await open(p, '/');
    await p.evaluate(() => Object.assign(window, { samePage: true }));
    await p
      .getByRole('heading', { name: 'Stay Updated on Accessibility Tech' })
      .scrollIntoViewIfNeeded();
    // Act
    await email(p).fill('early@example.com');
    await email(p).press('Enter');
    // Assess: still the same page, the button waits for the island
    expect(await p.evaluate(() => 'samePage' in window)).toBe(true);
    expect(await submit(p).isDisabled()).toBe(true);
    // Act: the island arrives
    release();
    await expect.poll(() => submit(p).isDisabled()).toBe(false);
    // Assess: the address typed before is the one sent
    expect(await email(p).inputValue()).toBe('early@example.com');
    const sent = p.waitForRequest((r) => r.url().endsWith('/api/subscribe'));
    await submit(p).click();
    expect((await sent).postDataJSON()).toEqual({ email: 'early@example.com' });
    await p.getByText('Thanks for subscribing!').waitFor();
    expect(await p.evaluate(() => 'samePage' in window)).toBe(true);
    await context.close();
  });

  it.for<Answer>([
    [200, 'application/json', '{"subscribed":true}'],
    [201, 'application/json', '{}'],
    [202, 'text/plain', ''],
  ])(
    'treats a %i answer as subscribed whatever its body (%j, %j)',
    async ([status, type, body], { page }) => {
      // Prepare
      await page.route('**/api/subscribe', (r) => r.fulfill({ status, contentType: type, body }));
      // Act
      await email(page).fill('reader@example.com');
      await submit(page).click();
      // Assess
      await page.getByText('Thanks for subscribing!').waitFor();
      expect(await toast(page).innerText()).toContain('Check your email');
    },
  );

  it('shows a destructive Error toast with the server message, or the fallback when there is none', async ({
    page,
  }) => {
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
    expect((await focused(page)).submit).toBe(true); // focus stays on the button after a failure
    await page.unroute('**/api/subscribe');
    await page.route('**/api/subscribe', (r) => r.abort());
    await submit(page).click();
    await toast(page).getByText(FALLBACK).waitFor();
    expect(await toast(page).count()).toBe(1); // product.md §9: one toast at a time
  });

  it.for<Answer>([
    [
      502,
      'text/html',
      '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>',
    ],
    [500, 'application/json', '{"message":"Internal Server Error"}'],
    [500, 'text/plain', ''],
  ])(
    'never shows a raw %i body (%s) in the toast, only the fallback',
    async ([status, type, body], { page }) => {
      // Prepare
      await page.route('**/api/subscribe', (r) => r.fulfill({ status, contentType: type, body }));
      // Act
      await email(page).fill('reader@example.com');
      await submit(page).click();
      // Assess
      await toast(page).waitFor();
      const text = await toast(page).innerText();
      expect(text).toContain(FALLBACK);
      expect(text).not.toContain(String(status));
      expect(text).not.toMatch(/<html|message|Internal Server Error/);
    },
  );

  it.for(['light', 'dark'] as const)(
    'has a visible label, a 4.5:1 placeholder and a 3:1 input border in %s',
    async (colorScheme, { browser }) => {
      // Prepare
      const { page: p, context } = await newPage(browser, { colorScheme });
      await showNewsletter(p);
      // Act
      const colours = await p.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('input[type="email"]')!;
        const section = input.closest('section')!;
        return {
          placeholder: getComputedStyle(input, '::placeholder').color,
          border: getComputedStyle(input).borderTopColor,
          inside: getComputedStyle(input).backgroundColor,
          outside: getComputedStyle(section).backgroundColor,
        };
      });
      // Assess
      expect(await p.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        colorScheme === 'dark',
      );
      expect(await p.getByText('Email address', { exact: true }).isVisible()).toBe(true);
      expect(await contrastIn(p, colours.placeholder, colours.inside)).toBeGreaterThanOrEqual(4.5);
      expect(await contrastIn(p, colours.border, colours.inside)).toBeGreaterThanOrEqual(3);
      expect(await contrastIn(p, colours.border, colours.outside)).toBeGreaterThanOrEqual(3);
      await context.close();
    },
  );

  it.for(['light', 'dark'] as const)(
    'has no axe violations while busy, after an error toast, or subscribed, in %s',
    async (colorScheme, { browser }) => {
      // Prepare: the first request is held then fails, the second succeeds
      const { page: p, context } = await newPage(browser, { colorScheme });
      await showNewsletter(p);
      let release: () => void = () => undefined;
      const held = new Promise<void>((ok) => (release = ok));
      let calls = 0;
      await p.route('**/api/subscribe', async (route) => {
        if (++calls > 1) return route.fulfill({ status: 200, json: { subscribed: true } });
        await held;
        return route.fulfill({ status: 502, contentType: 'text/html', body: '<html></html>' });
      });
      const check = async (state: string) => {
        const violations = await axeViolations(p);
        expect(violations, `${state}: ${describeViolations(violations)}`).toEqual([]);
      };
      // Act / Assess
      await email(p).fill('reader@example.com');
      await submit(p).click();
      await expect.poll(() => submit(p).getAttribute('aria-disabled')).toBe('true');
      await check('busy');
      release();
      await toast(p).getByText(FALLBACK).waitFor();
      await check('error toast');
      await submit(p).click();
      await p.getByText('Thanks for subscribing!').waitFor();
      await check('subscribed');
      await context.close();
    },
  );
});
