// The last digest (time, sent and failed) and 'Send now': a confirmation, then 'n of N sent' read from the status call;
// when nothing can be sent (nothing new, nobody confirmed) the button says why beside it and opens nothing.
import { useState } from 'react';
import type { DigestStatus } from '../../../../functions/domain/newsletter.ts';
import {
  digestTime,
  figuresText,
  progressText,
  recipientsText,
  useDigestSend,
} from '../../../client/admin/api/newsletter.ts';
import ConfirmDialog from '../shell/ConfirmDialog.tsx';
import { panel } from '../../../client/admin/styles.ts';

interface Props {
  lastDigest: DigestStatus | null;
  /** Confirmed subscribers the next digest goes to. */
  recipients: number;
  /** Why nothing can be sent now (sendBlocked), or null. */
  blocked: string | null;
}

export default function DigestPanel({ lastDigest, recipients, blocked }: Props) {
  const [open, setOpen] = useState(false);
  const digest = useDigestSend();
  const shown = digest.shown;
  const last = lastDigest?.status === 'sent' ? lastDigest : null;
  return (
    <section aria-labelledby="digests-heading" className={`${panel} grid gap-3`}>
      <h2 id="digests-heading" className="text-lg font-semibold">
        Digests
      </h2>
      <p>
        <span className="font-medium">Last digest:</span>{' '}
        {last ? (
          <>
            <time dateTime={last.finishedAt ?? last.createdAt}>
              {digestTime(last.finishedAt ?? last.createdAt)}
            </time>
            , {figuresText(last)}
          </>
        ) : (
          'none sent yet'
        )}
      </p>
      <div className="grid justify-items-start gap-2">
        <ConfirmDialog
          title="Send the digest now?"
          description={recipientsText(recipients)}
          confirmLabel="Send now"
          busyLabel="Sending..."
          busy={digest.busy}
          stayOpen
          open={open}
          onOpenChange={setOpen}
          trigger={{
            label: 'Send now',
            ariaLabel: 'Send now',
            ...(blocked && !digest.sending ? { blockedBy: 'send-blocked' } : {}),
          }}
          onConfirm={() => {
            void digest.send().then(() => setOpen(false));
          }}
        />
        {blocked && !digest.sending && (
          <p id="send-blocked" className="text-sm text-slate-700 dark:text-slate-300">
            {`Nothing to send now: ${blocked}`}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        {shown && (
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor="digest-progress" className="text-sm font-medium">
              Digest progress
            </label>
            <progress
              id="digest-progress"
              max={Math.max(shown.total, 1)}
              value={shown.total === 0 ? 1 : shown.sent + shown.failed}
              className="w-48"
            />
          </div>
        )}
        <p role="status" className="text-sm">
          {shown ? progressText(shown) : ''}
          {shown && shown.failed > 0 ? ` (${shown.failed} failed)` : ''}
        </p>
      </div>
    </section>
  );
}
