// Sort menu trigger: Newest First, Oldest First, Most Popular (product.md §10.2); Radix menu loaded on intent.
import { ArrowUpDown } from 'lucide-react';
import type { ArticleSort } from '../../../functions/domain/index.ts';
import { lazyModule, useOpenOnIntent } from '../../client/lazy.ts';
import { SORT_BUTTON_CLASS, SORT_LABELS } from '../../lib/sort-labels.ts';

const radix = lazyModule(() => import('./SortMenu.lazy.tsx'));

export default function SortMenu({
  sort,
  onSort,
}: {
  sort: ArticleSort;
  onSort: (s: ArticleSort) => void;
}) {
  const { ready, triggerProps } = useOpenOnIntent(radix);
  const Loaded = radix.get()?.default;
  if (ready && Loaded) return <Loaded sort={sort} onSort={onSort} />;
  return (
    <button type="button" className={SORT_BUTTON_CLASS} {...triggerProps}>
      <ArrowUpDown aria-hidden="true" size={16} />
      Sort: {SORT_LABELS[sort]}
    </button>
  );
}
