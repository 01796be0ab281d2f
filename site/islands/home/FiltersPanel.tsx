// Filters panel (product.md §2): a native category select and the collapsible disability-tag panel.
import { useId } from 'react';
import type { ArticleTag, Category } from '../../../functions/domain/index.ts';
import TagFilter from './TagFilter.tsx';

interface Props {
  categories: Category[];
  categoriesFailed: boolean;
  category: number | null;
  onCategory: (id: number | null) => void;
  tags: ArticleTag[];
  tag: number | null;
  onTag: (id: number | null) => void;
}

export default function FiltersPanel({
  categories,
  categoriesFailed,
  category,
  onCategory,
  tags,
  tag,
  onTag,
}: Props) {
  const selectId = useId();
  return (
    <section
      aria-labelledby="filters-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="filters-heading" className="text-lg font-semibold">
        Filters
      </h2>
      <div className="mt-3">
        <label htmlFor={selectId} className="block text-sm font-medium">
          Category
        </label>
        {categoriesFailed ? (
          <p
            role="alert"
            className="mt-1 flex items-center gap-1 text-sm text-red-700 dark:text-red-300"
          >
            <span aria-hidden="true">⚠</span> Failed to load categories
          </p>
        ) : (
          <select
            id={selectId}
            value={category ?? ''}
            onChange={(e) => onCategory(e.target.value ? Number(e.target.value) : null)}
            className="mt-1 min-h-10 w-full max-w-xs rounded-md border border-slate-500 bg-white px-3 py-2 text-sm dark:border-slate-500 dark:bg-slate-950"
          >
            <option value="">All Topics</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </div>
      <TagFilter tags={tags} tag={tag} onTag={onTag} />
    </section>
  );
}
