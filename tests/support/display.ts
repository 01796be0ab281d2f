// Display settings in the browser tests (product.md §10.17): saved settings seeded before a page's first script, <html>'s
// classes and data attributes (on the first frame and now), sideways overflow, and the colour pairs a page draws (text on
// its background, control borders on theirs).
import type { Page } from 'playwright-core';

/** The largest text and the WCAG 1.4.12 spacing, as the dialog saves them. */
export const LARGEST = { size: '200', spacing: 'more' };

/** Seeds local storage before every document of the page: the theme ('contrast-dark', ...) and the display settings. */
export async function seedDisplay(
  page: Page,
  theme: string | null,
  display: Record<string, string> = {},
): Promise<void> {
  await page.addInitScript(
    ([t, d]) => {
      if (t) localStorage.setItem('theme', t);
      localStorage.setItem('display', d);
    },
    [theme, JSON.stringify(display)] as const,
  );
}

/** Records <html>'s classes and data attributes at the moment <body> was parsed, i.e. before anything painted. */
export const RECORD_ROOT_AT_BODY = () => {
  const w = window as unknown as { __rootAtBody?: string };
  new MutationObserver((_, observer) => {
    if (document.body) {
      const root = document.documentElement;
      w.__rootAtBody = JSON.stringify({
        classes: [...root.classList].sort(),
        data: { ...root.dataset },
      });
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

/** <html>'s classes and data attributes now. */
export const rootState = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return { classes: [...root.classList].sort(), data: { ...root.dataset } };
  });

/** How far the page's content reaches past the viewport sideways, in CSS px (0 when nothing needs horizontal scrolling). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The widest element past the viewport's right edge, for a failure message. */
export const widestElement = (page: Page) =>
  page.evaluate(() => {
    let worst = { right: 0, what: '' };
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right > worst.right && r.width > 0)
        worst = { right: r.right, what: `${el.tagName}.${el.className}`.slice(0, 160) };
    }
    return worst;
  });

/** A colour pair the page draws: `fg` (text or border colour) over `bg` (the first opaque background at or above it). */
export interface DrawnPair {
  kind: 'text' | 'border';
  fg: string;
  bg: string;
  what: string;
}

/** Every distinct text and control-border colour pair of the visible page (sr-only text and hidden elements left out). */
export const drawnPairs = (page: Page): Promise<DrawnPair[]> =>
  page.evaluate(() => {
    const clear = (c: string) => c === 'transparent' || /^rgba\(.*, 0\)$/.test(c);
    const background = (el: Element | null): string => {
      for (let e = el; e; e = e.parentElement) {
        const c = getComputedStyle(e).backgroundColor;
        if (!clear(c)) return c;
      }
      return 'rgb(255, 255, 255)';
    };
    const pairs = new Map<
      string,
      { kind: 'text' | 'border'; fg: string; bg: string; what: string }
    >();
    const add = (kind: 'text' | 'border', fg: string, bg: string, el: Element) => {
      const key = `${kind} ${fg} ${bg}`;
      if (!pairs.has(key))
        pairs.set(key, {
          kind,
          fg,
          bg,
          what: `${el.tagName}.${String(el.className)}`.slice(0, 160),
        });
    };
    for (const el of document.body.querySelectorAll('*')) {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (s.visibility !== 'visible' || r.width <= 1 || r.height <= 1 || s.opacity === '0')
        continue;
      const text = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
      if (text) add('text', s.color, background(el), el);
      // A control's boundary: its border, drawn over what is behind the control.
      if (el.matches('input, select, textarea, button, [role=radio], [role=checkbox]'))
        for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const)
          if (parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0) {
            const c = s.getPropertyValue(`border-${side.toLowerCase()}-color`);
            if (!clear(c)) add('border', c, background(el.parentElement), el);
          }
    }
    return [...pairs.values()];
  });

/**
 * Presses ArrowRight in a focused Radix radio group and lets go once the radio labelled `label` is focused and checked:
 * Radix moves focus in a timeout and checks the radio only while an arrow key is down, which a person's key press
 * lasts but an instant press and release may not.
 */
export async function arrowTo(page: Page, label: string): Promise<void> {
  await page.keyboard.down('ArrowRight');
  await page.waitForFunction((name) => {
    const el = document.activeElement as HTMLButtonElement | null;
    return el?.getAttribute('aria-checked') === 'true' && el.labels?.[0]?.textContent === name;
  }, label);
  await page.keyboard.up('ArrowRight');
}
