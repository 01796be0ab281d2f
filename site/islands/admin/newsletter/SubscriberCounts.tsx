// The subscriber counts (pending, confirmed), their followers by topic (product.md §10.19) and the CSV export of
// confirmed addresses with their topics.
import type { UseQueryResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { NewsletterStats } from '../../../../functions/domain/newsletter.ts';
import { SUBSCRIBERS_CSV, loadFailure } from '../../../client/admin/api/newsletter.ts';
import { panel, secondary } from '../../../client/admin/styles.ts';
import TopicFollowers from './TopicFollowers.tsx';

export default function SubscriberCounts({ query }: { query: UseQueryResult<NewsletterStats> }) {
  const stats = query.data;
  return (
    <section aria-labelledby="subscribers-heading" className={`${panel} grid gap-3`}>
      <h2 id="subscribers-heading" className="text-lg font-semibold">
        Subscribers
      </h2>
      {query.isError && <p role="alert">{loadFailure(query.error)}</p>}
      {!stats && !query.isError && <p role="status">Loading...</p>}
      {stats && (
        <dl className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <div>
            <dt className="text-sm text-slate-700 dark:text-slate-300">Pending</dt>
            <dd className="text-2xl font-bold">{stats.pending}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700 dark:text-slate-300">Confirmed</dt>
            <dd className="text-2xl font-bold">{stats.confirmed}</dd>
          </div>
        </dl>
      )}
      {stats && <TopicFollowers topics={stats.topics} />}
      <div>
        <a href={SUBSCRIBERS_CSV} download="subscribers.csv" className={secondary}>
          <Download aria-hidden="true" size={16} />
          Export confirmed subscribers (CSV)
        </a>
      </div>
    </section>
  );
}
