// 'Revisions' on the edit form (product.md §10.13): a Radix Dialog whose body (the list, the word diff, the restore)
// is the lazy half, fetched when the button is reached for; focus returns to the button on close.
import { Dialog } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { secondary } from '../../../client/admin/styles.ts';
import { overlay, title } from '../../../client/admin/dialog-styles.ts';
import { wideContent } from '../../../client/admin/article-styles.ts';
import { revealFocus } from '../../../client/reveal-focus.ts';
import type { RevisionsProps } from './RevisionsDialog.lazy.tsx';

const loadHistory = () => import('./RevisionsDialog.lazy.tsx');
const History = lazy(loadHistory);
const preload = () => void loadHistory().catch(() => undefined);

export default function RevisionsDialog(props: RevisionsProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={secondary} onPointerEnter={preload} onFocus={preload}>
        Revisions
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={wideContent} aria-describedby={undefined} onFocus={revealFocus}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <Dialog.Title className={title}>Revisions</Dialog.Title>
            <Dialog.Close className={secondary}>Close revisions</Dialog.Close>
          </div>
          <Suspense fallback={<p role="status">Loading revisions...</p>}>
            <History {...props} close={() => setOpen(false)} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
