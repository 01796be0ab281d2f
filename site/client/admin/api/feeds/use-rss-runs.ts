// The RSS screen's runs (product.md §4 busy flags, §8 toasts): refresh, force refresh, diagnostic, per-category update,
// and one feed's 'Retry now'.
import { useCallback, useState } from 'react';
import type { DiagnosticResult } from '../../../../../functions/domain/index.ts';
import { diagnosticToast, forceSummary, refreshSummary, retryToast } from './messages.ts';
import {
  fetchSourceNow,
  forceRefresh,
  refreshFeeds,
  runDiagnostic,
  updateCategory,
  type RssSourceView,
  type RunAnswer,
} from './calls.ts';
import { toast } from '../../../../stores/toasts.ts';
import { useAfterRun } from './hooks.ts';
import { toastFailure } from '../../toast-failure.ts';
import { useBusyAction } from '../../use-busy-action.ts';

export function useRssRuns(onStillRunning: () => void) {
  const { run, busy } = useBusyAction();
  const [diagnostic, setDiagnostic] = useState<DiagnosticResult | null>(null);

  const afterRun = useAfterRun();

  /** A run answered with stats, or (cloud) a run going on in the background, which the progress then follows. */
  const finish = useCallback(
    (answer: RunAnswer, title: string, summary: typeof refreshSummary) => {
      if ('stats' in answer) toast({ title, description: summary(answer.stats) });
      else {
        toast({ title: 'RSS Update Started', description: 'This may take a few minutes.' });
        onStillRunning();
      }
      afterRun();
    },
    [afterRun, onStillRunning],
  );

  const refresh = () =>
    run('refresh', async () => {
      try {
        finish(await refreshFeeds(), 'RSS Refresh Completed', refreshSummary);
      } catch (err) {
        toastFailure(err, 'RSS Refresh Failed');
      }
    });

  const force = () =>
    run('force', async () => {
      try {
        finish(await forceRefresh(), 'Force RSS Refresh Completed', forceSummary);
      } catch (err) {
        toastFailure(err, 'Force RSS Refresh Failed');
      }
    });

  const category = (id: number) =>
    run(`category:${id}`, async () => {
      try {
        finish(await updateCategory(id), 'Category RSS Update Completed', refreshSummary);
      } catch (err) {
        toastFailure(err, 'Category RSS Update Failed');
      }
    });

  /** 'Retry now': this feed now, past its back-off (product.md §11.6); the toast says what happened to it. */
  const retry = (source: RssSourceView) =>
    run(`source:${source.id}`, async () => {
      try {
        const answer = await fetchSourceNow(source.id);
        toast(retryToast(source, answer));
        if (!('stats' in answer)) onStillRunning();
        afterRun();
      } catch (err) {
        toastFailure(err, 'Retry Failed');
      }
    });

  const diagnose = () =>
    run('diagnostic', async () => {
      try {
        const result = await runDiagnostic();
        setDiagnostic(result);
        toast(diagnosticToast(result));
      } catch (err) {
        toastFailure(err, 'RSS Diagnostic Failed');
      }
    });

  return { refresh, force, category, retry, diagnose, diagnostic, busy, afterRun };
}
