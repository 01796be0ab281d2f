// Edit a source (product.md §11.6): the add form's fields in a Radix Dialog; focus returns to the 'Edit' button on close. An
// edit interrupted by a forced sign-in reopens with what was typed.
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { Category } from '../../../../functions/domain/index.ts';
import { takeDraft } from '../../../client/admin/drafts.ts';
import { toastFailure } from '../../../client/admin/toast-failure.ts';
import { SOURCE_SAVE_ERRORS, type RssSourceView } from '../../../client/admin/api/feeds/calls.ts';
import { useEditSource } from '../../../client/admin/api/feeds/hooks.ts';
import { primary, secondary } from '../../../client/admin/styles.ts';
import { content, overlay, title } from '../../../client/admin/dialog-styles.ts';
import { showSaveErrors } from '../../../client/admin/api/save-errors.ts';
import SourceForm, { type SourceFormValues } from './SourceForm.tsx';
import BusyButton from '../shell/BusyButton.tsx';
import { revealFocus } from '../../../client/reveal-focus.ts';

export default function EditSourceDialog({
  source,
  categories,
}: {
  source: RssSourceView;
  categories: Category[];
}) {
  const edit = useEditSource();
  const draftKey = `edit-source:${source.id}`;
  const [draft, setDraft] = useState(() => takeDraft<SourceFormValues>(draftKey));
  const [open, setOpen] = useState(draft !== null);
  // Closed, the dialog forgets the draft: opened again, it starts from the stored source.
  const change = (isOpen: boolean) => {
    if (!isOpen) setDraft(null);
    setOpen(isOpen);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger className={secondary} aria-label={`Edit ${source.name}`}>
        Edit
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content onFocus={revealFocus} className={content} aria-describedby={undefined}>
          <Dialog.Title className={title}>Edit RSS Feed</Dialog.Title>
          <SourceForm
            idPrefix={`edit-${source.id}`}
            draftKey={draftKey}
            initial={draft ?? { name: source.name, url: source.url, categoryId: source.categoryId }}
            categories={categories}
            onSave={async (input, setError) => {
              try {
                await edit.mutateAsync({ id: source.id, input });
                change(false);
              } catch (err) {
                if (!showSaveErrors(err, setError, SOURCE_SAVE_ERRORS))
                  toastFailure(err, 'Failed to Update RSS Feed');
              }
            }}
            actions={(canSubmit, saving) => (
              <>
                <BusyButton type="submit" className={primary} disabled={!canSubmit} busy={saving}>
                  {saving ? 'Saving...' : 'Save Changes'}
                </BusyButton>
                <Dialog.Close className={secondary}>Cancel</Dialog.Close>
              </>
            )}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
