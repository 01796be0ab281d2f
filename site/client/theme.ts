// The theme (product.md §4): saved choice, else the system preference, else light; the 'dark' class on <html> applies it.
// One module owns the storage key, reading the preference, applying and toggling: the public header, the admin toggle
// and the head's no-flash script (theme-script.ts, written from the same key and class) all use it.

/** product.md §9: the local storage key. */
export const THEME_KEY = 'theme';
/** The class on <html> that turns the dark theme on. */
export const DARK_CLASS = 'dark';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export type Theme = 'light' | 'dark';

/** The saved choice, or null when there is none (or storage is blocked). */
export function savedTheme(): Theme | null {
  try {
    const saved = localStorage.getItem(THEME_KEY);
    return saved ? (saved === 'dark' ? 'dark' : 'light') : null;
  } catch {
    // Storage can be blocked; the system preference still applies.
    return null;
  }
}

/** The theme to show: the saved choice, else the system preference. */
export function preferredTheme(): Theme {
  return savedTheme() ?? (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
}

export const isDark = () => document.documentElement.classList.contains(DARK_CLASS);

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle(DARK_CLASS, theme === 'dark');
}

/** Switches theme and saves the choice; answers the theme now shown. */
export function toggleTheme(): Theme {
  const theme: Theme = document.documentElement.classList.toggle(DARK_CLASS) ? 'dark' : 'light';
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage can be blocked (private mode); the theme still applies for this page.
  }
  return theme;
}

/** The toggle's accessible name: what pressing it does. */
export const themeToggleLabel = (dark: boolean) => `Switch to ${dark ? 'light' : 'dark'} theme`;
