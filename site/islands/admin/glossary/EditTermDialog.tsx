// 'Edit Glossary Term' (product.md §2) with Cancel and 'Save Changes'. The save sends the version the editor loaded; on a
// 409 the typed text stays and 'Load latest version' offers the stored one (nothing is silently overwritten).
import { Dialog } from 'radix-ui';
import { useMemo, useState } from 'react';
import type { GlossaryTerm } from '../../../../functions/domain/index.ts';
import { EDIT_DRAFT } from '../../../client/admin/glossary-drafts.ts';
import { handledAsSessionEnd } from '../../../client/admin/session-ended.ts';
import {
  getTerm,
  isStale,
  TERM_FIELDS,
  useGlossaryMutations,
} from '../../../client/admin/api/glossary.ts';
import { noticeErrorText } from '../../../client/admin/api/http.ts';
import { toast } from '../../../stores/toasts.ts';
import { content, overlay, title } from '../../../client/admin/dialog-styles.ts';
import { primary, secondary } from '../../../client/admin/styles.ts';
import { setFieldIssues } from '../../../client/admin/api/field-issues.ts';
import StaleNotice from './StaleNotice.tsx';
import BusyButton from '../shell/BusyButton.tsx';
import TermForm from './TermForm.tsx';
import { revealFocus } from '../../../client/reveal-focus.ts';

interface Props {
  /** The selected term (product.md §4), or null when the dialog is closed. */
  selected: GlossaryTerm | null;
  categories: readonly string[];
  /** Clears the selection (product.md §4: cancel clears it; so does a save). */
  onClose: () => void;
  /** Puts focus back on the control that opened the dialog. */
  returnFocus: () => void;
}

export default function EditTermDialog({ selected, categories, onClose, returnFocus }: Props) {
  return (
    <Dialog.Root open={selected !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content
          onFocus={revealFocus}
          className={content}
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title className={title}>Edit Glossary Term</Dialog.Title>
          {selected && (
            <EditForm key={selected.id} term={selected} categories={categories} onSaved={onClose} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditForm(props: {
  term: GlossaryTerm;
  categories: readonly string[];
  onSaved: () => void;
}) {
  const { update } = useGlossaryMutations();
  /** The record the form was filled from; its version goes with the save. */
  const [record, setRecord] = useState(props.term);
  const [stale, setStale] = useState(false);
  const [loading, setLoading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const meta = useMemo(() => ({ id: record.id, version: record.version }), [record]);

  const loadLatest = async () => {
    setLoading(true);
    try {
      setRecord(await getTerm(record.id));
      setStale(false);
      setReloaded(true);
    } catch (err) {
      if (!handledAsSessionEnd(err))
        toast({ title: 'Error', description: noticeErrorText(err), variant: 'destructive' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <TermForm
      // A new version refills the form from the stored record.
      key={record.version}
      idPrefix="edit-term"
      initial={{ term: record.term, definition: record.definition, category: record.category }}
      categories={props.categories}
      draftKey={EDIT_DRAFT}
      draftMeta={meta}
      focusFirst={reloaded}
      onSave={async (input, setError) => {
        try {
          await update.mutateAsync({ id: record.id, input: { ...input, version: record.version } });
          props.onSaved();
        } catch (err) {
          setStale(isStale(err));
          setFieldIssues(err, TERM_FIELDS, setError);
        }
      }}
      notice={stale && <StaleNotice loading={loading} onLoad={() => void loadLatest()} />}
      actions={(saving) => (
        <>
          <Dialog.Close className={secondary}>Cancel</Dialog.Close>
          <BusyButton type="submit" className={primary} busy={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </BusyButton>
        </>
      )}
    />
  );
}
