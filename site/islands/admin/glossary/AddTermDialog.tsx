// 'Add New Term' and its dialog 'Add New Glossary Term' (product.md §2): Cancel and 'Save Term' ('Saving...' while pending).
// The form unmounts on close, so each opening starts empty (product.md §4: create resets the form); focus returns to the
// 'Add New Term' button, the dialog's trigger.
import { Plus } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { Ref } from 'react';
import { ADD_DRAFT } from '../../../client/admin/glossary-drafts.ts';
import { TERM_FIELDS, useGlossaryMutations } from '../../../client/admin/api/glossary.ts';
import { primary, secondary } from '../../../client/admin/styles.ts';
import { content, overlay, title } from '../../../client/admin/dialog-styles.ts';
import TermForm, { EMPTY_TERM, type TermFormValues } from './TermForm.tsx';
import { setFieldIssues } from '../../../client/admin/api/field-issues.ts';
import BusyButton from '../shell/BusyButton.tsx';
import { revealFocus } from '../../../client/reveal-focus.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly string[];
  /** A draft kept across a forced sign-in, else null. */
  draft: TermFormValues | null;
  triggerRef: Ref<HTMLButtonElement>;
}

export default function AddTermDialog({
  open,
  onOpenChange,
  categories,
  draft,
  triggerRef,
}: Props) {
  const { create } = useGlossaryMutations();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger ref={triggerRef} className={primary}>
        <Plus aria-hidden="true" size={16} />
        Add New Term
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content onFocus={revealFocus} className={content} aria-describedby={undefined}>
          <Dialog.Title className={title}>Add New Glossary Term</Dialog.Title>
          <TermForm
            idPrefix="add-term"
            initial={draft ?? EMPTY_TERM}
            categories={categories}
            draftKey={ADD_DRAFT}
            onSave={async (input, setError) => {
              try {
                await create.mutateAsync(input);
                onOpenChange(false);
              } catch (err) {
                setFieldIssues(err, TERM_FIELDS, setError);
              }
            }}
            actions={(saving) => (
              <>
                <Dialog.Close className={secondary}>Cancel</Dialog.Close>
                <BusyButton type="submit" className={primary} busy={saving}>
                  {saving ? 'Saving...' : 'Save Term'}
                </BusyButton>
              </>
            )}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
