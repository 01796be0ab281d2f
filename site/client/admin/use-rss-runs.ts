// The RSS screen's runs (spec §4 busy flags, §8 toasts): refresh, force refresh, diagnostic, per-category update.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { DiagnosticResult } from '../../../functions/domain/index.ts';
import { diagnosticToast, forceSummary, refreshSummary } from '../../lib/admin/messages.ts';
import {
  forceRefresh,
  refreshFeeds,
  runDiagnostic,
  updateCategory,
  type RunAnswer,
} from '../../lib/admin/rss.ts';
import { toast } from '../../stores/toasts.ts';
import { keys } from './query-client.ts';
import { toastFailure } from './toast-failure.ts';
import { useBusyAction } from './use-busy-action.ts';

/** spec §9: the article lists refresh 5 s after a successful update. */
export const ARTICLES_REFRESH_DELAY_MS = 5000;

export function useRssRuns(onStillRunning: () => void) {
  const client = useQueryClient();
  const { run, busy } = useBusyAction();
  const [diagnostic, setDiagnostic] = useState<DiagnosticResult | null>(null);

  const afterRun = useCallback(() => {
    void client.invalidateQueries({ queryKey: keys.sources });
    setTimeout(
      () => void client.invalidateQueries({ queryKey: keys.articles }),
      ARTICLES_REFRESH_DELAY_MS,
    );
  }, [client]);

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
