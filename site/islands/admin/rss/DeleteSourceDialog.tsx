// Delete a source after confirmation (Radix AlertDialog); the articles it imported are kept.
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { keys } from '../../../client/admin/query-client.ts';
import { toastFailure } from '../../../client/admin/toast-failure.ts';
import { deleteSource, type RssSourceView } from '../../../lib/admin/rss.ts';
import { toast } from '../../../stores/toasts.ts';
import { danger, secondary } from '../shell/styles.ts';
import { content, overlay, title } from './dialogStyles.ts';

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
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className={secondary}
        aria-label={`Delete ${source.name}`}
        disabled={busy}
      >
        Delete
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={content}>
          <AlertDialog.Title className={title}>Delete this feed?</AlertDialog.Title>
          <AlertDialog.Description className="mb-6">
            {`"${source.name}" will no longer be fetched. The articles it imported are kept.`}
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={secondary}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={danger} onClick={() => void onDelete()}>
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
