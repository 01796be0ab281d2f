// Sort menu labels (product.md §2) and the trigger style shared by the stand-in and the Radix menu.
import type { ArticleSort } from '../../functions/domain/index.ts';

export const SORT_LABELS: Record<ArticleSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  popular: 'Most Popular',
};

export const SORT_BUTTON_CLASS =
  'inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-400 px-3 py-2 text-sm hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800';
