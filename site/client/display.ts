// Display settings (product.md §10.17). The theme: one of five choices, saved under theme.ts's key (none: 'system').
// Text size, spacing, font, line length and motion: one JSON value in local storage, shown as data attributes on
// <html> that global.css styles. The head's no-flash script (theme-script.ts) applies both the same way before first
// paint. Only the settings dialog loads this module.
import { CONTRAST_CLASS, CONTRAST_QUERY, DARK_CLASS, DARK_QUERY, THEME_KEY } from './theme.ts';

/** What can be saved; no saved value means 'system' (product.md §10.17). */
export const THEMES = ['light', 'dark', 'contrast-light', 'contrast-dark'] as const;
export type ThemeChoice = (typeof THEMES)[number] | 'system';

/** Reads a key; null when it is not there or storage is blocked (then the defaults apply). */
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Saves a key, or removes it for null. */
function save(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be blocked (private mode); the settings still apply to this page.
  }
}

/** The saved theme, or 'system' when there is none; an unknown value reads as light, as the no-flash script shows it. */
export function themeChoice(): ThemeChoice {
  const saved = read(THEME_KEY);
  if (!saved) return 'system';
  return (THEMES as readonly string[]).includes(saved) ? (saved as ThemeChoice) : 'light';
}

/** Shows and saves a theme; 'system' forgets the saved one and follows the colour-scheme and contrast preferences. */
export function chooseTheme(choice: ThemeChoice): void {
  const system = choice === 'system';
  const classes = document.documentElement.classList;
  classes.toggle(DARK_CLASS, system ? matchMedia(DARK_QUERY).matches : choice.endsWith('dark'));
  classes.toggle(
    CONTRAST_CLASS,
    system ? matchMedia(CONTRAST_QUERY).matches : choice.startsWith('contrast'),
  );
  save(THEME_KEY, system ? null : choice);
}

/** The local storage key (product.md §10.17). */
export const DISPLAY_KEY = 'display';

/** Each setting, its choices (the first is the default, which is never saved) and their labels. */
export const DISPLAY_OPTIONS = {
  size: {
    label: 'Text size',
    choices: { '100': '100 %', '125': '125 %', '150': '150 %', '175': '175 %', '200': '200 %' },
  },
  spacing: { label: 'Spacing', choices: { standard: 'Standard', more: 'More space' } },
  font: { label: 'Font', choices: { site: 'Site font', legible: 'Atkinson Hyperlegible' } },
  lines: { label: 'Line length', choices: { standard: 'Standard', narrow: 'Narrow' } },
  motion: { label: 'Motion', choices: { system: 'Follow the system', reduce: 'Reduce' } },
} as const;

export type DisplaySetting = keyof typeof DISPLAY_OPTIONS;
export type DisplaySettings = {
  [K in DisplaySetting]: keyof (typeof DISPLAY_OPTIONS)[K]['choices'];
};

export const DISPLAY_SETTINGS = Object.keys(DISPLAY_OPTIONS) as DisplaySetting[];

/** Every setting at its default. */
export const DEFAULT_DISPLAY = Object.fromEntries(
  DISPLAY_SETTINGS.map((k) => [k, Object.keys(DISPLAY_OPTIONS[k].choices)[0]]),
) as DisplaySettings;

const isChoice = (k: DisplaySetting, v: unknown): boolean =>
  typeof v === 'string' && Object.hasOwn(DISPLAY_OPTIONS[k].choices, v);

/** The saved settings, each unknown or missing one at its default (storage may be blocked or hold anything). */
export function savedDisplay(): DisplaySettings {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(read(DISPLAY_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
  } catch {
    // Blocked storage or a broken value: the defaults apply.
  }
  const out = { ...DEFAULT_DISPLAY };
  for (const k of DISPLAY_SETTINGS)
    if (isChoice(k, saved[k])) Object.assign(out, { [k]: saved[k] });
  return out;
}

/** Shows the settings on <html> and saves those that differ from the default (nothing at all when none does). */
export function applyDisplay(settings: DisplaySettings): void {
  const root = document.documentElement;
  const changed: Partial<Record<DisplaySetting, string>> = {};
  for (const k of DISPLAY_SETTINGS) {
    if (settings[k] === DEFAULT_DISPLAY[k]) delete root.dataset[k];
    else root.dataset[k] = changed[k] = settings[k];
  }
  save(DISPLAY_KEY, Object.keys(changed).length > 0 ? JSON.stringify(changed) : null);
}
