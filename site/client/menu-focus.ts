// Shared by the lazily loaded Radix dropdowns (Sort, Admin): first-item focus when opened from the keyboard, and
// the highlighted item's ring.
import { useRef, type FocusEvent } from 'react';

/** A 2 px ring on the highlighted item: blue-700 / sky-300 measure over 6:1 against the menu in both themes. */
export const MENU_ITEM_HIGHLIGHT =
  'outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:outline-2 data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-blue-700 data-[highlighted]:outline-solid dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:outline-sky-300';

/**
 * Opened from the keyboard, the first item takes focus (WAI-ARIA menu button); Radix handles later openings.
 * Whether it was is read on the first render, while the plain trigger this menu replaces still holds focus: Radix
 * only sees keys pressed after it mounted, so it would not know the Enter that opened it. Pass the result to the
 * menu content's onFocus: Radix focuses the menu itself on opening, and from there the first item takes over.
 */
export function useFirstItemFocus() {
  const keyboard = useRef<boolean | null>(null);
  keyboard.current ??= document.activeElement?.matches(':focus-visible') ?? false;
  return (e: FocusEvent<HTMLElement>) => {
    if (e.target !== e.currentTarget || !keyboard.current) return;
    keyboard.current = false;
    e.currentTarget
      .querySelector<HTMLElement>('[role^="menuitem"]')
      ?.focus({ preventScroll: true });
  };
}
