// Each admin form's own address (product.md §11.7): '?new' for the create form, '?edit=<id>' for a record's, and on a
// page with more views (the articles' 'Imported' tab) '?<view>'. It opens the form directly (after sign-in too: `next` keeps the query), Back and Forward open and close the dialogs,
// and a form with unsaved changes asks before either takes it away.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../stores/toasts.ts';
import { noticeErrorText } from './api/http.ts';
import { handledAsSessionEnd } from './session-ended.ts';

export type DialogAddress =
  { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'view'; name: string } | null;

/** The dialog a query names, or one of the page's `views`; anything else (a bad id, no query) is the list. */
export function readAddress(search: string, views: readonly string[] = []): DialogAddress {
  const params = new URLSearchParams(search);
  const edit = params.get('edit');
  if (edit !== null) return /^[1-9]\d{0,9}$/.test(edit) ? { kind: 'edit', id: Number(edit) } : null;
  if (params.has('new')) return { kind: 'new' };
  const view = views.find((name) => params.has(name));
  return view ? { kind: 'view', name: view } : null;
}

/** The query of an address: '', '?new', '?edit=12' or '?imported'. */
export function addressSearch(address: DialogAddress): string {
  if (address === null) return '';
  if (address.kind === 'view') return `?${address.name}`;
  return address.kind === 'new' ? '?new' : `?edit=${address.id}`;
}

/** History entries this page added for a dialog: closing it goes Back to the list instead of adding another. */
const PUSHED = 'adminDialog';
const url = (address: DialogAddress) => location.pathname + addressSearch(address);
const pushedHere = () => (history.state as Record<string, unknown> | null)?.[PUSHED] === true;

/**
 * The page's dialog address. `isDirty` says whether the open form has unsaved changes: then Back or Forward keeps the
 * dialog and its address, and `held` is where they were going until the editor chooses `leave` or `stay`.
 */
export function useDialogAddress(isDirty: () => boolean, views: readonly string[] = []) {
  const [address, setAddress] = useState<DialogAddress>(() => readAddress(location.search, views));
  const viewNames = useRef(views);
  const [held, setHeld] = useState<{ to: DialogAddress } | null>(null);
  const current = useRef(address);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;

  const show = useCallback((next: DialogAddress) => {
    current.current = next;
    setAddress(next);
  }, []);

  useEffect(() => {
    const onPop = () => {
      const next = readAddress(location.search, viewNames.current);
      if (addressSearch(next) === addressSearch(current.current)) return;
      if (current.current !== null && dirty.current()) {
        // The guard comes first: the dialog's address goes back on top while the editor decides.
        history.pushState({ [PUSHED]: true }, '', url(current.current));
        setHeld({ to: next });
        return;
      }
      show(next);
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [show]);

  /** A dialog opened from the page: a new history entry. */
  const open = useCallback(
    (next: DialogAddress) => {
      if (addressSearch(next) === addressSearch(current.current)) return;
      history.pushState({ [PUSHED]: true }, '', url(next));
      show(next);
    },
    [show],
  );

  /** The address now says `next` without a new entry (a dialog reopened from a draft, a record that is gone). */
  const replace = useCallback(
    (next: DialogAddress) => {
      history.replaceState(next && { [PUSHED]: pushedHere() }, '', url(next));
      show(next);
    },
    [show],
  );

  /** A dialog closed from the page (Cancel, a save, Escape): back to the list's address. */
  const close = useCallback(() => {
    if (current.current === null) return;
    show(null);
    if (pushedHere()) history.back();
    else history.replaceState(null, '', url(null));
  }, [show]);

  /** The guard's answers: leave for where Back or Forward was going, or stay on the form. */
  const leave = useCallback(() => {
    if (!held) return;
    setHeld(null);
    replace(held.to);
  }, [held, replace]);
  const stay = useCallback(() => setHeld(null), []);

  return { address, open, replace, close, held: held !== null, leave, stay };
}

/**
 * Reads the record an address names for its form: `found` gets it, `failed` the error, unless the address moved on
 * meanwhile. Answers the effect's clean-up, which marks a late answer as moved on.
 */
export function loadForAddress<T>(
  load: Promise<T>,
  found: (record: T) => void,
  failed: (err: unknown) => void,
): () => void {
  let live = true;
  load.then(
    (record) => live && found(record),
    (err: unknown) => live && failed(err),
  );
  return () => {
    live = false;
  };
}

/**
 * A record the address names is gone (or unreachable): the list takes the form's place, with the 'Error' notice. A
 * 401 has already sent the editor to sign in again (session-ended.ts).
 */
export function addressedRecordGone(err: unknown, replace: (next: DialogAddress) => void): void {
  if (handledAsSessionEnd(err)) return;
  toast({ title: 'Error', description: noticeErrorText(err), variant: 'destructive' });
  replace(null);
}
