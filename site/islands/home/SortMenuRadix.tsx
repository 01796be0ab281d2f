// Sort menu (Radix DropdownMenu), swapped in open by SortMenu.tsx; it sorts (DESIGN departure 2).
import { useRef, type FocusEvent } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ArrowUpDown, Check } from 'lucide-react';
import type { ArticleSort } from '../../../functions/domain/index.ts';
import { SORT_BUTTON_CLASS, SORT_LABELS } from './sortLabels.ts';

/** A 2 px ring on the highlighted item: blue-700 / sky-300 measure over 6:1 against the menu in both themes. */
const ITEM_CLASS =
  'flex cursor-default items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:outline-2 data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-blue-700 data-[highlighted]:outline-solid dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:outline-sky-300';

/**
 * Whether the plain trigger this menu replaces was reached by keyboard. Read on the first render, while that trigger
 * still holds focus: Radix only sees keys pressed after it mounted, so it would not know the Enter that opened it.
 */
function openedByKeyboard(): boolean {
  return document.activeElement?.matches(':focus-visible') ?? false;
}

/** Opened from the keyboard, the first item takes focus (WAI-ARIA menu button); Radix handles later openings. */
function useFirstItemFocus() {
  const keyboard = useRef<boolean | null>(null);
  keyboard.current ??= openedByKeyboard();
  // Radix focuses the menu itself on opening; from there the first item takes over.
  return (e: FocusEvent<HTMLElement>) => {
    if (e.target !== e.currentTarget || !keyboard.current) return;
    keyboard.current = false;
    e.currentTarget
      .querySelector<HTMLElement>('[role^="menuitem"]')
      ?.focus({ preventScroll: true });
  };
}

export default function SortMenuRadix({
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
