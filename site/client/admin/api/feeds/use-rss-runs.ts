// The RSS screen's runs (product.md §4 busy flags, §8 toasts): refresh, force refresh, diagnostic, per-category update.
import { useCallback, useState } from 'react';
import type { DiagnosticResult } from '../../../../../functions/domain/index.ts';
import { diagnosticToast, forceSummary, refreshSummary } from './messages.ts';
import {
  forceRefresh,
  refreshFeeds,
  runDiagnostic,
  updateCategory,
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

  return { refresh, force, category, diagnose, diagnostic, busy, afterRun };
}
