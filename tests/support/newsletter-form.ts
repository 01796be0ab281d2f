// The home page's newsletter form in the browser tests (product.md §5, §8): opened and hydrated, its controls, its toast,
// where focus is, and the contrast measure its colour checks use.
import type { Page } from 'playwright-core';
import { open } from './browser.ts';

/** Opens home, scrolls the client:visible newsletter island into view and waits until React has claimed it. */
export async function showNewsletter(p: Page): Promise<void> {
  await open(p, '/');
  await p
    .getByRole('heading', { name: 'Stay Updated on Accessibility Tech' })
    .scrollIntoViewIfNeeded();
  await p.waitForFunction(() => {
    const form = document.querySelector('#newsletter-heading ~ div form');
    return !!form && Object.keys(form).some((k) => k.startsWith('__reactFiber'));
  });
}

/** The form's email field. */
export const email = (p: Page) => p.getByLabel('Email address');
/** The form's submit button. */
export const submit = (p: Page) => p.locator('form button[type="submit"]');
/** The toast (its variant in data-variant). */
export const toast = (p: Page) => p.locator('li[data-variant]');
/** Text of the focused element and whether it is the submit button, to follow focus through the submit. */
export const focused = (p: Page) =>
  p.evaluate(() => ({
    tag: document.activeElement?.tagName,
    submit: document.activeElement?.matches('form button[type="submit"]') ?? false,
    text: document.activeElement?.textContent ?? '',
  }));

/** WCAG contrast ratio of two CSS colours (any syntax Chromium paints), the first composited over the second. */
export function contrastIn(p: Page, fg: string, bg: string): Promise<number> {
  return p.evaluate(
    ({ fore, back }) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const g = canvas.getContext('2d', { willReadFrequently: true })!;
      const paint = (...colours: string[]) => {
        g.clearRect(0, 0, 1, 1);
        for (const c of ['#fff', ...colours]) {
          g.fillStyle = c;
          g.fillRect(0, 0, 1, 1);
        }
        return [...g.getImageData(0, 0, 1, 1).data].slice(0, 3);
      };
      const lum = (rgb: number[]) => {
        const [r = 0, gr = 0, b = 0] = rgb.map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * gr + 0.0722 * b;
      };
      const a = lum(paint(back, fore));
      const z = lum(paint(back));
      return (Math.max(a, z) + 0.05) / (Math.min(a, z) + 0.05);
    },
    { fore: fg, back: bg },
  );
}
