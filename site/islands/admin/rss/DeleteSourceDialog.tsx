// Delete a source after confirmation (Radix AlertDialog); the articles it imported are kept.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { keys } from '../../../client/admin/query-client.ts';
import { toastFailure } from '../../../client/admin/toast-failure.ts';
import { deleteSource, type RssSourceView } from '../../../lib/admin/rss.ts';
import { toast } from '../../../stores/toasts.ts';
import ConfirmDialog from '../shell/ConfirmDialog.tsx';
import { secondary } from '../shell/styles.ts';

export default function DeleteSourceDialog({ source }: { source: RssSourceView }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const onDelete = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await deleteSource(source.id);
      toast({
        title: 'RSS Feed Deleted',
        description: `${source.name} was removed. Its articles are kept.`,
      });
      await client.invalidateQueries({ queryKey: keys.sources });
    } catch (err) {
      toastFailure(err, 'Failed to Delete RSS Feed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={secondary}
          aria-label={`Delete ${source.name}`}
          disabled={busy}
        >
          Delete
        </button>
      }
      title="Delete this feed?"
      description={`"${source.name}" will no longer be fetched. The articles it imported are kept.`}
      confirmLabel="Delete"
      busy={busy}
      onConfirm={() => void onDelete()}
    />
  );
}
