// The display settings dialog (product.md §10.17): text size, spacing, font, line length, theme and motion, each a Radix
// radio group applied as it changes (live preview) and announced politely; Reset; focus returns to the opener on close.
import { Dialog, RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import {
  applyDisplay,
  DEFAULT_DISPLAY,
  DISPLAY_OPTIONS,
  chooseTheme,
  savedDisplay,
  themeChoice,
  type DisplaySetting,
  type DisplaySettings,
  type ThemeChoice,
} from '../../client/display.ts';
import DialogTop, { HeaderDialog, type HeaderDialogProps } from './DialogTop.tsx';

/** The theme's choices and labels (product.md §10.17); 'system' follows the colour-scheme and contrast preferences. */
export const THEME_CHOICES: Record<ThemeChoice, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
  'contrast-light': 'High-contrast light',
  'contrast-dark': 'High-contrast dark',
};

/** The order the groups show in: the theme after line length, before motion. */
const ORDER: (DisplaySetting | 'theme')[] = ['size', 'spacing', 'font', 'lines', 'theme', 'motion'];

const item =
  'inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-700 bg-white dark:border-slate-300 dark:bg-slate-900';

function Choices({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: Record<string, string>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="border-t border-slate-200 py-3 dark:border-slate-700">
      <p id={`${id}-label`} className="mb-2 font-semibold">
        {label}
      </p>
      <RadioGroup.Root
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={onChange}
        className="flex flex-wrap gap-x-4 gap-y-2"
      >
        {Object.entries(choices).map(([key, text]) => (
          <div key={key} className="flex items-center gap-2">
            <RadioGroup.Item id={`${id}-${key}`} value={key} className={item}>
              {/* A border, not a fill: forced-colors mode keeps borders in the text colour. */}
              <RadioGroup.Indicator className="block h-2.5 w-2.5 rounded-full border-[5px] border-current" />
            </RadioGroup.Item>
            <label htmlFor={`${id}-${key}`}>{text}</label>
          </div>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

export default function DisplaySettingsDialog({ onClose, returnFocus }: HeaderDialogProps) {
  const [display, setDisplay] = useState<DisplaySettings>(savedDisplay);
  const [theme, setTheme] = useState<ThemeChoice>(themeChoice);
  const [said, setSaid] = useState('');

  const change = (setting: DisplaySetting | 'theme', value: string) => {
    if (setting === 'theme') {
      chooseTheme(value as ThemeChoice);
      setTheme(value as ThemeChoice);
      setSaid(`Theme: ${THEME_CHOICES[value as ThemeChoice]}`);
      return;
    }
    const next = { ...display, [setting]: value };
    applyDisplay(next);
    setDisplay(next);
    const { label, choices } = DISPLAY_OPTIONS[setting];
    setSaid(`${label}: ${(choices as Record<string, string>)[value]}`);
  };

  const reset = () => {
    applyDisplay(DEFAULT_DISPLAY);
    chooseTheme('system');
    setDisplay(DEFAULT_DISPLAY);
    setTheme('system');
    setSaid('Display settings reset to defaults');
  };

  return (
    <HeaderDialog
      onClose={onClose}
      returnFocus={returnFocus}
      described
      className="fixed inset-x-4 top-4 z-50 mx-auto max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto rounded-lg bg-white p-4 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
    >
      <DialogTop
        title="Display settings"
        closeLabel="Close display settings"
        className="mb-2 items-start gap-2"
      />
      <Dialog.Description className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        Each change applies at once and is kept in this browser only.
      </Dialog.Description>
      {ORDER.map((setting) =>
        setting === 'theme' ? (
          <Choices
            key={setting}
            label="Theme"
            value={theme}
            choices={THEME_CHOICES}
            onChange={(v) => change('theme', v)}
          />
        ) : (
          <Choices
            key={setting}
            label={DISPLAY_OPTIONS[setting].label}
            value={display[setting]}
            choices={DISPLAY_OPTIONS[setting].choices}
            onChange={(v) => change(setting, v)}
          />
        ),
      )}
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
        <button
          type="button"
          onClick={reset}
          className="rounded-md border border-slate-500 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-400 dark:hover:bg-slate-800"
        >
          Reset to defaults
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </HeaderDialog>
  );
}
