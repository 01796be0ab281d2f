// The theme (product.md §4.2, §10.17): saved choice, else the system preference, else light; classes on <html> apply it.
// One module owns the storage key, reading the preference, applying and toggling: the public header, the admin toggle,
// the display settings and the head's no-flash script (theme-script.ts, written from the same key and classes) all use it.

/** product.md §9: the local storage key. */
export const THEME_KEY = 'theme';
/** The class on <html> that turns the dark theme on. */
export const DARK_CLASS = 'dark';
/** The class on <html> that turns the high-contrast palette on (product.md §10.17), beside or without 'dark'. */
export const CONTRAST_CLASS = 'contrast';
export const DARK_QUERY = '(prefers-color-scheme: dark)';
export const CONTRAST_QUERY = '(prefers-contrast: more)';

/** What can be saved; no saved value means 'system' (product.md §10.17). */
export const THEMES = ['light', 'dark', 'contrast-light', 'contrast-dark'] as const;
export type SavedTheme = (typeof THEMES)[number];
export type ThemeChoice = SavedTheme | 'system';
export type Theme = 'light' | 'dark';

function read(): string | null {
  try {
    return localStorage.getItem(THEME_KEY);
  } catch {
    // Storage can be blocked; the system preference still applies.
    return null;
  }
}

function save(value: string | null): void {
  try {
    if (value) localStorage.setItem(THEME_KEY, value);
    else localStorage.removeItem(THEME_KEY);
  } catch {
    // Storage can be blocked (private mode); the theme still applies for this page.
  }
}

/** The saved choice, or 'system' when there is none (or storage is blocked); an unknown value reads as light. */
export function themeChoice(): ThemeChoice {
  const saved = read();
  if (!saved) return 'system';
  return (THEMES as readonly string[]).includes(saved) ? (saved as SavedTheme) : 'light';
}

/** The saved brightness, or null when there is none. */
export function savedTheme(): Theme | null {
  const choice = themeChoice();
  return choice === 'system' ? null : choice.endsWith('dark') ? 'dark' : 'light';
}

/** The theme to show: the saved choice, else the system preference. */
export function preferredTheme(): Theme {
  return savedTheme() ?? (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
}

export const isDark = () => document.documentElement.classList.contains(DARK_CLASS);

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle(DARK_CLASS, theme === 'dark');
}

/** Shows and saves a choice of the display settings (product.md §10.17); 'system' forgets the saved one. */
export function chooseTheme(choice: ThemeChoice): void {
  const system = choice === 'system';
  const classes = document.documentElement.classList;
  classes.toggle(DARK_CLASS, system ? matchMedia(DARK_QUERY).matches : choice.endsWith('dark'));
  classes.toggle(
    CONTRAST_CLASS,
    system ? matchMedia(CONTRAST_QUERY).matches : choice.startsWith('contrast'),
  );
  save(system ? null : choice);
}

/** Switches brightness and saves the choice, keeping high contrast when it shows; answers the theme now shown. */
export function toggleTheme(): Theme {
  const root = document.documentElement.classList;
  const theme: Theme = root.toggle(DARK_CLASS) ? 'dark' : 'light';
  save(root.contains(CONTRAST_CLASS) ? `contrast-${theme}` : theme);
  return theme;
}

/** The toggle's accessible name: what pressing it does. */
export const themeToggleLabel = (dark: boolean) => `Switch to ${dark ? 'light' : 'dark'} theme`;
