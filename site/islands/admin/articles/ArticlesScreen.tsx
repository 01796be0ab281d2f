// /admin/articles body (product.md §2, §4 'Article admin'): the list, create and edit tabs, and the unsaved-changes guard.
import { AlertDialog, Tabs } from 'radix-ui';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Article } from '../../../../functions/domain/index.ts';
import { useUnloadPrompt } from '../../../client/admin/use-unload-prompt.ts';
import {
  atDraftVersion,
  DRAFT_KEYS,
  takeRecordDraft,
} from '../../../client/admin/draft-restore.ts';
import { handledAsSessionEnd } from '../../../client/admin/session-ended.ts';
import { getArticle } from '../../../client/admin/api/articles.ts';
import {
  addressedRecordGone,
  loadForAddress,
  useDialogAddress,
  type DialogAddress,
} from '../../../client/admin/dialog-address.ts';
import { primary, secondary } from '../../../client/admin/styles.ts';
import { content, overlay, title } from '../../../client/admin/dialog-styles.ts';
import ArticleForm from './ArticleForm.tsx';
import ArticleList from './ArticleList.tsx';
import type { ArticleFormValues } from '../../../client/admin/article-form-values.ts';
import { tab, tabList } from '../../../client/admin/article-styles.ts';
import { revealFocus } from '../../../client/reveal-focus.ts';

type TabName = 'list' | 'imported' | 'create' | 'edit';

/** product.md §10.16: the 'Imported' list is fetched the first time its tab opens. */
const ImportedList = lazy(() => import('./ImportedList.tsx'));

/** The tabs besides the list, create and edit forms that have an address of their own. */
const VIEWS = ['imported'] as const;

/** Each tab's address (product.md §11.7): '' the list, '?imported', '?new', '?edit=<id>'. */
function addressOf(tab: TabName, editId: number | null): DialogAddress {
  if (tab === 'imported') return { kind: 'view', name: 'imported' };
  if (tab === 'create') return { kind: 'new' };
  return tab === 'edit' && editId !== null ? { kind: 'edit', id: editId } : null;
}

function tabOf(address: DialogAddress): TabName {
  if (address === null) return 'list';
  if (address.kind === 'view') return 'imported';
  return address.kind === 'new' ? 'create' : 'edit';
}

export default function ArticlesScreen() {
  // A form interrupted by a forced sign-in reopens where it was: the create tab, or the edit of its article.
  const [draft, setDraft] = useState(() => takeRecordDraft<ArticleFormValues>(DRAFT_KEYS.article));
  const [current, setCurrent] = useState<TabName>(draft?.id === null ? 'create' : 'list');
  const [editing, setEditing] = useState<Article | null>(null);
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState<TabName | null>(null);
  // Until a restored draft has put its own address in place, the address does not lead.
  const [restoring, setRestoring] = useState(() => draft !== null);
  // Back and Forward move between the tabs' addresses; a dirty form holds them (nav.held) behind the same dialog.
  const nav = useDialogAddress(() => dirty, VIEWS);
  // The dialog has no trigger of its own: focus goes back to the tab that asked to leave.
  const opener = useRef<HTMLElement | null>(null);
  // The button that opened an edit or saved a form leaves with its panel; focus then goes to the Edit Article tab,
  // or to the list's heading, which the list focuses itself once its panel has mounted (WCAG 2.4.3).
  const [arrival, setArrival] = useState<'edit tab' | 'list heading' | null>(null);
  const editTab = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (arrival === 'edit tab') editTab.current?.focus();
  }, [arrival, editing]);
  useUnloadPrompt(dirty);
  const draftId = draft?.id ?? null;
  const { replace } = nav;
  useEffect(() => {
    if (draftId === null || !draft) return;
    let live = true;
    getArticle(draftId).then(
      (stored) => {
        if (!live) return;
        setEditing(atDraftVersion(stored, draft));
        setCurrent('edit');
        replace({ kind: 'edit', id: stored.id });
        setRestoring(false);
      },
      (err: unknown) => {
        // Deleted meanwhile (or unreachable): the list stays; a 401 goes to sign-in again.
        if (!handledAsSessionEnd(err)) console.error(err);
        if (live) {
          setDraft(null);
          replace(null);
          setRestoring(false);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [draftId, draft, replace]);

  /** Shows a tab, leaving the form that was open (and its changes) behind. */
  const show = (next: TabName) => {
    // Leaving edit (or saving) clears the selection, so 'Edit Article' disappears (product.md §2).
    if (next !== 'edit') setEditing(null);
    setArrival(null);
    setDraft(null);
    setDirty(false);
    setCurrent(next);
  };
  const go = (next: TabName) => {
    show(next);
    nav.open(addressOf(next, next === 'edit' ? (editing?.id ?? null) : null));
  };

  // The address leads: opened directly (after sign-in too), or by Back and Forward. A draft being restored leads
  // instead, and puts its own address in place.
  const shown = useRef({ current, editId: editing?.id ?? null });
  shown.current = { current, editId: editing?.id ?? null };
  const { address } = nav;
  useEffect(() => {
    if (restoring) {
      if (draftId === null) {
        replace(addressOf('create', null));
        setRestoring(false);
      }
      return;
    }
    const tab = tabOf(address);
    const id = address?.kind === 'edit' ? address.id : null;
    if (tab === shown.current.current && id === (tab === 'edit' ? shown.current.editId : null))
      return;
    if (id === null) {
      show(tab);
      return;
    }
    return loadForAddress(
      getArticle(id),
      (stored) => {
        setEditing(stored);
        setDirty(false);
        setCurrent('edit');
      },
      (err) => addressedRecordGone(err, replace),
    );
  }, [address, restoring, draftId, replace]);

  // Back or Forward held by a form with changes: the same dialog asks, and focus returns to where it was.
  useEffect(() => {
    if (nav.held)
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [nav.held]);

  const ask = (next: string) => {
    if (next === current) return;
    if (dirty) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setLeaving(next as TabName);
    } else go(next as TabName);
  };
  /**
   * Enter or Space on a tab, handled here with the key's default prevented: the same Enter would otherwise
   * press 'Keep editing', which the leave dialog focuses while the key is still down, and close it at once.
   */
  const byKey = (next: TabName) => (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    ask(next);
  };
  const edit = (article: Article) => {
    setDraft(null);
    setEditing(article);
    setCurrent('edit');
    setArrival('edit tab');
    nav.open({ kind: 'edit', id: article.id });
  };
  const saved = () => {
    // The form's address becomes the list's: Back then goes to where the editor was before the form.
    show('list');
    nav.replace(null);
    setArrival('list heading');
  };

  return (
    <>
      <Tabs.Root value={current} onValueChange={ask} activationMode="manual">
        <Tabs.List aria-label="Article management" className={tabList}>
          <Tabs.Trigger value="list" className={tab} onKeyDown={byKey('list')}>
            Article List
          </Tabs.Trigger>
          <Tabs.Trigger value="imported" className={tab} onKeyDown={byKey('imported')}>
            Imported
          </Tabs.Trigger>
          <Tabs.Trigger value="create" className={tab} onKeyDown={byKey('create')}>
            Create New Article
          </Tabs.Trigger>
          {editing && (
            <Tabs.Trigger ref={editTab} value="edit" className={tab} onKeyDown={byKey('edit')}>
              Edit Article
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="list">
          <ArticleList
            onEdit={edit}
            onCreate={() => ask('create')}
            focusHeading={arrival === 'list heading'}
          />
        </Tabs.Content>
        <Tabs.Content value="imported">
          <Suspense fallback={<p role="status">Loading imported articles...</p>}>
            <ImportedList />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="create">
          <ArticleForm
            article={null}
            onDirty={setDirty}
            onDone={saved}
            draft={draft?.id === null ? draft : null}
          />
        </Tabs.Content>
        {editing && (
          <Tabs.Content value="edit">
            <ArticleForm
              key={editing.id}
              article={editing}
              draft={draft?.id === editing.id ? draft : null}
              onDirty={setDirty}
              onDone={saved}
            />
          </Tabs.Content>
        )}
      </Tabs.Root>
      <AlertDialog.Root
        open={leaving !== null || nav.held}
        onOpenChange={(open) => {
          if (open) return;
          setLeaving(null);
          nav.stay();
        }}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={overlay} />
          <AlertDialog.Content
            onFocus={revealFocus}
            className={content}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            <AlertDialog.Title className={title}>Leave without saving?</AlertDialog.Title>
            <AlertDialog.Description className="mb-6">
              This article has changes that are not saved. If you leave, they are lost.
            </AlertDialog.Description>
            <div className="flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={secondary}>Keep editing</AlertDialog.Cancel>
              <AlertDialog.Action
                className={primary}
                onClick={() => {
                  if (leaving) go(leaving);
                  else nav.leave();
                  setLeaving(null);
                }}
              >
                Leave
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
