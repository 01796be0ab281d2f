// WCAG contrast: measured in the page (colours as the browser computed them, resolved to sRGB through a canvas), and of
// '#rgb' / '#rrggbb' colours written in source (the mails' palette, the high-contrast themes).
import type { Locator, Page } from 'playwright-core';

/** Runs in the page: the WCAG 2 contrast ratio of `fg` drawn over `bg` (any CSS colour syntax, alpha included). */
function ratioInPage([fg, bg]: [string, string]): number {
  const g = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const rgb = (c: string) => {
    g.fillStyle = bg;
    g.fillRect(0, 0, 1, 1);
    g.fillStyle = c;
    g.fillRect(0, 0, 1, 1);
    return [...g.getImageData(0, 0, 1, 1).data].slice(0, 3);
  };
  const lum = (c: number[]) => {
    const [r = 0, gr = 0, b = 0] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * gr + 0.0722 * b;
  };
  const [a, b] = [lum(rgb(fg)), lum(rgb(bg))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The contrast ratio of two computed colours on `page`. */
export function contrast(page: Page, fg: string, bg: string): Promise<number> {
  return page.evaluate(ratioInPage, [fg, bg] as [string, string]);
}

/** The first opaque background colour at or above the element (white when there is none). */
export function backgroundOf(locator: Locator, fromParent = false): Promise<string> {
  return locator.evaluate((el, parent) => {
    for (let e: Element | null = parent ? el.parentElement : el; e; e = e.parentElement) {
      const c = getComputedStyle(e).backgroundColor;
      if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') return c;
    }
    return 'white';
  }, fromParent);
}

/** '#rgb' or '#rrggbb' as 0-255 channels. */
function channels(hex: string): number[] {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

/** WCAG 2.x relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, (L1 + 0.05) / (L2 + 0.05), lighter over darker. */
export function hexContrast(a: string, b: string): number {
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
