// The delete confirmation (spec §2): 'Are you sure?', its text, Cancel and 'Delete' ('Deleting...' while pending).
// A failure keeps it open beside the notice, so the editor can try again or cancel.
import { AlertDialog } from 'radix-ui';
import type { GlossaryTerm } from '../../../../functions/domain/index.ts';
import { useGlossaryMutations } from '../../../client/admin/glossary-mutations.ts';
import { content, overlay, title } from '../rss/dialogStyles.ts';
import { secondary } from '../shell/styles.ts';
import SubmitButton from './SubmitButton.tsx';

interface Props {
  /** The term picked for deletion (spec §4's selected id), or null when closed. */
  selected: GlossaryTerm | null;
  onClose: () => void;
  returnFocus: () => void;
}

export default function DeleteTermDialog({ selected, onClose, returnFocus }: Props) {
  const { remove } = useGlossaryMutations();
  const onDelete = async () => {
    if (!selected) return;
    try {
      await remove.mutateAsync(selected.id);
      onClose();
    } catch {
      // The notice says why (or the session ended); the dialog stays.
    }
  };
  return (
    <AlertDialog.Root open={selected !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content
          className={content}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          <AlertDialog.Title className={title}>Are you sure?</AlertDialog.Title>
          <AlertDialog.Description className="mb-6">
            This action cannot be undone. This will permanently delete the glossary term.
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={secondary}>Cancel</AlertDialog.Cancel>
            <SubmitButton busy={remove.isPending} tone="danger" onClick={() => void onDelete()}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </SubmitButton>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
