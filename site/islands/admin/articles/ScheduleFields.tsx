// The schedule's fields, loaded with the dialog's first use: the keyboard-operable date picker of the events admin, a
// time field, the browser's time zone, and a clear refusal of a time that has passed or lies more than two years ahead
// (product.md §10.12).
import { Dialog } from 'radix-ui';
import { useEffect, useState, type FormEvent } from 'react';
import {
  latestSchedule,
  SCHEDULE_IN_PAST,
  SCHEDULE_TOO_FAR,
} from '../../../../functions/domain/article-status.ts';
import { localMoment, timeZoneLabel } from '../../../client/admin/article-status.ts';
import { startOfDay } from '../../../client/admin/api/events/form.ts';
import { fieldError, input, primary, secondary } from '../../../client/admin/styles.ts';
import DateField from '../events/DateField.tsx';

interface Props {
  start: { day: string; time: string };
  onSchedule: (iso: string) => void;
}

export default function ScheduleFields({ start, onSchedule }: Props) {
  const [day, setDay] = useState(start.day);
  const [time, setTime] = useState(start.time);
  const [error, setError] = useState<string | null>(null);
  const at = localMoment(day, time);
  // The dialog focused itself while these fields loaded: the first field takes focus once they are here.
  useEffect(() => {
    if (document.activeElement?.closest('form[aria-label="Schedule article"]')) return;
    document.getElementById('schedule-date')?.focus();
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The dialog is portalled, but React events bubble through portals: the article form must not submit too.
    e.stopPropagation();
    if (!at) setError('Enter a date as yyyy-mm-dd and a time as hh:mm.');
    else if (at.getTime() <= Date.now()) setError(SCHEDULE_IN_PAST);
    else if (at.getTime() > latestSchedule(new Date()).getTime()) setError(SCHEDULE_TOO_FAR);
    else onSchedule(at.toISOString());
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Schedule article">
      <DateField
        id="schedule-date"
        label="Date"
        value={day}
        onChange={(next) => {
          setDay(next);
          setError(null);
        }}
        onBlur={() => undefined}
        disabled={(date) =>
          date < startOfDay(new Date()) || date > startOfDay(latestSchedule(new Date()))
        }
      />
      <div>
        <label htmlFor="schedule-time" className="block text-sm font-medium">
          Time
        </label>
        <input
          id="schedule-time"
          type="time"
          className={input}
          value={time}
          onChange={(e) => {
            setTime(e.target.value);
            setError(null);
          }}
          aria-describedby="schedule-zone"
          aria-invalid={error ? true : undefined}
        />
        <p id="schedule-zone" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Time zone: {timeZoneLabel(at ?? new Date())}
        </p>
      </div>
      <p role="alert" className={fieldError}>
        {error}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close className={secondary}>Cancel</Dialog.Close>
        <button type="submit" className={primary}>
          Schedule
        </button>
      </div>
    </form>
  );
}
