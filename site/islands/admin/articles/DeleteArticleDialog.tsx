// Delete an article after 'Are you sure?' (Radix AlertDialog, issue 10); the list refreshes and focus goes to its heading.
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import type { Article } from '../../../../functions/domain/index.ts';
import { keys } from '../../../client/admin/query-client.ts';
import { toastFailure } from '../../../client/admin/toast-failure.ts';
import { deleteArticle } from '../../../lib/admin/articles.ts';
import { toast } from '../../../stores/toasts.ts';
import { danger, secondary } from '../shell/styles.ts';
import { content, overlay, title } from '../rss/dialogStyles.ts';

export default function DeleteArticleDialog({
  article,
  onDeleted,
}: {
  article: Article;
  /** Called after the delete: the row and its button are gone, so focus needs a new home. */
  onDeleted: () => void;
}) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const onDelete = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await deleteArticle(article.id);
      toast({ title: 'Success', description: 'Article was deleted successfully' });
      await client.invalidateQueries({ queryKey: keys.articles });
      await client.invalidateQueries({ queryKey: keys.categories });
      onDeleted();
    } catch (err) {
      toastFailure(err, 'Error', 'Failed to delete article');
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className={secondary}
        aria-label={`Delete ${article.title}`}
        disabled={busy}
      >
        {busy ? 'Deleting...' : 'Delete'}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        {/* Focus returns to 'Delete' on close; once the refetched list drops the row, onDeleted moves it on. */}
        <AlertDialog.Content className={content}>
          <AlertDialog.Title className={title}>Are you sure?</AlertDialog.Title>
          <AlertDialog.Description className="mb-6">
            {`"${article.title}" will be deleted with its image. This cannot be undone.`}
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
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
