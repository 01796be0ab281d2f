// The collapsible 'Add New RSS Feed' form (product.md §2): Radix Collapsible; reopened with the draft after a forced sign-in.
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import type { Category } from '../../../../functions/domain/index.ts';
import { takeDraft } from '../../../client/admin/drafts.ts';
import { handledAsSessionEnd } from '../../../client/admin/session-ended.ts';
import { ADD_FAILED } from '../../../client/admin/api/feeds/messages.ts';
import { SOURCE_SAVE_ERRORS } from '../../../client/admin/api/feeds/calls.ts';
import { useAddSource } from '../../../client/admin/api/feeds/hooks.ts';
import { toast } from '../../../stores/toasts.ts';
import { panel, primary, secondary } from '../../../client/admin/styles.ts';
import { showSaveErrors } from '../../../client/admin/api/save-errors.ts';
import SourceForm, { EMPTY_SOURCE, type SourceFormValues } from './SourceForm.tsx';
import BusyButton from '../shell/BusyButton.tsx';

const DRAFT = 'add-feed';

export default function AddFeedForm({ categories }: { categories: Category[] }) {
  const add = useAddSource();
  const [draft] = useState(() => takeDraft<SourceFormValues>(DRAFT));
  const [open, setOpen] = useState(draft !== null);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className={panel}>
      <Collapsible.Trigger className={secondary}>
        Add New RSS Feed
        <ChevronDown aria-hidden="true" size={16} className={open ? 'rotate-180' : ''} />
      </Collapsible.Trigger>
      <Collapsible.Content className="mt-4">
        <SourceForm
          idPrefix="add"
          draftKey={DRAFT}
          initial={draft ?? EMPTY_SOURCE}
          categories={categories}
          onSave={async (input, setError) => {
            try {
              await add.mutateAsync(input);
              return true;
            } catch (err) {
              if (handledAsSessionEnd(err)) return;
              // A taken URL or a refused field is said on its field, and only there.
              if (showSaveErrors(err, setError, SOURCE_SAVE_ERRORS)) return;
              toast({
                title: 'Failed to Add RSS Feed',
                description: ADD_FAILED,
                variant: 'destructive',
              });
            }
          }}
          actions={(canSubmit, saving) => (
            <BusyButton type="submit" className={primary} disabled={!canSubmit} busy={saving}>
              Add Feed
            </BusyButton>
          )}
        />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
