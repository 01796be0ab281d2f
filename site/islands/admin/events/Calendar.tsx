// The month calendar of a date field (react-day-picker), loaded when a date field first shows: arrows move the day,
// Enter picks it, Page Up / Page Down change the month. Accent colours meet contrast in both themes.
import { useEffect, useRef, type CSSProperties } from 'react';
import { DayPicker, type Matcher, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';

interface Props {
  selected: Date | undefined;
  onSelect: (day: Date) => void;
  disabled: Matcher | undefined;
  /** The month to show when nothing is selected (e.g. the start's, for the end date). */
  month: Date | undefined;
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' });

/** WCAG 2.5.3: the day's name starts with the number it shows ('24 November 2026, Tuesday, today'). */
const labelDayButton = (date: Date, m: Modifiers) =>
  `${date.getDate()} ${monthYear.format(date)}, ${weekday.format(date)}${m.today ? ', today' : ''}${
    m.selected ? ', selected' : ''
  }`;

/** The theme's accent (set on the wrapper per theme); inline, so it wins over the library's own .rdp-root values. */
const accent = {
  '--rdp-accent-color': 'var(--cal-accent)',
  '--rdp-accent-background-color': 'var(--cal-accent-bg)',
} as CSSProperties;

/**
 * On a screen under 360 px (320 px, or 1280 px at 400 % zoom) the library's 44 px days make the popover 334 px wide,
 * past the screen's edge: 38 px days fit it (WCAG 1.4.10), and stay well over the 24 px target size.
 */
const NARROW = '(max-width: 359px)';
const narrowDays = {
  '--rdp-day-width': '38px',
  '--rdp-day-height': '38px',
  '--rdp-day_button-width': '36px',
  '--rdp-day_button-height': '36px',
} as CSSProperties;

/** Frames to wait for the popover to be positioned (it is hidden until then, and a hidden day cannot take focus). */
const FOCUS_TRIES = 10;

export default function Calendar({ selected, onSelect, disabled, month }: Props) {
  const root = useRef<HTMLDivElement>(null);
  // DayPicker's autoFocus runs before a reopened popover is visible: focus the day grid's current day once it shows.
  useEffect(() => {
    let frame = 0;
    const tryFocus = (left: number) => {
      const day = root.current?.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]');
      if (root.current?.contains(document.activeElement) || left === 0) return;
      day?.focus();
      frame = requestAnimationFrame(() => tryFocus(left - 1));
    };
    tryFocus(FOCUS_TRIES);
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      ref={root}
      className="[--cal-accent-bg:var(--color-blue-100)] [--cal-accent:var(--color-blue-700)] dark:[--cal-accent-bg:var(--color-slate-800)] dark:[--cal-accent:var(--color-sky-300)]"
    >
      <DayPicker
        mode="single"
        // Picking the day already selected keeps it (and closes the calendar) rather than clearing it.
        required
        // Opened by a button press, so the day grid takes focus: that is where the arrow keys work.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        selected={selected}
        defaultMonth={selected ?? month}
        onSelect={(day: Date | undefined) => day && onSelect(day)}
        disabled={disabled}
        labels={{ labelDayButton }}
        style={matchMedia(NARROW).matches ? { ...accent, ...narrowDays } : accent}
      />
    </div>
  );
}
