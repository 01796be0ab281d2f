// The theme toggle's half of the theme (product.md §4.2): the storage key, the classes on <html> and toggling. The
// public header loads it on every page, so it holds only that; choosing any of the five themes of the display settings
// (product.md §10.17) is in display.ts, and the head's no-flash script (theme-script.ts) is written from these names.

/** product.md §9: the local storage key. */
export const THEME_KEY = 'theme';
/** The class on <html> that turns the dark theme on. */
export const DARK_CLASS = 'dark';
/** The class on <html> that turns the high-contrast palette on (product.md §10.17), beside or without 'dark'. */
export const CONTRAST_CLASS = 'contrast';
export const DARK_QUERY = '(prefers-color-scheme: dark)';
export const CONTRAST_QUERY = '(prefers-contrast: more)';

export type Theme = 'light' | 'dark';

export const isDark = () => document.documentElement.classList.contains(DARK_CLASS);

/** Switches brightness and saves the choice, keeping high contrast when it shows; answers the theme now shown. */
export function toggleTheme(): Theme {
  const root = document.documentElement.classList;
  const theme: Theme = root.toggle(DARK_CLASS) ? 'dark' : 'light';
  try {
    localStorage.setItem(THEME_KEY, (root.contains(CONTRAST_CLASS) ? 'contrast-' : '') + theme);
  } catch {
    // Storage can be blocked (private mode); the theme still applies for this page.
  }
  return theme;
}

/** The toggle's accessible name: what pressing it does. */
export const themeToggleLabel = (dark: boolean) => `Switch to ${dark ? 'light' : 'dark'} theme`;
