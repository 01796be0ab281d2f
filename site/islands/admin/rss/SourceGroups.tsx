// Sources grouped by category (product.md §2) with 'Update Category' per group, and the failing-only filter (product.md §11.6).
import { useRef, useState } from 'react';
import type { Category } from '../../../../functions/domain/index.ts';
import type { RssSourceView } from '../../../client/admin/api/feeds/calls.ts';
import { panel, secondary } from '../../../client/admin/styles.ts';
import SourceRow, { isFailing } from './SourceRow.tsx';
import BusyButton from '../shell/BusyButton.tsx';

interface Props {
  sources: RssSourceView[];
  categories: Category[];
  busy: (key: string) => boolean;
  onCategory: (id: number) => void;
  /** 'Retry now' of one failing feed. */
  onRetry: (source: RssSourceView) => void;
}

function groups(sources: RssSourceView[], categories: Category[]) {
  const byId = new Map<number, RssSourceView[]>();
  for (const s of sources) byId.set(s.categoryId, [...(byId.get(s.categoryId) ?? []), s]);
  const named = new Map(categories.map((c) => [c.id, c.name]));
  return [...byId]
    .map(([id, list]) => ({ id, name: named.get(id) ?? 'Uncategorized', list }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export default function SourceGroups({ sources, categories, busy, onCategory, onRetry }: Props) {
  const [failingOnly, setFailingOnly] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = failingOnly ? sources.filter(isFailing) : sources;
  const failingCount = sources.filter(isFailing).length;
  return (
    <section aria-labelledby="sources-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sources-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
          RSS Sources
        </h2>
        <label className="inline-flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={failingOnly}
            onChange={(e) => setFailingOnly(e.target.checked)}
          />
          {`Show failing feeds only (${failingCount})`}
        </label>
      </div>
      {shown.length === 0 && <p>{failingOnly ? 'No feed is failing.' : 'No RSS sources yet.'}</p>}
      {groups(shown, categories).map((g) => {
        const key = `category:${g.id}`;
        return (
          <section key={g.id} aria-labelledby={`group-${g.id}`} className={panel}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h3 id={`group-${g.id}`} className="text-lg font-semibold">
                {g.name}
              </h3>
              <BusyButton
                className={secondary}
                onClick={() => onCategory(g.id)}
                busy={busy(key)}
                aria-label={`Update Category ${g.name}`}
              >
                {busy(key) ? 'Updating...' : 'Update Category'}
              </BusyButton>
            </div>
            <ul className="grid gap-3">
              {g.list.map((s) => (
                <SourceRow
                  key={s.id}
                  source={s}
                  categories={categories}
                  retrying={busy(`source:${s.id}`)}
                  onRetry={() => onRetry(s)}
                  onDeleted={() => heading.current?.focus()}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
