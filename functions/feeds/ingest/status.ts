// The readable per-source status of the admin screen (product.md §10.4) and the back-off schedule.
import type { FetchState } from '../../domain/index.ts';

/** Back-off after n consecutive failures: 5 min doubling, at most 6 h. */
export function backoffMs(failures: number): number {
  return Math.min(5 * 60_000 * 2 ** Math.max(0, failures - 1), 6 * 60 * 60_000);
}

/** '2026-11-21 10:04 UTC'. */
export function utcMinute(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** 'Active' while the last fetch succeeded, otherwise the failure with its time and message. */
export function sourceStatus(fetch: FetchState, now = new Date()): string {
  if (fetch.lastStatus === null) return 'Not fetched yet';
  if (fetch.lastStatus !== 'error') return 'Active';
  const when = fetch.lastFetchedAt ? ` ${utcMinute(fetch.lastFetchedAt)}` : '';
  const retry =
    fetch.nextAttemptAt && Date.parse(fetch.nextAttemptAt) > now.getTime()
      ? `; next try ${utcMinute(fetch.nextAttemptAt)}`
      : '';
  const streak =
    fetch.failureCount > 1
      ? ` (${fetch.failureCount} failures in a row${retry})`
      : retry
        ? ` (${retry.slice(2)})`
        : '';
  return `Failed${when}: ${fetch.lastError ?? 'unknown error'}${streak}`;
}
