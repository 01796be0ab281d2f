// Keyboard-only walk in Chromium: skip link, focus trap and return in the overlay, every home control reachable,
// focus never dropped to <body> by the home feed (WCAG 2.4.3), and /feeds' copy buttons (product.md §10.18).
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { open, withPage } from '../support/browser.ts';

const it = withPage({ prepare: (page) => open(page, '/') });

const active = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement;
    return {
      id: el?.id ?? '',
      text: el?.textContent?.trim() ?? '',
      label: el?.getAttribute('aria-label') ?? '',
    };
  });

describe('keyboard', () => {
  it('the first Tab reaches the skip link, which lands in #main-content', async ({ page }) => {
    // Act
    await page.keyboard.press('Tab');
    const first = await active(page);
    await page.keyboard.press('Enter');
    // Assess
    expect(first.text).toBe('Skip to main content');
    expect((await active(page)).id).toBe('main-content');
  });

  it('the search overlay traps focus and returns it to the search button', async ({ page }) => {
    // Prepare
    await page.getByRole('button', { name: 'Search articles' }).focus();
    // Act
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Search Articles' }).waitFor();
    const inside: boolean[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      inside.push(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')));
    }
    await page.keyboard.press('Escape');
    // Assess
    expect(inside.every(Boolean)).toBe(true);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(async () => (await active(page)).label).toBe('Search articles');
  });

  it('the Admin dropdown opens from the keyboard and Escape returns to its trigger', async ({
    page,
  }) => {
    // Prepare
    await page.getByRole('button', { name: 'Admin' }).focus();
    // Act
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'RSS Feed Admin' }).waitFor();
    await page.keyboard.press('ArrowDown');
    const item = await active(page);
    await page.keyboard.press('Escape');
    // Assess
    expect(['RSS Feed Admin', 'Article Management']).toContain(item.text);
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(async () => (await active(page)).text).toBe('Admin');
  });

  it('a card category badge moves focus to the All Articles heading, not to <body>', async ({
    page,
  }) => {
    // Prepare
    const badge = page.locator('[data-view] > li').first().locator('article button').first();
    const name = (await badge.textContent())!;
    await badge.focus();
    // Act
    await page.keyboard.press('Enter');
    // Assess
    await page.waitForURL((u) => u.searchParams.has('category'));
    await expect.poll(() => page.locator('p[role="status"]').textContent()).toContain(`in ${name}`);
    expect((await active(page)).id).toBe('all-articles-heading');
    const names = await page
      .locator('[data-view] > li')
      .evaluateAll((lis) => lis.map((li) => li.querySelector('article button')?.textContent));
    expect(new Set(names)).toEqual(new Set([name]));
  });

  it('clearing the active tag (which closes the panel) focuses the Disability Tags trigger', async ({
    page,
  }) => {
    // Prepare
    await page.getByRole('button', { name: 'Disability Tags' }).focus();
    await page.keyboard.press('Enter');
    const tag = page.getByRole('list', { name: 'Disability tags' }).getByRole('button').first();
    const tagName = (await tag.textContent())!;
    await tag.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.has('tag'));
    expect((await active(page)).text).toBe(tagName);
    // Act
    await page.keyboard.press('Enter');
    // Assess
    await page.waitForURL((u) => !u.searchParams.has('tag'));
    await page.getByRole('list', { name: 'Disability tags' }).waitFor({ state: 'detached' });
    expect((await active(page)).text).toBe('Disability Tags');
  });

  it('Load More keeps focus on the busy button, then moves it to the first new card title', async ({
    page,
  }) => {
    // Prepare: hold the second page so the busy state can be checked
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/articles?*offset=6*', async (r) => {
      await held;
      await r.continue();
    });
    await page.getByRole('button', { name: 'Load More Articles' }).focus();
    // Act
    await page.keyboard.press('Enter');
    // Assess: busy, still focused, still focusable
    await page.getByRole('button', { name: 'Loading...' }).waitFor();
    expect((await active(page)).text).toBe('Loading...');
    expect(
      await page.getByRole('button', { name: 'Loading...' }).getAttribute('aria-disabled'),
    ).toBe('true');
    release();
    await expect.poll(() => page.locator('[data-view] > li').count()).toBe(12);
    const seventh = await page.locator('[data-view] > li').nth(6).locator('h3 a').textContent();
    await expect.poll(async () => (await active(page)).text).toBe(seventh);
  });

  it('every visible control on the home page is reachable with Tab', async ({ page }) => {
    // Prepare: ids for every visible interactive element
    const total = await page.evaluate(() => {
      const els = [
        ...document.querySelectorAll<HTMLElement>('a[href], button, select, input, [tabindex="0"]'),
      ].filter(
        (el) =>
          el.offsetParent !== null &&
          !(el as HTMLButtonElement).disabled &&
          !el.closest('[aria-hidden="true"]'),
      );
      els.forEach((el, i) => el.setAttribute('data-kb', String(i)));
      return els.length;
    });
    const reached = new Set<string>();
    // Act
    for (let i = 0; i < total * 2 + 10 && reached.size < total; i++) {
      await page.keyboard.press('Tab');
      const kb = await page.evaluate(() => document.activeElement?.getAttribute('data-kb') ?? null);
      if (kb !== null) reached.add(kb);
    }
    // Assess
    const missed = await page.evaluate(
      (got) =>
        [...document.querySelectorAll<HTMLElement>('[data-kb]')]
          .filter((el) => !got.includes(el.getAttribute('data-kb')!))
          .map((el) => el.outerHTML.slice(0, 120)),
      [...reached],
    );
    expect(missed).toEqual([]);
    expect(total).toBeGreaterThan(20);
  });

  it('on /feeds, Tab reaches a copy-link button, Enter copies its feed and the polite status says so', async ({
    page,
  }) => {
    // Prepare (product.md §10.18)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/feeds');
    await page.getByRole('link', { name: 'JSON Feed for All articles' }).focus();
    // Act
    await page.keyboard.press('Tab');
    const focused = await active(page);
    await page.keyboard.press('Enter');
    // Assess
    expect(focused.text).toBe('Copy link to the All articles JSON Feed');
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Copied the link to the All articles JSON Feed.');
    // Beside the button, sighted readers see it too (hidden from screen readers, who hear the status).
    expect(await page.locator('[data-copy-note]:not(:empty)').textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe('/feeds/all.json');
    expect((await fetch(copied)).headers.get('content-type')).toBe(
      'application/feed+json; charset=utf-8',
    );
    expect((await active(page)).text).toBe(focused.text);
  });
});
