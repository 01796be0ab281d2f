// /admin/glossary body (product.md §2 'Glossary management', §4): subtitle, 'Back to Home', the search (sent on every
// change, no debounce), 'Refresh', 'Add New Term', the list, and the three dialogs with their selection. The add and edit
// dialogs have their own addresses ('?new', '?edit=<id>', product.md §11.7): opened directly, and by Back and Forward.
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { GlossaryTerm } from '../../../../functions/domain/index.ts';
import { draftRecord, takeGlossaryDrafts } from '../../../client/admin/glossary-drafts.ts';
import {
  addressedRecordGone,
  loadForAddress,
  useDialogAddress,
} from '../../../client/admin/dialog-address.ts';
import { anyFormDirty } from '../../../client/admin/dirty-forms.ts';
import {
  distinctCategories,
  getTerm,
  listFailureText,
  useAllTerms,
  useRefreshGlossary,
  useTerms,
} from '../../../client/admin/api/glossary.ts';
import { input, secondary } from '../../../client/admin/styles.ts';
import AddTermDialog from './AddTermDialog.tsx';
import DeleteTermDialog from './DeleteTermDialog.tsx';
import EditTermDialog from './EditTermDialog.tsx';
import GlossaryList from './GlossaryList.tsx';
import LeaveGuard from '../shell/LeaveGuard.tsx';

export default function GlossaryScreen() {
  const refresh = useRefreshGlossary();
  const [search, setSearch] = useState('');
  const [drafts] = useState(takeGlossaryDrafts);
  const nav = useDialogAddress(anyFormDirty);
  const { replace: replaceAddress } = nav;
  const adding = nav.address?.kind === 'new';
  const editId = nav.address?.kind === 'edit' ? nav.address.id : null;
  const [addDraft, setAddDraft] = useState(drafts.add);
  const [editing, setEditing] = useState<GlossaryTerm | null>(null);
  const [deleting, setDeleting] = useState<GlossaryTerm | null>(null);
  const list = useTerms(search);
  // product.md §3: suggestions come from every term, whatever the search shows (the same query when not searching).
  const all = useAllTerms();
  const categories = distinctCategories(all.data ?? []);

  // Focus goes back to what opened a dialog: a card's menu trigger, or 'Add New Term' when that card is gone.
  const searchRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const triggers = useRef(new Map<number, HTMLButtonElement>());
  const openedFrom = useRef<number | null>(null);
  const triggerRef = (id: number) => (el: HTMLButtonElement | null) => {
    if (el) triggers.current.set(id, el);
    else triggers.current.delete(id);
  };
  const returnFocus = () => {
    const el = openedFrom.current === null ? undefined : triggers.current.get(openedFrom.current);
    openedFrom.current = null;
    (el?.isConnected ? el : addRef.current)?.focus();
  };

  // An edit interrupted by a forced sign-in reopens on its term once the list is here.
  const [editDraft, setEditDraft] = useState(drafts.edit);
  useEffect(() => {
    if (!editDraft || !all.data) return;
    const record = draftRecord(editDraft, all.data);
    openedFrom.current = editDraft.id;
    setEditDraft(null);
    setEditing(record);
    replaceAddress({ kind: 'edit', id: editDraft.id });
  }, [editDraft, all.data, replaceAddress]);
  // A create form kept across a forced sign-in reopens, at its address.
  useEffect(() => {
    if (drafts.add !== null) replaceAddress({ kind: 'new' });
  }, [drafts.add, replaceAddress]);

  // The address names the term edited: its dialog opens on it (from the list, else the API) and closes without it.
  useEffect(() => {
    if (editId === null) {
      setEditing(null);
      return;
    }
    if (editing?.id === editId || editDraft?.id === editId) return;
    openedFrom.current = editId;
    const known = all.data?.find((t) => t.id === editId);
    if (known) {
      setEditing(known);
      return;
    }
    return loadForAddress(getTerm(editId), setEditing, (err) =>
      addressedRecordGone(err, replaceAddress),
    );
  }, [editId, editing, editDraft, all.data, replaceAddress]);

  const clearSearch = () => {
    setSearch('');
    searchRef.current?.focus();
  };
  const count = list.data?.length ?? 0;

  return (
    <div className="grid gap-6">
      <div className="-mt-4 grid justify-items-start gap-3">
        <p className="text-slate-700 dark:text-slate-300">
          Manage glossary terms for accessibility terminology
        </p>
        <a href="/" className={secondary}>
          <ArrowLeft aria-hidden="true" size={16} />
          Back to Home
        </a>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor="glossary-search" className="sr-only">
            Search glossary terms
          </label>
          <input
            ref={searchRef}
            id="glossary-search"
            type="search"
            placeholder="Search glossary terms..."
            className={input}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <button type="button" className={secondary} onClick={refresh}>
          <RefreshCw aria-hidden="true" size={16} />
          Refresh
        </button>
        <AddTermDialog
          open={adding}
          onOpenChange={(open) => {
            if (open) return nav.open({ kind: 'new' });
            nav.close();
            setAddDraft(null);
          }}
          categories={categories}
          draft={addDraft}
          triggerRef={addRef}
        />
      </div>
      <p role="status" className="sr-only">
        {list.data ? `${count} ${count === 1 ? 'term' : 'terms'} shown` : ''}
      </p>
      <GlossaryList
        terms={list.data}
        failure={list.isError ? listFailureText(list.error) : null}
        searching={search !== ''}
        // The panel and its button go once the list loads: focus the search box above it, not the page.
        onRetry={() => void list.refetch().then((r) => r.isSuccess && searchRef.current?.focus())}
        onClearSearch={clearSearch}
        triggerRef={triggerRef}
        onEdit={(term) => {
          openedFrom.current = term.id;
          setEditing(term);
          nav.open({ kind: 'edit', id: term.id });
        }}
        onDelete={(term) => {
          openedFrom.current = term.id;
          setDeleting(term);
        }}
      />
      <EditTermDialog
        selected={editing}
        categories={categories}
        onClose={() => {
          setEditing(null);
          nav.close();
        }}
        returnFocus={returnFocus}
      />
      <LeaveGuard open={nav.held} onLeave={nav.leave} onStay={nav.stay} />
      <DeleteTermDialog
        selected={deleting}
        onClose={() => setDeleting(null)}
        returnFocus={returnFocus}
      />
    </div>
  );
}
