// Sort menu (Radix DropdownMenu), swapped in open by SortMenu.tsx; it sorts (product.md §10.2).
import { DropdownMenu } from 'radix-ui';
import { ArrowUpDown, Check } from 'lucide-react';
import type { ArticleSort } from '../../../functions/domain/index.ts';
import { MENU_ITEM_HIGHLIGHT, useFirstItemFocus } from '../../client/menu-focus.ts';
import { SORT_BUTTON_CLASS, SORT_LABELS } from '../../lib/sort-labels.ts';

const ITEM_CLASS = `flex cursor-default items-center gap-2 rounded px-3 py-2 text-sm ${MENU_ITEM_HIGHLIGHT}`;

export default function SortMenuLazy({
  sort,
  onSort,
}: {
  sort: ArticleSort;
  onSort: (s: ArticleSort) => void;
}) {
  const focusFirstItem = useFirstItemFocus();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={SORT_BUTTON_CLASS}>
        <ArrowUpDown aria-hidden="true" size={16} />
        Sort: {SORT_LABELS[sort]}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          onFocus={focusFirstItem}
          className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.RadioGroup value={sort} onValueChange={(v) => onSort(v as ArticleSort)}>
            {(Object.keys(SORT_LABELS) as ArticleSort[]).map((key) => (
              <DropdownMenu.RadioItem key={key} value={key} className={ITEM_CLASS}>
                <span className="w-4">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" size={14} />
                  </DropdownMenu.ItemIndicator>
                </span>
                {SORT_LABELS[key]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
