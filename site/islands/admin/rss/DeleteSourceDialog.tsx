// Delete a source after confirmation (Radix AlertDialog); the articles it imported are kept, and focus goes on to
// the list's heading once the row is gone.
import { useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../client/admin/query-client.ts';
import { toastFailure } from '../../../client/admin/toast-failure.ts';
import { useBusyAction } from '../../../client/admin/use-busy-action.ts';
import { deleteSource, type RssSourceView } from '../../../lib/admin/rss.ts';
import { toast } from '../../../stores/toasts.ts';
import ConfirmDialog from '../shell/ConfirmDialog.tsx';

export default function DeleteSourceDialog({
  source,
  onDeleted,
}: {
  source: RssSourceView;
  /** Called after the delete: the row and its button are gone, so focus needs a new home. */
  onDeleted: () => void;
}) {
  const client = useQueryClient();
  const { run, busy } = useBusyAction();
  const onDelete = () =>
    run('delete', async () => {
      try {
        await deleteSource(source.id);
        toast({
          title: 'RSS Feed Deleted',
          description: `${source.name} was removed. Its articles are kept.`,
        });
        await client.invalidateQueries({ queryKey: keys.sources });
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
