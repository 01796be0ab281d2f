// A date field (product.md §2, §11.7): a yyyy-mm-dd text box, so a typed date is accepted, and beside it a button that
// opens the calendar in a Radix Popover; Escape closes it and focus goes back to the button.
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useState, type ReactNode, type Ref } from 'react';
import type { Matcher } from 'react-day-picker';
import { dateToDay, dayToDate } from '../../../client/admin/api/events/form.ts';
import { fieldError, iconButton, input } from '../../../client/admin/styles.ts';

const loadCalendar = () => import('./Calendar.tsx');
const Calendar = lazy(loadCalendar);
/** Fetches the calendar's code before the first click (called when the form opens). */
export const preloadCalendar = () => void loadCalendar().catch(() => undefined);

interface Props {
  id: string;
  label: string;
  hint?: ReactNode;
  value: string;
  onChange: (day: string) => void;
  onBlur: () => void;
  /** Days the calendar refuses (before today on create, before the start for the end). */
  disabled?: Matcher;
  /** The month shown when the field is empty. */
  month?: Date;
  error?: string;
  /** The text box, for react-hook-form to focus when the field is invalid. */
  ref?: Ref<HTMLInputElement>;
}

export default function DateField(props: Props) {
  const { id, label, hint, value, onChange, onBlur, disabled, month, error, ref } = props;
  const [open, setOpen] = useState(false);
  const describedBy = [`${id}-format`, hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const selected = dayToDate(value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <input
          ref={ref}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="yyyy-mm-dd"
          className={input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger
            className={`${iconButton} shrink-0 border border-slate-500 dark:border-slate-500`}
            aria-label={`Choose ${label.replace(' (Optional)', '').toLowerCase()}`}
          >
            <CalendarDays aria-hidden="true" size={20} />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={4}
              collisionPadding={8}
              // The calendar focuses the selected day (or today) itself once it has loaded.
              onOpenAutoFocus={(e) => e.preventDefault()}
              className="z-[60] rounded-lg border border-slate-300 bg-white p-3 text-slate-900 shadow-xl dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            >
              <Suspense fallback={<p role="status">Loading calendar...</p>}>
                <Calendar
                  selected={selected}
                  month={month}
                  disabled={disabled}
                  onSelect={(day) => {
                    onChange(dateToDay(day));
                    setOpen(false);
                  }}
                />
              </Suspense>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      <p id={`${id}-format`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Type a date as yyyy-mm-dd or choose one from the calendar.
      </p>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
