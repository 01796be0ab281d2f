// One source with its health (product.md §10.4, §11.6): status, last fetch, next try, items added; edit, delete, retry.
import type { Category } from '../../../../functions/domain/index.ts';
import type { RssSourceView } from '../../../client/admin/api/feeds/calls.ts';
import { secondary } from '../../../client/admin/styles.ts';
import DeleteSourceDialog from './DeleteSourceDialog.tsx';
import EditSourceDialog from './EditSourceDialog.tsx';
import BusyButton from '../shell/BusyButton.tsx';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const show = (iso: string | null, none: string) => (iso ? when.format(new Date(iso)) : none);

export const isFailing = (s: RssSourceView) => s.fetch.lastStatus === 'error';

interface Props {
  source: RssSourceView;
  categories: Category[];
  retrying: boolean;
  /** 'Retry now' runs the update of the feed's category (not a force refresh, so no duplicate warning applies). */
  onRetry: () => void;
  /** After this source is deleted (its row is gone). */
  onDeleted: () => void;
}

export default function SourceRow({ source, categories, retrying, onRetry, onDeleted }: Props) {
  const failing = isFailing(source);
  const next = source.fetch.nextAttemptAt;
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
        <dd
          className={
            failing
              ? 'font-semibold text-red-700 dark:text-red-300'
              : 'text-green-800 dark:text-green-300'
          }
        >
          {source.status}
        </dd>
        <dt className="font-medium">Last fetched</dt>
        <dd>{show(source.fetch.lastFetchedAt, 'Never')}</dd>
        <dt className="font-medium">Next try</dt>
        <dd>{waiting ? show(next, '') : 'At the next update'}</dd>
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
