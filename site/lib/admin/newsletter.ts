// The newsletter admin calls (issue 11) and the screen's texts: counts, preview, send, status and the CSV export.
import type {
  DigestPreview,
  DigestStatus,
  NewsletterStats,
} from '../../../functions/domain/newsletter.ts';
import { ApiRequestError } from '../api.ts';
import { adminJson, adminRequest } from './http.ts';

/** Everything under `all`, so one invalidation after a digest refreshes counts, preview and status. */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  stats: ['newsletter', 'stats'] as const,
  preview: ['newsletter', 'preview'] as const,
  status: ['newsletter', 'status'] as const,
};

export const getStats = () => adminRequest<NewsletterStats>('/api/newsletter');
export const getPreview = async () =>
  (await adminRequest<{ preview: DigestPreview | null }>('/api/newsletter/preview')).preview;
/** The latest digest, whatever its state. */
export const getStatus = async () =>
  (await adminRequest<{ digest: DigestStatus | null }>('/api/newsletter/status')).digest;
/** 202 with the new digest's id; 409 while one is sending, 422 with nothing new (their `error` says so). */
export const sendNow = () => adminJson<{ id: string }>('POST', '/api/newsletter/send');

/** A download link, not a fetch: the browser saves `subscribers.csv` with the session cookie. */
export const SUBSCRIBERS_CSV = '/api/newsletter/subscribers.csv';

export const NOTHING_NEW = 'There are no new articles since the last digest.';

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
