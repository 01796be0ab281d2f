// The theme module: the head's no-flash script and preferredTheme/applyTheme agree, and toggling saves the choice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DARK_CLASS, preferredTheme, THEME_KEY, toggleTheme } from './theme.ts';
import { THEME_INIT_SCRIPT } from './theme-script.ts';

/** A page's globals: local storage holding `saved` (or throwing), the system preference and <html>'s classes. */
function stubPage(saved: string | null | 'blocked', systemDark: boolean) {
  const store = new Map<string, string>(saved && saved !== 'blocked' ? [[THEME_KEY, saved]] : []);
  const classes = new Set<string>();
  const blocked = () => {
    throw new Error('blocked');
  };
  vi.stubGlobal('localStorage', {
    getItem: saved === 'blocked' ? blocked : (k: string) => store.get(k) ?? null,
    setItem: saved === 'blocked' ? blocked : (k: string, v: string) => store.set(k, v),
  });
  const matchMedia = (q: string) => ({
    matches: systemDark && q === '(prefers-color-scheme: dark)',
  });
  vi.stubGlobal('window', { matchMedia });
  vi.stubGlobal('matchMedia', matchMedia);
  vi.stubGlobal('document', {
    documentElement: {
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
  return { store, classes };
}

afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  const cases = [
    ['dark', false],
    ['light', true],
    [null, true],
    [null, false],
    ['blocked', true],
    ['blocked', false],
  ] as const;

  it.each(cases)(
    'the no-flash script shows what preferredTheme says (saved %s, system dark %s)',
    (saved, sys) => {
      // Prepare
      const { classes } = stubPage(saved, sys);
      // Act
      new Function(THEME_INIT_SCRIPT)();
      // Assess
      expect(classes.has(DARK_CLASS)).toBe(preferredTheme() === 'dark');
    },
  );

  it('toggles the class and saves the choice under the one key', () => {
    // Prepare
    const { store, classes } = stubPage(null, false);
    // Act & Assess
    expect(toggleTheme()).toBe('dark');
    expect(classes.has(DARK_CLASS)).toBe(true);
    expect(store.get(THEME_KEY)).toBe('dark');
    expect(toggleTheme()).toBe('light');
    expect(store.get(THEME_KEY)).toBe('light');
  });
});
