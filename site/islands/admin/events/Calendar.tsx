// The month calendar of a date field (react-day-picker), loaded when a date field first shows: arrows move the day,
// Enter picks it, Page Up / Page Down change the month. Accent colours meet contrast in both themes.
import { DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';

interface Props {
  selected: Date | undefined;
  onSelect: (day: Date) => void;
  disabled: Matcher | undefined;
  /** The month to show when nothing is selected (e.g. the start's, for the end date). */
  month: Date | undefined;
}

export default function Calendar({ selected, onSelect, disabled, month }: Props) {
  return (
    <DayPicker
      mode="single"
      // Opened by a button press, so the day grid takes focus: that is where the arrow keys work.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      selected={selected}
      defaultMonth={selected ?? month}
      onSelect={(day) => day && onSelect(day)}
      disabled={disabled}
      className="[--rdp-accent-background-color:var(--color-blue-100)] [--rdp-accent-color:var(--color-blue-700)] dark:[--rdp-accent-background-color:var(--color-slate-800)] dark:[--rdp-accent-color:var(--color-sky-300)]"
    />
  );
}
