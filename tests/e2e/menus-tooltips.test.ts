// Lazily loaded Radix widgets in Chromium: menus opened from the keyboard, their highlight, tooltips that keep focus.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, open } from '../support/browser.ts';
import { backgroundOf, contrast } from '../support/contrast.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const cards = (p: Page) => p.locator('[data-view] > li');

/** What has focus: tag, role and visible text, enough to tell controls apart (and the same after a remount). */
const focused = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return `${el?.tagName ?? ''} ${el?.getAttribute('role') ?? ''} ${el?.innerText.trim() ?? ''}`;
  });

/** The focused menu item's highlight ring, and its contrast with the menu and with the item's own background. */
async function highlight(p: Page) {
  const item = p.locator(':focus');
  const ring = await item.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor };
  });
  const menu = await backgroundOf(p.getByRole('menu'));
  const own = await backgroundOf(item);
  return {
    ...ring,
    againstMenu: await contrast(p, ring.color, menu),
    againstItem: await contrast(p, ring.color, own),
  };
}

describe.each(['light', 'dark'] as const)('menus opened from the keyboard, %s theme', (scheme) => {
  it.each(['Enter', ' '])(
    'Sort: %j focuses the first item, highlighted with a ring of at least 3:1',
    async (key) => {
      // Prepare
      const { page, context } = await newPage(browser, { colorScheme: scheme });
      await open(page, '/');
      await page.getByRole('button', { name: /^Sort:/ }).focus();
      // Act
      await page.keyboard.press(key);
      await page.getByRole('menu').waitFor();
      // Assess
      await expect.poll(() => focused(page)).toBe('DIV menuitemradio Newest First');
      const ring = await highlight(page);
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.againstMenu).toBeGreaterThanOrEqual(3);
      expect(ring.againstItem).toBeGreaterThanOrEqual(3);
      // Act: the arrow keys move the ring
      await page.keyboard.press('ArrowDown');
      // Assess
      await expect.poll(() => focused(page)).toBe('DIV menuitemradio Oldest First');
      expect((await highlight(page)).againstMenu).toBeGreaterThanOrEqual(3);
      await context.close();
    },
  );

  it.each(['Enter', ' '])(
    'Admin: %j focuses the first link, highlighted with a ring of at least 3:1',
    async (key) => {
      // Prepare
      const { page, context } = await newPage(browser, { colorScheme: scheme });
      await open(page, '/glossary');
      await page.getByRole('button', { name: 'Admin' }).focus();
      // Act
      await page.keyboard.press(key);
      await page.getByRole('menu').waitFor();
      // Assess
      await expect.poll(() => focused(page)).toBe('A menuitem RSS Feed Admin');
      const ring = await highlight(page);
      expect(ring.style).toBe('solid');
      expect(ring.againstMenu).toBeGreaterThanOrEqual(3);
      expect(ring.againstItem).toBeGreaterThanOrEqual(3);
      await context.close();
    },
  );
});

describe('menus opened with the pointer', () => {
  it('leave focus on the menu, not on an item (no ring until a key is pressed)', async () => {
    // Prepare
    const { page, context } = await newPage(browser);
    await open(page, '/');
    // Act
    await page.getByRole('button', { name: /^Sort:/ }).click();
    await page.getByRole('menu').waitFor();
    // Assess
    await expect.poll(() => focused(page)).toMatch(/^DIV menu /);
    await context.close();
  });
});

/** Holds the lazily loaded tooltip and hover-card chunks until `release` is called: a slow network, made exact. */
async function holdTooltipChunks(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(Tip|ReadTimeBadge)\.lazy\.[^/]*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

/** Lets the page finish loading what was released and render the result (two frames and a task). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

describe('tooltips on a slow network', () => {
  it('do not pull focus back to a trigger the reader has already left', async () => {
    // Prepare
    const { page, context } = await newPage(browser);
    const release = await holdTooltipChunks(page);
    await open(page, '/');
    const card = cards(page).first();
    // Act: pass over the category badge (a tooltip) while its code is on its way, to the title link, which has none
    await card.getByRole('button').first().focus();
    await page.keyboard.press('Tab');
    const landed = await focused(page);
    expect(landed).toBe(`A  ${await card.locator('h3 a').innerText()}`);
    release();
    await settle(page);
    // Assess
    expect(await focused(page)).toBe(landed);
    await context.close();
  });

  it('still open the tooltip, keeping focus on its trigger, when the reader waits for it', async () => {
    // Prepare
    const { page, context } = await newPage(browser);
    const release = await holdTooltipChunks(page);
    await open(page, '/');
    await cards(page).first().locator('h3 a').focus();
    await page.keyboard.press('Tab');
    const readMore = await focused(page);
    expect(readMore).toMatch(/^A {2}Read more/);
    // Act
    release();
    // Assess
    await page.getByRole('tooltip', { name: 'View the full article' }).waitFor();
    expect(await focused(page)).toBe(readMore);
    await context.close();
  });
});

describe('read-time badge', () => {
  it('is no Tab stop, and gives screen readers the hover card’s explanation in its text', async () => {
    // Prepare
    const { page, context } = await newPage(browser);
    await open(page, '/');
    // Act
    const badge = cards(page).first().locator('[data-read-time]');
    const tabbable = await badge.evaluate((el) => (el as HTMLElement).tabIndex >= 0);
    const spoken = await badge.locator('.sr-only').textContent();
    // Assess
    expect(tabbable).toBe(false);
    expect(await badge.textContent()).toMatch(/^(1 min|\d+ mins|\d+-\d+ mins|20\+ mins) read\. /);
    expect(spoken).toMatch(/^\. [A-Z][a-z ]+: about \d+ minutes? at 225 words a minute\.$/);
    await context.close();
  });
});
