// 'Send now' (issue 11): POST /api/newsletter/send, then GET /api/newsletter/status every second while the digest
// is sending (also one found sending on load), then a toast and fresh counts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toastFailure } from '../../../client/admin/toast-failure.ts';
import { figuresText, getStatus, newsletterKeys, sendNow } from '../../../lib/admin/newsletter.ts';
import { toast } from '../../../stores/toasts.ts';

const POLL_MS = 1000;

export function useDigestSend() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const starting = useRef(false);
  /** The digest whose progress is shown: the one this page started, or one found sending. */
  const [shownId, setShownId] = useState<string | null>(null);
  const status = useQuery({
    queryKey: newsletterKeys.status,
    queryFn: getStatus,
    refetchInterval: (q) => (q.state.data?.status === 'sending' ? POLL_MS : false),
  });
  const digest = status.data ?? null;
  const wasSending = useRef(false);

  useEffect(() => {
    if (!digest) return;
    if (digest.status === 'sending') {
      wasSending.current = true;
      setShownId(digest.id);
      return;
    }
    // The shown digest finished (perhaps before the first poll): say so once and refresh the counts and preview.
    if (!wasSending.current || digest.id !== shownId) return;
    wasSending.current = false;
    toast({ title: 'Digest sent', description: figuresText(digest) });
    void client.invalidateQueries({ queryKey: newsletterKeys.stats });
    void client.invalidateQueries({ queryKey: newsletterKeys.preview });
  }, [digest, shownId, client]);

  /** The dialog's action: resolves true when the digest started (the dialog then closes). */
  async function send(): Promise<boolean> {
    if (starting.current) return false;
    starting.current = true;
    setBusy(true);
    try {
      const { id } = await sendNow();
      setShownId(id);
      wasSending.current = true;
      await client.refetchQueries({ queryKey: newsletterKeys.status });
      return true;
    } catch (err) {
      toastFailure(err, 'Digest not sent');
      return false;
    } finally {
      starting.current = false;
      setBusy(false);
    }
  }

  const shown = digest && digest.id === shownId ? digest : null;
  return { send, busy, shown, sending: digest?.status === 'sending' };
}
