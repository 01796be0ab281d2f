// The newsletter resource (product.md §11.8, §10.19): its calls, query keys, queries and 'Send now', and the screen's texts:
// counts, followers by topic, the preview (for every topic or one topic choice), send, status and the CSV export.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DIGEST_REFUSALS } from '../../../../functions/domain/digest-refusals.ts';
import type {
  DigestPreview,
  DigestStatus,
  NewsletterStats,
} from '../../../../functions/domain/newsletter.ts';
import type { TopicList } from '../../../../functions/domain/newsletter-topics.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { toast } from '../../../stores/toasts.ts';
import { toastFailure } from '../toast-failure.ts';
import { adminJson, adminRequest } from './http.ts';

/** Everything under `all`, so one invalidation after a digest refreshes counts, preview and status. */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  stats: ['newsletter', 'stats'] as const,
  preview: ['newsletter', 'preview'] as const,
  /** The preview of one topic choice; under `preview`, so its invalidation refreshes them all. */
  previewFor: (topics: TopicList) =>
    ['newsletter', 'preview', topics.categories.join(','), topics.tags.join(',')] as const,
  status: ['newsletter', 'status'] as const,
};

export const getStats = () => adminRequest<NewsletterStats>('/api/newsletter');
/** No topic ticked previews every topic; else `?categories=1,2&tags=3` (product.md §10.19). */
export const getPreview = async (topics: TopicList = NO_TOPICS) => {
  const query = isEmpty(topics)
    ? ''
    : `?${new URLSearchParams({ categories: topics.categories.join(','), tags: topics.tags.join(',') })}`;
  return (await adminRequest<{ preview: DigestPreview | null }>(`/api/newsletter/preview${query}`))
    .preview;
};
/** The latest digest, whatever its state. */
export const getStatus = async () =>
  (await adminRequest<{ digest: DigestStatus | null }>('/api/newsletter/status')).digest;
/** 202 with the new digest's id; 409 while one is sending, 422 with nothing new (their `error` says so). */
export const sendNow = () => adminJson<{ id: string }>('POST', '/api/newsletter/send');

/** A download link, not a fetch: the browser saves `subscribers.csv` with the session cookie. */
export const SUBSCRIBERS_CSV = '/api/newsletter/subscribers.csv';

export const NOTHING_NEW = DIGEST_REFUSALS.empty;
/** product.md §10.19: what the preview of a topic choice with nothing new says. */
export const NOTHING_IN_TOPICS =
  'Nothing new in these topics: a subscriber who chose only them gets no digest this time.';

const NO_TOPICS: TopicList = { categories: [], tags: [] };
const isEmpty = (t: TopicList) => t.categories.length + t.tags.length === 0;

/** The topic followers' line: each topic counts those who chose it and those who kept all topics. */
export const followersText = (n: number) => `${n} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/**
 * Why 'Send now' cannot send, said before it is pressed (product.md §2.17, §10.19): nothing new, nobody confirmed, or
 * nothing new in anyone's topics; null
 * when it can, or while the preview is not known yet (the server still refuses an empty digest).
 */
export function sendBlocked(preview: DigestPreview | null | undefined): string | null {
  if (preview === undefined) return null;
  if (preview === null) return NOTHING_NEW;
  if (preview.recipients > 0) return null;
  // product.md §10.19: confirmed subscribers whose topics hold nothing new get no mail.
  return DIGEST_REFUSALS[preview.confirmed === 0 ? 'no-subscribers' : 'no-readers'];
}

export const progressText = (d: Pick<DigestStatus, 'sent' | 'total'>) =>
  `${d.sent} of ${d.total} sent`;
export const figuresText = (d: Pick<DigestStatus, 'sent' | 'failed'>) =>
  `${d.sent} sent, ${d.failed} failed`;
export const recipientsText = (n: number) =>
  `It goes to ${n} confirmed ${n === 1 ? 'subscriber' : 'subscribers'}.`;

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
export const digestTime = (iso: string) => when.format(new Date(iso));

/** A load failure: the API's own message, else the status line; never a raw body. */
export function loadFailure(err: unknown): string {
  if (err instanceof ApiRequestError)
    return err.serverMessage ?? `Error ${err.status}: ${err.statusText || 'Request failed'}`;
  return err instanceof Error ? err.message : String(err);
}

export const useNewsletterStats = () =>
  useQuery({ queryKey: newsletterKeys.stats, queryFn: getStats });
export const useDigestPreview = () =>
  useQuery({ queryKey: newsletterKeys.preview, queryFn: () => getPreview() });
/** The preview of one topic choice; none ticked shares the all-topics query. */
export const useTopicPreview = (topics: TopicList) =>
  useQuery({
    queryKey: isEmpty(topics) ? newsletterKeys.preview : newsletterKeys.previewFor(topics),
    queryFn: () => getPreview(topics),
    placeholderData: (previous) => previous,
  });

// 'Send now' (product.md §11.8): POST /api/newsletter/send, then GET /api/newsletter/status every second while the digest
// is sending (also one found sending on load), then a toast and fresh counts.
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
