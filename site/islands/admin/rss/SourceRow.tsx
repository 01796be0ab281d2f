// One source with its health (product.md §10.4, §11.6): status in plain words (the raw failure behind a disclosure), last
// fetch and next try in one date format, items added; edit, delete, and 'Retry now', which fetches this feed at once.
import { plainFeedError } from '../../../../functions/domain/feed-errors.ts';
import type { Category } from '../../../../functions/domain/index.ts';
import type { RssSourceView } from '../../../client/admin/api/feeds/calls.ts';
import { adminDateTime } from '../../../client/admin/dates.ts';
import { secondary } from '../../../client/admin/styles.ts';
import DeleteSourceDialog from './DeleteSourceDialog.tsx';
import EditSourceDialog from './EditSourceDialog.tsx';
import BusyButton from '../shell/BusyButton.tsx';

export const isFailing = (s: RssSourceView) => s.fetch.lastStatus === 'error';

interface Props {
  source: RssSourceView;
  categories: Category[];
  retrying: boolean;
  /** 'Retry now': this feed now, past its back-off (not a force refresh, so no duplicate warning applies). */
  onRetry: () => void;
  /** After this source is deleted (its row is gone). */
  onDeleted: () => void;
}

/** 'Active' in green, a failure in red with what to check and the raw detail, 'Not fetched yet' neutral. */
function Health({ source }: { source: RssSourceView }) {
  const { lastStatus, lastError } = source.fetch;
  if (lastStatus === null)
    return <dd className="text-slate-700 dark:text-slate-300">Not fetched yet</dd>;
  if (lastStatus !== 'error') return <dd className="text-green-800 dark:text-green-300">Active</dd>;
  const plain = plainFeedError(lastError ?? '');
  return (
    <dd className="grid gap-1">
      <span className="font-semibold text-red-700 dark:text-red-300">{`Failed: ${plain.what}`}</span>
      <span>{plain.check}</span>
      <details>
        <summary className="cursor-pointer">Technical detail</summary>
        <code className="break-all">{lastError ?? 'unknown error'}</code>
      </details>
    </dd>
  );
}

export default function SourceRow({ source, categories, retrying, onRetry, onDeleted }: Props) {
  const failing = isFailing(source);
  const { lastFetchedAt, nextAttemptAt: next } = source.fetch;
  const waiting = next !== null && Date.parse(next) > Date.now();
  return (
    <li className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium">ID</dt>
        <dd>{source.id}</dd>
        <dt className="font-medium">Name</dt>
        <dd className="font-semibold">{source.name}</dd>
        <dt className="font-medium">URL</dt>
        <dd className="break-all">{source.url}</dd>
        <dt className="font-medium">Status</dt>
        <Health source={source} />
        <dt className="font-medium">Last fetched</dt>
        <dd>{lastFetchedAt ? adminDateTime(lastFetchedAt) : 'Never'}</dd>
        <dt className="font-medium">Next try</dt>
        <dd>{waiting ? adminDateTime(next) : 'At the next update'}</dd>
        <dt className="font-medium">Added last time</dt>
        <dd>{source.fetch.itemsAdded}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {failing && (
          <BusyButton
            className={secondary}
            onClick={onRetry}
            busy={retrying}
            aria-label={`Retry now: ${source.name}`}
          >
            {retrying ? 'Retrying...' : 'Retry now'}
          </BusyButton>
        )}
        <EditSourceDialog source={source} categories={categories} />
        <DeleteSourceDialog source={source} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
