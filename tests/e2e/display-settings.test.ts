// Display settings (product.md §10.17): first frame, keyboard dialog, 320 px at 200 %, high-contrast, line length, JS budgets.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../functions/domain/index.ts';
import { PUBLIC_BUDGETS, pageJsGzip } from '../../scripts/bench/site.ts';
import {
  apiJson,
  axeViolations,
  describeViolations,
  launchBrowser,
  newPage,
  open,
} from '../support/browser.ts';
import { contrast } from '../support/contrast.ts';
import {
  arrowTo,
  drawnPairs,
  LARGEST,
  RECORD_ROOT_AT_BODY,
  rootState,
  seedDisplay,
  sidewaysOverflow,
  widestElement,
} from '../support/display.ts';
import { signInContext } from '../support/admin.ts';
import { focusedName } from '../support/keyboard.ts';
import { servedFullBuild } from '../support/served-build.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

let articlePath: string;
beforeAll(async () => {
  // The article with the most text of the newest 50: the line-length test needs full lines, and the newest one
  // may be a short article another browser file wrote.
  const articles = await apiJson<Article[]>('/api/articles?limit=50');
  const longest = articles.reduce<Article | undefined>(
    (best, a) => (best && best.content.length >= a.content.length ? best : a),
    undefined,
  );
  articlePath = `/article/${longest?.id ?? 1}`;
});

describe('display settings (product.md §10.17)', () => {
  it('saved settings and a high-contrast theme are on the first frame', async () => {
    // Prepare
    const { page, context } = await newPage(browser, { colorScheme: 'light' });
    await seedDisplay(page, 'contrast-dark', { ...LARGEST, font: 'legible' });
    await page.addInitScript(RECORD_ROOT_AT_BODY);
    // Act
    await open(page, '/');
    // Assess
    const atBody = await page.evaluate(
      () => (window as unknown as { __rootAtBody?: string }).__rootAtBody,
    );
    const expected = {
      classes: ['contrast', 'dark'],
      data: { size: '200', spacing: 'more', font: 'legible' },
    };
    expect(JSON.parse(atBody ?? '{}')).toEqual(expected);
    expect(await rootState(page)).toEqual(expected);
    await context.close();
  });

  it('the System theme follows prefers-contrast: more', async () => {
    // Act
    const { page, context } = await newPage(browser, { colorScheme: 'dark', contrast: 'more' });
    await open(page, '/');
    // Assess
    expect((await rootState(page)).classes).toEqual(['contrast', 'dark']);
    await context.close();
  });

  it('the dialog works from the keyboard: live preview, polite announcements, each theme, Reset, focus back on close', async () => {
    // Prepare
    const { page, context } = await newPage(browser, { colorScheme: 'light' });
    await open(page, '/');
    const live = page.locator('[role=dialog] [aria-live=polite]');
    // Act: open it from the keyboard
    await page.locator('[data-header=display]').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Display settings' }).waitFor();
    // Assess: focus is inside, on its first control
    expect(await focusedName(page)).toBe('Close display settings');
    // Act: the largest text, then more space, each applied at once and announced
    await page.keyboard.press('Tab');
    for (const size of ['125 %', '150 %', '175 %', '200 %']) await arrowTo(page, size);
    expect((await rootState(page)).data).toEqual({ size: '200' });
    expect(await live.textContent()).toBe('Text size: 200 %');
    await page.keyboard.press('Tab');
    await arrowTo(page, 'More space');
    expect(await live.textContent()).toBe('Spacing: More space');
    // Act: past font and line length to the theme, then through each theme
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const shown: string[][] = [];
    for (const theme of ['Light', 'Dark', 'High-contrast light', 'High-contrast dark']) {
      await arrowTo(page, theme);
      shown.push((await rootState(page)).classes);
      // Assess: axe-clean in each theme, at the largest size and spacing, with the dialog open
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    }
    expect(shown).toEqual([[], ['dark'], ['contrast'], ['contrast', 'dark']]);
    expect(await live.textContent()).toBe('Theme: High-contrast dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('contrast-dark');
    // Act: motion, then Reset
    await page.keyboard.press('Tab');
    await arrowTo(page, 'Reduce');
    expect((await rootState(page)).data).toEqual({
      size: '200',
      spacing: 'more',
      motion: 'reduce',
    });
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Reset to defaults');
    await page.keyboard.press('Enter');
    // Assess: defaults everywhere, and nothing kept
    expect(await rootState(page)).toEqual({ classes: [], data: {} });
    expect(await live.textContent()).toBe('Display settings reset to defaults');
    expect(
      await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('display')]),
    ).toEqual([null, null]);
    // Act: Escape closes
    await page.keyboard.press('Escape');
    // Assess: focus is back on the header's button
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-header')))
      .toBe('display');
    await context.close();
  });

  it('200 % text with more space needs no horizontal scrolling at 320 px (WCAG 1.4.10)', async () => {
    // Prepare
    const { page, context } = await newPage(browser, { viewport: { width: 320, height: 640 } });
    await seedDisplay(page, null, LARGEST);
    const overflow: Record<string, number> = {};
    const widest: Record<string, unknown> = {};
    // Act
    for (const path of ['/', articlePath, '/glossary', '/events']) {
      await open(page, path);
      overflow[path] = await sidewaysOverflow(page);
      if (overflow[path] > 0) widest[path] = await widestElement(page);
    }
    await page.locator('[data-header=display]').click();
    await page.getByRole('dialog', { name: 'Display settings' }).waitFor();
    overflow['events, settings open'] = await sidewaysOverflow(page);
    // Assess
    expect(overflow, JSON.stringify(widest)).toEqual({
      '/': 0,
      [articlePath]: 0,
      '/glossary': 0,
      '/events': 0,
      'events, settings open': 0,
    });
    await context.close();
  });

  it.each(['contrast-light', 'contrast-dark'])(
    '%s draws every text at 7:1 and every control border at 4.5:1, public pages and admin alike',
    async (theme) => {
      // Prepare: signed in, so the admin's article list and its form are drawn too
      const { page, context } = await newPage(browser);
      await seedDisplay(page, theme);
      await signInContext(context);
      const low: string[] = [];
      const screens: Record<string, () => Promise<unknown>> = {
        '/': () => open(page, '/'),
        [articlePath]: () => open(page, articlePath),
        '/admin/articles': async () => {
          await page.goto('/admin/articles');
          await page.getByRole('tab', { name: 'Article List' }).waitFor();
        },
        '/admin/articles?new': async () => {
          await page.goto('/admin/articles?new');
          await page.getByLabel('Title').first().waitFor();
        },
      };
      // Act
      for (const [path, show] of Object.entries(screens)) {
        await show();
        for (const pair of await drawnPairs(page)) {
          const ratio = await contrast(page, pair.fg, pair.bg);
          if (ratio < (pair.kind === 'text' ? 7 : 4.5))
            low.push(
              `${path} ${pair.kind} ${pair.fg} on ${pair.bg}: ${ratio.toFixed(2)} (${pair.what})`,
            );
        }
      }
      // Assess
      expect(low).toEqual([]);
      await context.close();
    },
  );

  it('forced-colors mode still shows which radio is chosen, in the text colour', async () => {
    // Prepare
    const { page, context } = await newPage(browser, { forcedColors: 'active' });
    await seedDisplay(page, 'contrast-dark', { size: '150' });
    await open(page, '/');
    // Act
    await page.locator('[data-header=display]').click();
    const chosen = page.getByRole('radio', { name: '150 %' });
    await chosen.waitFor();
    const dot = await chosen.evaluate((radio) => {
      const indicator = radio.firstElementChild;
      if (!indicator) return null;
      const s = getComputedStyle(indicator);
      return {
        width: indicator.getBoundingClientRect().width,
        // The dot is its border (a fill would be repainted as the background in forced colours).
        borderWidth: parseFloat(s.borderTopWidth),
        border: s.borderTopColor,
        text: s.color,
      };
    });
    // Assess
    expect(await chosen.getAttribute('aria-checked')).toBe('true');
    expect(dot?.width).toBeGreaterThan(0);
    expect(dot?.borderWidth).toBeGreaterThanOrEqual(4);
    expect(dot?.border).toBe(dot?.text);
    await context.close();
  });

  it('a narrow line length keeps article text to 70 characters a line', async () => {
    // Prepare
    const { page, context } = await newPage(browser);
    await seedDisplay(page, null, { lines: 'narrow' });
    // Act
    await open(page, articlePath);
    const longest = await page.locator('[data-article-body]').evaluate((body) => {
      // Each character's line (its top), counted per line of each text node's block.
      const counts = new Map<string, number>();
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          counts.set(String(top), (counts.get(String(top)) ?? 0) + 1);
        }
      }
      return Math.max(...counts.values());
    });
    // Assess
    expect(longest).toBeGreaterThan(20);
    expect(longest).toBeLessThanOrEqual(70);
    await context.close();
  });

  it.each(PUBLIC_BUDGETS)(
    'the $page page stays within $kb KB of gzipped JS (product.md §11.2)',
    async ({ page, file, kb }) => {
      // Act
      const dir = servedFullBuild();
      const size = (await pageJsGzip(dir, await file(dir))) / 1024;
      // Assess
      console.log(`${page}: ${size.toFixed(2)} KB gzipped JS`);
      expect(size).toBeLessThanOrEqual(kb);
    },
  );
});
