// 'Create New Event' / 'Edit Event' (product.md §2, §4): the form in a Radix Dialog. Success refreshes the list, shows the
// notice and closes; a 409 keeps the editor's text and offers the latest version (product.md §11.7). Focus returns to the opener.
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { Category, Event } from '../../../../functions/domain/index.ts';
import { toastEventFailed } from '../../../client/admin/api/events/toasts.ts';
import { showSaveErrors } from '../../../client/admin/api/save-errors.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { getAdminEvent } from '../../../client/admin/api/events/calls.ts';
import { useSaveEvent } from '../../../client/admin/api/events/hooks.ts';
import {
  EMPTY_EVENT,
  EVENT_FIELDS,
  eventToValues,
  type EventFormValues,
} from '../../../client/admin/api/events/form.ts';
import { primary, secondary } from '../../../client/admin/styles.ts';
import { content, overlay, title } from '../../../client/admin/dialog-styles.ts';
import EventForm from './EventForm.tsx';
import BusyButton from '../shell/BusyButton.tsx';
import { revealFocus } from '../../../client/reveal-focus.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event being edited; none for 'Create New Event'. */
  event: Event | null;
  categories: Category[] | undefined;
  /** The control that opened the dialog (for a trigger-less edit dialog), focused again on close. */
  returnFocus?: () => void;
  trigger?: ReactNode;
  /** What the editor typed before a forced sign-in: the form starts from it (until a newer base is loaded). */
  draft?: EventFormValues | null;
}

export default function EventFormDialog(props: Props) {
  const { open, onOpenChange, event, categories, returnFocus, trigger, draft = null } = props;
  const saveEvent = useSaveEvent();
  // The record the edit is based on: replaced by the latest one after a conflict. The screen keys this dialog by the
  // event's id and version, so a new record starts a new base.
  const [base, setBase] = useState<Event | null>(event);
  const [conflict, setConflict] = useState(false);
  const [typed, setTyped] = useState(draft);
  const action = event ? 'update' : 'create';
  // A closed dialog forgets the draft: opened again, it starts from the record (or empty) as usual.
  const change = (isOpen: boolean) => {
    if (!isOpen) setTyped(null);
    onOpenChange(isOpen);
  };

  const save = async (values: EventFormValues, setError: UseFormSetError<EventFormValues>) => {
    try {
      await saveEvent.mutateAsync({ base, values });
      change(false);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 409) setConflict(true);
      // 400 issues from the server onto their fields (the schema is the same, so this is rare).
      showSaveErrors(err, setError, { fields: EVENT_FIELDS });
      toastEventFailed(action, err);
    }
  };

  const loadLatest = async () => {
    if (!base) return;
    try {
      setBase(await getAdminEvent(base.id));
      setTyped(null);
      setConflict(false);
    } catch (err) {
      toastEventFailed('update', err);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content
          onFocus={revealFocus}
          className={`${content} sm:w-[min(40rem,calc(100vw-2rem))]`}
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            if (!returnFocus) return;
            e.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title className={title}>{event ? 'Edit Event' : 'Create New Event'}</Dialog.Title>
          {conflict && (
            <div
              role="alert"
              className="mb-4 grid justify-items-start gap-2 rounded-md border border-amber-700 p-3 dark:border-amber-300"
            >
              <p>
                Someone else changed this event after you opened it. Your text is kept here; nothing
                was saved.
              </p>
              <button type="button" className={secondary} onClick={() => void loadLatest()}>
                Load the latest version
              </button>
            </div>
          )}
          <EventForm
            // A new base (the latest version) starts the form again from it.
            key={`${base?.id ?? 'new'}:${base?.version ?? 0}`}
            idPrefix={event ? `edit-${event.id}` : 'create'}
            record={base}
            initial={typed ?? (base ? eventToValues(base) : EMPTY_EVENT)}
            isCreate={!event}
            categories={categories}
            onSave={save}
            actions={(saving) => (
              <>
                <Dialog.Close className={secondary}>Cancel</Dialog.Close>
                <BusyButton type="submit" className={primary} busy={saving}>
                  {event ? 'Update Event' : 'Create Event'}
                </BusyButton>
              </>
            )}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
