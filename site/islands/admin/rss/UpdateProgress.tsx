// Progress of 'Update All Feeds': a labelled native <progress>, "n of N feeds checked", and a polite live region.
import { progressText } from '../../../client/admin/api/feeds/messages.ts';
import type { UpdateStatus } from '../../../client/admin/api/feeds/calls.ts';

export default function UpdateProgress({
  watching,
  status,
  announcement,
}: {
  watching: boolean;
  status: UpdateStatus | null;
  announcement: string;
}) {
  const total = status?.total ?? 0;
  const done = status?.done ?? 0;
  return (
    <div className="grid gap-1">
      {watching && (
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor="update-progress" className="text-sm font-medium">
            Update progress
          </label>
          {total > 0 ? (
            <progress id="update-progress" max={total} value={done} className="w-48" />
          ) : (
            <progress id="update-progress" className="w-48" />
          )}
          <span className="text-sm">{progressText(done, total)}</span>
        </div>
      )}
      <p role="status" className="text-sm">
        {announcement}
      </p>
    </div>
  );
}
