// Delete an article after 'Are you sure?' (Radix AlertDialog, product.md §11.7); the list refreshes and focus goes to its heading.
import type { Article } from '../../../../functions/domain/index.ts';
import { toastFailure } from '../../../client/admin/toast-failure.ts';
import { useBusyAction } from '../../../client/admin/use-busy-action.ts';
import { useDeleteArticle } from '../../../client/admin/api/articles.ts';
import ConfirmDialog from '../shell/ConfirmDialog.tsx';

export default function DeleteArticleDialog({
  article,
  onDeleted,
}: {
  article: Article;
  /** Called after the delete: the row and its button are gone, so focus needs a new home. */
  onDeleted: () => void;
}) {
  const remove = useDeleteArticle();
  const { run, busy: running } = useBusyAction();
  const busy = running('delete');
  const onDelete = () =>
    run('delete', async () => {
      try {
        await remove.mutateAsync(article.id);
        onDeleted();
      } catch (err) {
        toastFailure(err, 'Error', 'Failed to delete article');
      }
    });
  // Focus returns to 'Delete' on close; once the refetched list drops the row, onDeleted moves it on.
  return (
    <ConfirmDialog
      trigger={{
        label: busy ? 'Deleting...' : 'Delete',
        ariaLabel: `Delete ${article.title}`,
      }}
      title="Are you sure?"
      description={`"${article.title}" will be deleted with its image. This cannot be undone.`}
      confirmLabel="Delete"
      busy={busy}
      onConfirm={() => void onDelete()}
    />
  );
}
