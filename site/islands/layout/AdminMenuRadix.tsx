// Admin dropdown (Radix DropdownMenu: arrow keys, Escape, typeahead), swapped in open by AdminMenu.tsx.
import { useRef, type FocusEvent } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { ADMIN_LINKS } from './nav.ts';

const ADMIN_TRIGGER_CLASS =
  'inline-flex min-h-9 items-center gap-1 rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

/** A 2 px ring on the highlighted item: blue-700 / sky-300 measure over 6:1 against the menu in both themes. */
const ITEM_CLASS =
  'block rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[highlighted]:outline-2 data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-blue-700 data-[highlighted]:outline-solid dark:text-slate-100 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:outline-sky-300';

/**
 * Opened from the keyboard, the first link takes focus (WAI-ARIA menu button). Whether it was is read on the first
 * render, while header.ts's plain button still holds focus: Radix only sees keys pressed after it mounted.
 */
function useFirstItemFocus() {
  const keyboard = useRef<boolean | null>(null);
  keyboard.current ??= document.activeElement?.matches(':focus-visible') ?? false;
  // Radix focuses the menu itself on opening; from there the first item takes over.
  return (e: FocusEvent<HTMLElement>) => {
    if (e.target !== e.currentTarget || !keyboard.current) return;
    keyboard.current = false;
    e.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  };
}

export default function AdminMenuRadix() {
  const focusFirstItem = useFirstItemFocus();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={ADMIN_TRIGGER_CLASS}>
        Admin
        <ChevronDown aria-hidden="true" size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          onFocus={focusFirstItem}
          className="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {ADMIN_LINKS.map((link) => (
            <DropdownMenu.Item key={link.href} asChild>
              <a href={link.href} className={ITEM_CLASS}>
                {link.label}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
