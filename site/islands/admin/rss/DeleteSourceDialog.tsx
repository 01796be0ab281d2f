// Delete a source after confirmation (Radix AlertDialog); the articles it imported are kept, and focus goes on to
// the list's heading once the row is gone.
import { toastFailure } from '../../../client/admin/toast-failure.ts';
import { useBusyAction } from '../../../client/admin/use-busy-action.ts';
import type { RssSourceView } from '../../../client/admin/api/feeds/calls.ts';
import { useDeleteSource } from '../../../client/admin/api/feeds/hooks.ts';
import ConfirmDialog from '../shell/ConfirmDialog.tsx';

export default function DeleteSourceDialog({
  source,
  onDeleted,
}: {
  source: RssSourceView;
  /** Called after the delete: the row and its button are gone, so focus needs a new home. */
  onDeleted: () => void;
}) {
  const remove = useDeleteSource();
  const { run, busy } = useBusyAction();
  const onDelete = () =>
    run('delete', async () => {
      try {
        await remove.mutateAsync(source);
        onDeleted();
      } catch (err) {
        toastFailure(err, 'Failed to Delete RSS Feed');
      }
    });
  return (
    <ConfirmDialog
      trigger={{ label: 'Delete', ariaLabel: `Delete ${source.name}` }}
      title="Delete this feed?"
      description={`"${source.name}" will no longer be fetched. The articles it imported are kept.`}
      confirmLabel="Delete"
      busy={busy('delete')}
      onConfirm={() => void onDelete()}
    />
  );
}
