// The RSS screen's toast texts (product.md §8), with counts; one place so the strings stay word for word.
import {
  NO_RSS_SOURCES,
  type DiagnosticResult,
} from '../../../../../functions/domain/diagnostic.ts';
import { plainFeedError } from '../../../../../functions/domain/feed-errors.ts';
import type {
  ImportProgress,
  RefreshStats,
  RssSourceView,
} from '../../../../../functions/domain/index.ts';
import type { FetchAnswer } from './calls.ts';

/** Feeds a run did not fetch because they wait out their back-off: said only when there are some. */
const waitingText = (waiting: number) =>
  waiting > 0 ? `, ${waiting} feeds waiting to retry after earlier errors` : '';

/**
 * product.md §8, word for word (no singular forms): 'RSS Refresh Completed' (N new articles added, N skipped, N
 * errors); then, only when some feeds were not fetched because they wait out their back-off, how many.
 */
export const refreshSummary = (s: RefreshStats) =>
  `${s.added} new articles added, ${s.skipped} skipped, ${s.errors} errors${waitingText(s.waiting)}`;

/** product.md §8: 'Force RSS Refresh Completed' (N imported, N errors). */
export const forceSummary = (s: RefreshStats) => `${s.added} imported, ${s.errors} errors`;

/** The polite announcement when 'Update All Feeds' ends (product.md §11.6: progress, then the result). */
export const updateFinished = (s: ImportProgress) =>
  `Update finished: ${s.done} of ${s.total} feeds checked, ${s.added} new articles added, ${s.errors} errors${waitingText(s.waiting)}.`;

export const progressText = (done: number, total: number) => `${done} of ${total} feeds checked`;

/** The generic failure text (product.md §8's add-feed wording is fixed; others show the server's own message). */
export const ADD_FAILED = 'There was an error adding the new RSS feed. Please try again.';

/** product.md §2: both force actions confirm with exactly this text. */
export const FORCE_WARNING =
  "Warning: Force refresh will aggressively import articles from RSS feeds and may create duplicates. This is only recommended if normal refresh isn't working. Continue?";

/** product.md §8: 'RSS Diagnostic Completed', or destructive 'RSS Diagnostic Found Issues'; no feeds is not "every feed answered". */
export function diagnosticToast(result: DiagnosticResult) {
  if (!result.success)
    return {
      title: 'RSS Diagnostic Found Issues',
      description: 'See the diagnostic results for the failing feeds.',
      variant: 'destructive' as const,
    };
  const none = result.messages.length === 1 && result.messages[0] === NO_RSS_SOURCES;
  return {
    title: 'RSS Diagnostic Completed',
    description: none ? NO_RSS_SOURCES : 'Every feed answered.',
  };
}

/** A fetched source's health in one sentence: active with its new articles, or its failure in plain words. */
function healthLine(answer: FetchAnswer): { failed: boolean; text: string } {
  if (!('stats' in answer)) return { failed: false, text: 'It is being fetched now.' };
  const fetch = answer.source?.fetch;
  if (fetch?.lastStatus === 'error')
    return { failed: true, text: `It failed: ${plainFeedError(fetch.lastError ?? '').what}` };
  return { failed: false, text: `It is active: ${answer.stats.added} new articles added.` };
}

/** 'Retry now' of one feed (product.md §11.6): what happened to that feed, not the counts of a run. */
export function retryToast(source: Pick<RssSourceView, 'name'>, answer: FetchAnswer) {
  const { failed, text } = healthLine(answer);
  return failed
    ? {
        title: 'Feed Still Failing',
        description: `${source.name}: ${text}`,
        variant: 'destructive' as const,
      }
    : { title: 'Feed Fetched', description: `${source.name}: ${text}` };
}

/** 'RSS Feed Added', with the first fetch's outcome (null: the fetch could not run now, the next update does it). */
export function addedToast(source: Pick<RssSourceView, 'name'>, answer: FetchAnswer | null) {
  const health = answer ? healthLine(answer).text : 'It will be fetched at the next update.';
  return { title: 'RSS Feed Added', description: `${source.name} was added. ${health}` };
}
