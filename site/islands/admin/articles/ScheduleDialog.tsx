// 'Schedule' (product.md §10.12): a Radix Dialog whose fields (date picker, time, time zone) load on first use, so the
// article screen's first load carries no date picker; focus returns to the Schedule button on close.
import { Dialog } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { secondary } from '../../../client/admin/styles.ts';
import { content, overlay, title } from '../../../client/admin/dialog-styles.ts';

const loadFields = () => import('./ScheduleFields.tsx');
const ScheduleFields = lazy(loadFields);

interface Props {
  /** The button's text: 'Schedule', or 'Change schedule' for a scheduled article. */
  label: string;
  /** Where the fields start (yyyy-mm-dd, HH:mm). */
  start: { day: string; time: string };
  /** Called with the chosen moment (ISO 8601) once it is in the future; the dialog has closed. */
  onSchedule: (iso: string) => void;
  busy: boolean;
}

export default function ScheduleDialog({ label, start, onSchedule, busy }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={`${secondary} aria-disabled:cursor-wait`}
        aria-disabled={busy || undefined}
        onMouseEnter={() => void loadFields().catch(() => undefined)}
        onFocus={() => void loadFields().catch(() => undefined)}
        onClick={(e) => busy && e.preventDefault()}
      >
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={content}>
          <Dialog.Title className={title}>Schedule article</Dialog.Title>
          <Dialog.Description className="mb-4">
            The article goes live on the site within a minute of this time.
          </Dialog.Description>
          <Suspense fallback={<p role="status">Loading...</p>}>
            <ScheduleFields
              start={start}
              onSchedule={(iso) => {
                setOpen(false);
                onSchedule(iso);
              }}
            />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
