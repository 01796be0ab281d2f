// A one-field dialog of the 'Imported' list (product.md §10.16): 'Take down' with its required reason, 'Fix alt text'.
// Radix Dialog; the field's error is tied to it and announced; focus returns to the trigger (a change that replaces
// the trigger moves focus itself: ImportedList's rows).
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { content, overlay, title as titleClass } from '../../../client/admin/dialog-styles.ts';
import { label as labelClass, hint as hintClass } from '../../../client/admin/article-styles.ts';
import { danger, fieldError, input, primary, secondary } from '../../../client/admin/styles.ts';
import { revealFocus } from '../../../client/reveal-focus.ts';

interface Props {
  trigger: { label: string; ariaLabel: string; id?: string };
  title: string;
  description: string;
  field: { label: string; hint?: string; initial: string; maxLength: number };
  /** The error of a blank field; absent: blank is allowed. */
  required?: string;
  confirm: { label: string; busyLabel: string; destructive?: boolean };
  /** Answers whether the change was made: the dialog then closes. */
  onSubmit: (value: string) => Promise<boolean>;
}

export default function ImportedFieldDialog(props: Props) {
  const { field, required, confirm } = props;
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(field.initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const text = value.trim();
    if (required && text === '') {
      setError(required);
      document.getElementById(`${id}-field`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (await props.onSubmit(text)) setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  const described = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValue(field.initial);
          setError(null);
        }
      }}
    >
      <Dialog.Trigger
        id={props.trigger.id}
        className={secondary}
        aria-label={props.trigger.ariaLabel}
      >
        {props.trigger.label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={content} onFocus={revealFocus}>
          <Dialog.Title className={titleClass}>{props.title}</Dialog.Title>
          <Dialog.Description className="mb-4">{props.description}</Dialog.Description>
          <form noValidate onSubmit={(e) => void submit(e)}>
            <label htmlFor={`${id}-field`} className={labelClass}>
              {field.label}
              {required && <span aria-hidden="true"> (required)</span>}
            </label>
            {field.hint && (
              <p id={`${id}-hint`} className={hintClass}>
                {field.hint}
              </p>
            )}
            <input
              id={`${id}-field`}
              className={input}
              value={value}
              maxLength={field.maxLength}
              required={Boolean(required)}
              aria-invalid={error ? true : undefined}
              aria-describedby={described || undefined}
              onChange={(e) => {
                setValue(e.target.value);
                if (error) setError(null);
              }}
            />
            <p id={`${id}-error`} role="alert" className={fieldError}>
              {error}
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <Dialog.Close className={secondary}>Cancel</Dialog.Close>
              <button
                type="submit"
                className={`${confirm.destructive ? danger : primary} aria-disabled:cursor-wait`}
                aria-disabled={busy || undefined}
              >
                {busy ? confirm.busyLabel : confirm.label}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
