// Edit a source (issue 9): the add form's fields in a Radix Dialog; focus returns to the 'Edit' button on close.
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { Category } from '../../../../functions/domain/index.ts';
import { keys } from '../../../client/admin/query-client.ts';
import { toastFailure } from '../../../client/admin/toast-failure.ts';
import { editSource, type RssSourceView } from '../../../lib/admin/rss.ts';
import { toast } from '../../../stores/toasts.ts';
import { primary, secondary } from '../shell/styles.ts';
import { content, overlay, title } from './dialogStyles.ts';
import { showSaveErrors } from './save-errors.ts';
import SourceForm from './SourceForm.tsx';

export default function EditSourceDialog({
  source,
  categories,
}: {
  source: RssSourceView;
  categories: Category[];
}) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={secondary} aria-label={`Edit ${source.name}`}>
        Edit
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={content} aria-describedby={undefined}>
          <Dialog.Title className={title}>Edit RSS Feed</Dialog.Title>
          <SourceForm
            idPrefix={`edit-${source.id}`}
            draftKey={`edit-source:${source.id}`}
            initial={{ name: source.name, url: source.url, categoryId: source.categoryId }}
            categories={categories}
            onSave={async (input, setError) => {
              try {
                await editSource(source.id, input);
                toast({ title: 'RSS Feed Updated', description: `${input.name} was saved.` });
                await client.invalidateQueries({ queryKey: keys.sources });
                setOpen(false);
              } catch (err) {
                if (!showSaveErrors(err, setError)) toastFailure(err, 'Failed to Update RSS Feed');
              }
            }}
            actions={(canSubmit, saving) => (
              <>
                <button type="submit" className={primary} disabled={!canSubmit || saving}>
                  {saving ? 'Saving...' : 'Save Changes'}
                </button>
                <Dialog.Close className={secondary}>Cancel</Dialog.Close>
              </>
            )}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
