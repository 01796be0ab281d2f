// Admin dropdown (Radix DropdownMenu: arrow keys, Escape, typeahead), swapped in open for the header's plain Admin button by Header.lazy.tsx.
import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { MENU_ITEM_HIGHLIGHT, useFirstItemFocus } from '../../client/menu-focus.ts';
import { ADMIN_LINKS } from '../../lib/nav.ts';

const ADMIN_TRIGGER_CLASS =
  'inline-flex min-h-9 items-center gap-1 rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

const ITEM_CLASS = `block rounded px-3 py-2 text-sm text-slate-800 data-[highlighted]:text-slate-900 dark:text-slate-100 ${MENU_ITEM_HIGHLIGHT}`;

export default function AdminMenu() {
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
