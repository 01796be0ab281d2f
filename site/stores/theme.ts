// Theme store: 'light' or 'dark', saved under 'theme' and applied as the 'dark' class on <html> (spec §3, §4).
import { atom } from 'nanostores';

export type Theme = 'light' | 'dark';

/** spec §9: the local storage key. */
export const THEME_KEY = 'theme';

/** Starts as light on the server; syncTheme() reads the real value after mount. */
export const $theme = atom<Theme>('light');

/** Reads what the inline <head> script already applied, so the store agrees with the page. */
export function syncTheme(): void {
  $theme.set(document.documentElement.classList.contains('dark') ? 'dark' : 'light');
}

export function setTheme(theme: Theme): void {
  $theme.set(theme);
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage can be blocked (private mode); the theme still applies for this page.
  }
}

export function toggleTheme(): void {
  setTheme($theme.get() === 'dark' ? 'light' : 'dark');
}
