// The delete confirmation (product.md §2.15): 'Are you sure?', its text naming the term, Cancel and 'Delete' ('Deleting...' while pending).
// A failure keeps it open beside the notice, so the editor can try again or cancel.
import type { GlossaryTerm } from '../../../../functions/domain/index.ts';
import { useGlossaryMutations } from '../../../client/admin/api/glossary.ts';
import ConfirmDialog from '../shell/ConfirmDialog.tsx';

interface Props {
  /** The term picked for deletion (product.md §4's selected id), or null when closed. */
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
    <ConfirmDialog
      open={selected !== null}
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      stayOpen
      title="Are you sure?"
      description={`This action cannot be undone. This will permanently delete the glossary term "${selected?.term ?? ''}".`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={() => void onDelete()}
    />
  );
}
