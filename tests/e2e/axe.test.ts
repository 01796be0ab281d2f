// axe-core with the WCAG 2.2 AA tags on every public page, light and dark, and the home, events, feeds and not-found
// pages at 390 px; the home page and an article in the high-contrast themes at the largest text and spacing
// (product.md §10.17): zero violations (product.md §11.2). And the scan itself: it reports what it should, twice on
// one page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../functions/domain/index.ts';
import {
  axeViolations,
  describeViolations,
  launchBrowser,
  newPage,
  url,
  waitForIslands,
} from '../support/browser.ts';
import { LARGEST, seedDisplay } from '../support/display.ts';

let browser: Browser;
let articleId: number;
beforeAll(async () => {
  browser = await launchBrowser();
  const [first] = (await (await fetch(url('/api/articles?limit=1'))).json()) as Article[];
  articleId = first?.id ?? 1;
});
afterAll(async () => {
  await browser?.close();
});

interface Screen {
  name: string;
  path: () => string;
  /** Brings the page into the state to check. */
  prepare?: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  { name: 'home', path: () => '/' },
  {
    name: 'article with reader and share open',
    path: () => `/article/${articleId}`,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Listen to article' }).click();
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await page.getByRole('button', { name: 'Share on Facebook' }).waitFor();
      await page.getByRole('combobox', { name: 'Voice' }).waitFor();
    },
  },
  { name: 'glossary', path: () => '/glossary' },
  { name: 'events', path: () => '/events' },
  {
    name: 'feeds with a copy announced',
    path: () => '/feeds',
    // product.md §10.18: the note beside the button shows, so its colours are checked too.
    prepare: async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: 'Copy link to the All articles Atom feed' }).click();
      await page.getByText('Copied', { exact: true }).waitFor();
    },
  },
  { name: '404', path: () => '/no-such-page' },
  {
    name: 'article not-found fallback',
    path: () => '/article/987654321',
    prepare: (page) => page.getByRole('heading', { name: 'Article Not Found' }).waitFor(),
  },
  {
    name: 'search overlay open',
    path: () => '/',
    prepare: async (page) => {
      await page
        .getByRole('button', { name: /search/i })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

describe.each(['light', 'dark'] as const)('axe, %s theme', (scheme) => {
  it.each(screens)('$name has no WCAG 2.2 AA violations', async (screen) => {
    // Prepare
    const { page, context } = await newPage(browser, { colorScheme: scheme });
    await page.goto(screen.path());
    await waitForIslands(page);
    await screen.prepare?.(page);
    // Assess: the theme really is the one under test
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      scheme === 'dark',
    );
    // Act
    const violations = await axeViolations(page);
    // Assess
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });
});

describe.each(['light', 'dark'] as const)('axe at 390 px, %s theme', (scheme) => {
  const narrow = screens.filter((s) =>
    ['home', 'events', '404', 'feeds with a copy announced'].includes(s.name),
  );
  it.each(narrow)('$name has no WCAG 2.2 AA violations', async (screen) => {
    // Prepare
    const { page, context } = await newPage(browser, {
      colorScheme: scheme,
      viewport: { width: 390, height: 844 },
    });
    await page.goto(screen.path());
    await waitForIslands(page);
    await screen.prepare?.(page);
    // Act
    const violations = await axeViolations(page);
    // Assess
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });
});

describe.each(['contrast-light', 'contrast-dark'])(
  'axe, %s theme, 200 percent text, more space',
  (theme) => {
    const some = screens.filter((s) =>
      ['home', 'article with reader and share open'].includes(s.name),
    );
    it.each(some)('$name has no WCAG 2.2 AA violations', async (screen) => {
      // Prepare
      const { page, context } = await newPage(browser);
      await seedDisplay(page, theme, LARGEST);
      await page.goto(screen.path());
      await waitForIslands(page);
      await screen.prepare?.(page);
      // Assess: the settings really are the ones under test
      expect(await page.evaluate(() => document.documentElement.className)).toBe(
        theme === 'contrast-dark' ? 'dark contrast' : 'contrast',
      );
      // Act
      const violations = await axeViolations(page);
      // Assess
      expect(violations, describeViolations(violations)).toEqual([]);
      await context.close();
    });
  },
);

describe('the scan itself', () => {
  it('finds a violation on its first scan of a page and again on a later scan of the same page', async () => {
    // Prepare: a picture without a text alternative, added after load
    const { page, context } = await newPage(browser);
    await page.goto('/glossary');
    await waitForIslands(page);
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.id = 'no-alt';
      img.src = '/favicon.svg';
      document.querySelector('main')?.append(img);
    });
    // Act
    const first = await axeViolations(page);
    await page.evaluate(() => {
      document.getElementById('no-alt')?.remove();
      const button = document.createElement('button');
      button.id = 'no-name';
      document.querySelector('main')?.append(button);
    });
    const second = await axeViolations(page);
    // Assess
    const found = (violations: typeof first) =>
      violations.map((v) => [v.id, v.nodes.map((n) => n.target.join(' '))]);
    expect(found(first)).toEqual([['image-alt', ['#no-alt']]]);
    expect(found(second)).toEqual([['button-name', ['#no-name']]]);
    await context.close();
  });
});
