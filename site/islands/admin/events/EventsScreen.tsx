// /admin/events body (product.md §2 'Event management', §4): search sent on every change, Refresh, 'Add New Event', the list
// states and cards, and the create, edit and delete dialogs, each giving focus back to the control that opened it. The create
// and edit dialogs have their own addresses ('?new', '?edit=<id>', product.md §11.7): opened directly, and by Back and Forward.
import { useEffect, useRef, useState } from 'react';
import type { Event } from '../../../../functions/domain/index.ts';
import {
  atDraftVersion,
  DRAFT_KEYS,
  takeRecordDraft,
} from '../../../client/admin/draft-restore.ts';
import { toastEventFailed } from '../../../client/admin/api/events/toasts.ts';
import { getAdminEvent } from '../../../client/admin/api/events/calls.ts';
import { useAdminEvents } from '../../../client/admin/api/events/hooks.ts';
import type { EventFormValues } from '../../../client/admin/api/events/form.ts';
import { useCategories } from '../../../client/admin/api/lookups.ts';
import { loadForAddress, useDialogAddress } from '../../../client/admin/dialog-address.ts';
import { anyFormDirty } from '../../../client/admin/dirty-forms.ts';
import { input, primary, secondary } from '../../../client/admin/styles.ts';
import DeleteEventDialog from './DeleteEventDialog.tsx';
import EventFormDialog from './EventFormDialog.tsx';
import EventList from './EventList.tsx';
import LeaveGuard from '../shell/LeaveGuard.tsx';

type Dialog = { kind: 'edit' | 'delete'; event: Event; open: boolean } | null;

export default function EventsScreen() {
  const [search, setSearch] = useState('');
  // A dialog interrupted by a forced sign-in reopens with what was typed: create, or the edit of its event.
  const [draft] = useState(() => takeRecordDraft<EventFormValues>(DRAFT_KEYS.event));
  const nav = useDialogAddress(anyFormDirty);
  const { replace: replaceAddress } = nav;
  const creating = nav.address?.kind === 'new';
  const editId = nav.address?.kind === 'edit' ? nav.address.id : null;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editDraft, setEditDraft] = useState(draft?.id != null ? draft : null);
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const events = useAdminEvents(search);
  const categories = useCategories();

  useEffect(() => {
    if (editDraft?.id == null) return;
    let live = true;
    replaceAddress({ kind: 'edit', id: editDraft.id });
    getAdminEvent(editDraft.id).then(
      (stored) =>
        live && setDialog({ kind: 'edit', event: atDraftVersion(stored, editDraft), open: true }),
      (err: unknown) => {
        // Deleted meanwhile: say why the dialog does not reopen (a 401 goes to sign-in again).
        toastEventFailed('update', err);
        if (live) setEditDraft(null);
      },
    );
    return () => {
      live = false;
    };
  }, [editDraft, replaceAddress]);
  // A create form kept across a forced sign-in reopens, at its address.
  useEffect(() => {
    if (draft?.id === null) replaceAddress({ kind: 'new' });
  }, [draft, replaceAddress]);

  // The address names the event edited: its dialog opens on it (read from the API) and closes without it.
  const shownEdit = dialog?.kind === 'edit' && dialog.open ? dialog.event.id : null;
  useEffect(() => {
    if (editId === null) {
      setDialog((d) => (d?.kind === 'edit' && d.open ? { ...d, open: false } : d));
      return;
    }
    if (shownEdit === editId || editDraft?.id === editId) return;
    return loadForAddress(
      getAdminEvent(editId),
      (stored) => setDialog({ kind: 'edit', event: stored, open: true }),
      (err) => {
        toastEventFailed('update', err);
        replaceAddress(null);
      },
    );
  }, [editId, shownEdit, editDraft, replaceAddress]);

  const open = (kind: 'edit' | 'delete') => (event: Event, from: HTMLElement | null) => {
    opener.current = from;
    setEditDraft(null);
    setDialog({ kind, event, open: true });
    if (kind === 'edit') nav.open({ kind: 'edit', id: event.id });
  };
  const close = (isOpen: boolean) => {
    if (isOpen) return;
    setDialog((d) => d && { ...d, open: false });
    // A draft is used once: the address, not the draft, reopens the dialog from now on.
    setEditDraft(null);
    nav.close();
  };
  // The opener is gone after a delete: focus the next sensible control instead of the page.
  const returnFocus = () => {
    const target = opener.current?.isConnected ? opener.current : addButton.current;
    target?.focus();
    setDialog(null);
  };
  const clearSearch = () => {
    setSearch('');
    searchBox.current?.focus();
  };

  return (
    <div className="grid gap-6">
      <p className="-mt-4 text-slate-700 dark:text-slate-300">
        Manage and schedule accessibility events
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <a href="/" className={secondary}>
          Back to Home
        </a>
        <label htmlFor="event-search" className="sr-only">
          Search events
        </label>
        <input
          ref={searchBox}
          id="event-search"
          type="search"
          placeholder="Search events..."
          className={`${input} mt-0 w-full sm:w-72`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button type="button" className={secondary} onClick={() => void events.refetch()}>
          Refresh
        </button>
        <EventFormDialog
          open={creating}
          onOpenChange={(isOpen) => (isOpen ? nav.open({ kind: 'new' }) : nav.close())}
          event={null}
          categories={categories.data}
          draft={draft?.id === null ? draft.values : null}
          trigger={
            <button ref={addButton} type="button" className={primary}>
              Add New Event
            </button>
          }
        />
      </div>
      <EventList
        query={events}
        // The panel and its button go once the list loads: focus the search box above it, not the page.
        onRetry={() => void events.refetch().then((r) => r.isSuccess && searchBox.current?.focus())}
        search={search}
        categories={categories.data ?? []}
        onClearSearch={clearSearch}
        onEdit={open('edit')}
        onDelete={open('delete')}
      />
      {dialog?.kind === 'edit' && (
        <EventFormDialog
          key={`${dialog.event.id}:${dialog.event.version}`}
          open={dialog.open}
          onOpenChange={close}
          event={dialog.event}
          categories={categories.data}
          draft={editDraft?.id === dialog.event.id ? editDraft.values : null}
          returnFocus={returnFocus}
        />
      )}
      <DeleteEventDialog
        event={dialog?.kind === 'delete' ? dialog.event : null}
        open={dialog?.kind === 'delete' && dialog.open}
        onOpenChange={close}
        returnFocus={returnFocus}
      />
      <LeaveGuard open={nav.held} onLeave={nav.leave} onStay={nav.stay} />
    </div>
  );
}
