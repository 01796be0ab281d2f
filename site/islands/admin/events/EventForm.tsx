// The event form (product.md §2 fields, §5 rules through the domain schema): create and edit share it. Save receives the
// typed values and may put server errors on fields; the buttons come from the dialog.
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import type { Category } from '../../../../functions/domain/index.ts';
import { DRAFT_KEYS, registerRecordDraft } from '../../../client/admin/draft-restore.ts';
import { useDirtyForm } from '../../../client/admin/dirty-forms.ts';
import { createEventResolver, eventResolver } from '../../../client/admin/api/events/resolver.ts';
import {
  dayToDate,
  startOfDay,
  type EventFormValues,
} from '../../../client/admin/api/events/form.ts';
import { describedBy, fieldError, fieldHint, input } from '../../../client/admin/styles.ts';
import DateField, { preloadCalendar } from './DateField.tsx';
import SwitchField from './SwitchField.tsx';

type TextKey = 'title' | 'description' | 'location' | 'organizer' | 'url' | 'imageUrl';

/**
 * The fields in page order. react-hook-form focuses the first invalid field in registration order, where the
 * date Controllers come after every field registered in this component's own render: the Website URL took focus
 * before an invalid Start Date above it (WCAG 2.4.3).
 */
const PAGE_ORDER = [
  'title',
  'eventDate',
  'endDate',
  'description',
  'location',
  'organizer',
  'url',
  'imageUrl',
  'categoryId',
] as const satisfies readonly (keyof EventFormValues)[];

/** The text fields' rules (product.md §5), stated beside them before a save can fail them. */
const RULES: Partial<Record<TextKey, string>> = {
  title: 'At least 3 characters.',
  description: 'At least 10 characters.',
  url: 'Optional: a full web address, starting with http:// or https://.',
  imageUrl: 'Optional: a full web address, starting with http:// or https://.',
};

interface Props {
  idPrefix: string;
  /** The record edited (its version is the base of the edit), or null on create: named in the draft. */
  record: { id: number; version: number } | null;
  initial: EventFormValues;
  /** product.md §5: on create the start picker refuses days before today; on edit it does not. */
  isCreate: boolean;
  categories: Category[] | undefined;
  onSave: (values: EventFormValues, setError: UseFormSetError<EventFormValues>) => Promise<void>;
  actions: (saving: boolean) => ReactNode;
}

export default function EventForm({
  idPrefix,
  record,
  initial,
  isCreate,
  categories,
  onSave,
  actions,
}: Props) {
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    watch,
    formState,
  } = useForm<EventFormValues, unknown, unknown>({
    // A typed day skips the calendar, which refuses the past on create (product.md §5).
    resolver: isCreate ? createEventResolver : eventResolver,
    defaultValues: initial,
    shouldFocusError: false,
  });
  // Only one event form is open at a time (the dialogs are modal); its draft reopens the same dialog after sign-in.
  useEffect(
    () => registerRecordDraft(DRAFT_KEYS.event, record, () => getValues()),
    [record, getValues],
  );
  useEffect(() => {
    eventResolver.preload();
    preloadCalendar();
  }, []);
  // The select shows the record's category once its option exists (the categories may load after the form).
  useEffect(() => {
    if (categories) setValue('categoryId', getValues('categoryId'));
  }, [categories, setValue, getValues]);
  useDirtyForm(idPrefix, formState.isDirty);
  const errors = formState.errors;
  const start = dayToDate(watch('eventDate'));

  const text = (key: TextKey, label: string, type = 'text', multiline = false) => {
    const id = `${idPrefix}-${key}`;
    const aria = {
      id,
      className: input,
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': describedBy(id, key in RULES, !!errors[key]),
      ...register(key),
    };
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        {multiline ? <textarea rows={4} {...aria} /> : <input type={type} {...aria} />}
        {RULES[key] && (
          <p id={`${id}-hint`} className={fieldHint}>
            {RULES[key]}
          </p>
        )}
        {errors[key] && (
          <p id={`${id}-error`} className={fieldError}>
            {errors[key]?.message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      // fire-and-forget: onSave reports its own outcome (field errors, toasts)
      onSubmit={(e) =>
        void handleSubmit(
          () => onSave(getValues(), setError),
          (invalid) => {
            const first = PAGE_ORDER.find((key) => invalid[key]);
            if (first) setFocus(first);
          },
        )(e)
      }
    >
      {text('title', 'Event Title')}
      <Controller
        control={control}
        name="eventDate"
        render={({ field, fieldState }) => (
          <DateField
            id={`${idPrefix}-eventDate`}
            label="Start Date"
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={isCreate ? { before: startOfDay(new Date()) } : undefined}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="endDate"
        render={({ field, fieldState }) => (
          <DateField
            id={`${idPrefix}-endDate`}
            label="End Date (Optional)"
            hint="Only required for multi-day events"
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={start ? { before: start } : undefined}
            month={start}
            error={fieldState.error?.message}
          />
        )}
      />
      {text('description', 'Description', 'text', true)}
      {text('location', 'Location')}
      {text('organizer', 'Organizer')}
      {text('url', 'Website URL', 'url')}
      {text('imageUrl', 'Image URL', 'url')}
      <Controller
        control={control}
        name="isVirtual"
        render={({ field }) => (
          <SwitchField
            id={`${idPrefix}-isVirtual`}
            label="Virtual Event"
            question="Is this a virtual/online event?"
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="isRecurring"
        render={({ field }) => (
          <SwitchField
            id={`${idPrefix}-isRecurring`}
            label="Recurring Event"
            question="Does this event repeat?"
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <div>
        <label htmlFor={`${idPrefix}-categoryId`} className="block text-sm font-medium">
          Category
        </label>
        <select id={`${idPrefix}-categoryId`} className={input} {...register('categoryId')}>
          <option value="0">Uncategorized</option>
          {categories === undefined ? (
            <option disabled>Loading categories...</option>
          ) : (
            categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))
          )}
        </select>
      </div>
      <div className="flex flex-wrap justify-end gap-2">{actions(formState.isSubmitting)}</div>
    </form>
  );
}
