// Display settings other than the theme (product.md §10.17): text size, spacing, font, line length and motion, kept
// as one JSON value in local storage and shown as data attributes on <html> that global.css styles. The head's
// no-flash script (theme-script.ts) copies the saved value onto <html> the same way, before first paint.

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
    const parsed: unknown = JSON.parse(localStorage.getItem(DISPLAY_KEY) ?? '{}');
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
  try {
    if (Object.keys(changed).length > 0) localStorage.setItem(DISPLAY_KEY, JSON.stringify(changed));
    else localStorage.removeItem(DISPLAY_KEY);
  } catch {
    // Storage can be blocked; the settings still apply to this page.
  }
}
