// /admin/rss body (product.md §2 'RSS admin', §11.6): the runs, the add form, troubleshooting, OPML and the sources.
import { useRef } from 'react';
import { useRssRuns } from '../../../client/admin/api/feeds/use-rss-runs.ts';
import { useUpdateProgress } from '../../../client/admin/api/feeds/use-update-progress.ts';
import { useSources } from '../../../client/admin/api/feeds/hooks.ts';
import { useCategories } from '../../../client/admin/api/lookups.ts';
import { panel, primary, secondary } from '../../../client/admin/styles.ts';
import AddFeedForm from './AddFeedForm.tsx';
import OpmlPanel from './OpmlPanel.tsx';
import SourceGroups from './SourceGroups.tsx';
import Troubleshooting from './Troubleshooting.tsx';
import UpdateProgress from './UpdateProgress.tsx';
import BusyButton from '../shell/BusyButton.tsx';

export default function RssScreen() {
  const sources = useSources();
  const categories = useCategories();
  // The progress watcher and the runs need each other: a cloud refresh may go on in the background (202).
  const watchRef = useRef<() => void>(() => undefined);
  const runs = useRssRuns(() => watchRef.current());
  const update = useUpdateProgress(runs.afterRun);
  watchRef.current = update.watch;
  const cats = categories.data ?? [];

  return (
    <div className="grid gap-6">
      <div className={`${panel} grid gap-3`}>
        <div className="flex flex-wrap gap-2">
          <BusyButton
            className={secondary}
            onClick={() => void runs.refresh()}
            busy={runs.busy('refresh')}
          >
            {runs.busy('refresh') ? 'Refreshing...' : 'Refresh Feeds'}
          </BusyButton>
          <BusyButton className={primary} onClick={() => void update.start()} busy={update.busy}>
            {update.busy ? 'Updating...' : 'Update All Feeds'}
          </BusyButton>
        </div>
        <UpdateProgress
          watching={update.watching}
          status={update.running}
          announcement={update.announcement}
        />
      </div>
      <AddFeedForm categories={cats} />
      <Troubleshooting
        diagnostic={runs.diagnostic}
        diagnosing={runs.busy('diagnostic')}
        forcing={runs.busy('force')}
        // fire-and-forget here and below: each run reports its outcome in a toast
        onDiagnose={() => void runs.diagnose()}
        onForce={() => void runs.force()}
      />
      {sources.isError ? (
        <div role="alert" className={`${panel} grid justify-items-start gap-3`}>
          <h2 className="text-xl font-semibold">Error Loading RSS Sources</h2>
          <button type="button" className={secondary} onClick={() => location.reload()}>
            Refresh Page
          </button>
        </div>
      ) : sources.isPending ? (
        <p>Loading RSS sources...</p>
      ) : (
        <SourceGroups
          sources={sources.data}
          categories={cats}
          busy={runs.busy}
          onCategory={(id) => void runs.category(id)}
          onRetry={(s) => void runs.retry(s)}
        />
      )}
      <OpmlPanel categories={cats} afterImport={runs.afterRun} />
    </div>
  );
}
