// The theme module and the no-flash script (product.md §4.2, §10.17): the script shows what the modules say (theme,
// contrast, display settings), chooseTheme saves or forgets the choice, and toggling keeps high contrast.
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRAST_CLASS, DARK_CLASS, THEME_KEY, toggleTheme } from './theme.ts';
import { applyDisplay, chooseTheme, DISPLAY_KEY, savedDisplay, themeChoice } from './display.ts';
import { THEME_INIT_SCRIPT } from './theme-script.ts';

interface System {
  dark?: boolean;
  contrast?: boolean;
}

/** A page's globals: local storage holding `saved` (or throwing), the system preferences and <html>'s classes and data. */
function stubPage(saved: Record<string, string> | 'blocked', system: System = {}) {
  const store = new Map<string, string>(saved === 'blocked' ? [] : Object.entries(saved));
  const classes = new Set<string>();
  const dataset: Record<string, string> = {};
  const blocked = () => {
    throw new Error('blocked');
  };
  vi.stubGlobal('localStorage', {
    getItem: saved === 'blocked' ? blocked : (k: string) => store.get(k) ?? null,
    setItem: saved === 'blocked' ? blocked : (k: string, v: string) => store.set(k, v),
    removeItem: saved === 'blocked' ? blocked : (k: string) => store.delete(k),
  });
  const matchMedia = (q: string) => ({
    matches:
      (system.dark === true && q === '(prefers-color-scheme: dark)') ||
      (system.contrast === true && q === '(prefers-contrast: more)'),
  });
  vi.stubGlobal('window', { matchMedia });
  vi.stubGlobal('matchMedia', matchMedia);
  vi.stubGlobal('document', {
    documentElement: {
      dataset,
      classList: {
        contains: (c: string) => classes.has(c),
        toggle: (c: string, on?: boolean) => {
          const next = on ?? !classes.has(c);
          if (next) classes.add(c);
          else classes.delete(c);
          return next;
        },
      },
    },
  });
  return { store, classes, dataset };
}

afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  const cases = [
    [{ theme: 'dark' }, {}],
    [{ theme: 'light' }, { dark: true }],
    [{ theme: 'contrast-dark' }, {}],
    [{ theme: 'contrast-light' }, { dark: true, contrast: true }],
    [{}, { dark: true }],
    [{}, {}],
    [{}, { contrast: true }],
    [{}, { dark: true, contrast: true }],
    ['blocked', { dark: true }],
    ['blocked', { contrast: true }],
  ] as const;

  it.each(cases)(
    'the no-flash script shows what the theme module says (saved %o, system %o)',
    (saved, system) => {
      // Prepare: the classes chooseTheme gives for the saved choice, on a second page
      const { classes } = stubPage(saved, system);
      const choice = themeChoice();
      // Act
      runInThisContext(THEME_INIT_SCRIPT);
      const shown = [...classes].sort();
      const { classes: expected } = stubPage({}, system);
      chooseTheme(choice);
      // Assess
      expect(shown).toEqual([...expected].sort());
      const dark = choice === 'system' ? (system as System).dark === true : choice.endsWith('dark');
      expect(shown.includes(DARK_CLASS)).toBe(dark);
    },
  );

  it('the no-flash script copies the saved display settings that applyDisplay saved', () => {
    // Prepare
    const { store } = stubPage({});
    applyDisplay({ ...savedDisplay(), size: '200', spacing: 'more', lines: 'narrow' });
    const { dataset } = stubPage(Object.fromEntries(store));
    // Act
    runInThisContext(THEME_INIT_SCRIPT);
    // Assess
    expect(dataset).toEqual({ size: '200', spacing: 'more', lines: 'narrow' });
  });

  it('the no-flash script survives a broken display value and still applies the theme', () => {
    // Prepare
    const { classes, dataset } = stubPage({ [DISPLAY_KEY]: '{not json', [THEME_KEY]: 'dark' });
    // Act
    runInThisContext(THEME_INIT_SCRIPT);
    // Assess
    expect([...classes]).toEqual([DARK_CLASS]);
    expect(dataset).toEqual({});
  });

  it('toggles the class and saves the choice under the one key', () => {
    // Prepare
    const { store, classes } = stubPage({});
    // Act & Assess
    expect(toggleTheme()).toBe('dark');
    expect(classes.has(DARK_CLASS)).toBe(true);
    expect(store.get(THEME_KEY)).toBe('dark');
    expect(toggleTheme()).toBe('light');
    expect(store.get(THEME_KEY)).toBe('light');
  });

  it('toggling a high-contrast theme keeps high contrast', () => {
    // Prepare
    const { store, classes } = stubPage({ [THEME_KEY]: 'contrast-light' });
    chooseTheme(themeChoice());
    // Act
    const theme = toggleTheme();
    // Assess
    expect(theme).toBe('dark');
    expect(store.get(THEME_KEY)).toBe('contrast-dark');
    expect([...classes].sort()).toEqual([CONTRAST_CLASS, DARK_CLASS]);
  });

  it("choosing 'system' forgets the saved theme and follows the system's contrast", () => {
    // Prepare
    const { store, classes } = stubPage({ [THEME_KEY]: 'dark' }, { contrast: true });
    // Act
    chooseTheme('system');
    // Assess
    expect(store.has(THEME_KEY)).toBe(false);
    expect(themeChoice()).toBe('system');
    expect([...classes]).toEqual([CONTRAST_CLASS]);
  });
});
