// The article list's status filter (product.md §10.12): a labelled native select, All / Draft / Scheduled / Published.
import {
  ARTICLE_STATUSES,
  STATUS_LABELS,
  type ArticleStatus,
} from '../../../../functions/domain/article-status.ts';
import { input } from '../../../client/admin/styles.ts';

/** null: every status. */
export type StatusChoice = ArticleStatus | null;

export default function StatusFilter({
  value,
  onChange,
}: {
  value: StatusChoice;
  onChange: (next: StatusChoice) => void;
}) {
  return (
    <div className="mb-3 max-w-xs">
      <label htmlFor="article-status-filter" className="block text-sm font-medium">
        Show articles
      </label>
      <select
        id="article-status-filter"
        className={input}
        value={value ?? 'all'}
        onChange={(e) =>
          onChange(e.target.value === 'all' ? null : (e.target.value as ArticleStatus))
        }
      >
        <option value="all">All</option>
        {ARTICLE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
