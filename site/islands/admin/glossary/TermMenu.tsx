// A card's actions (product.md §2): a Radix DropdownMenu with Edit and Delete. The trigger's name says which term it
// acts on, and it is where focus comes back after either dialog.
import { EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { MENU_ITEM_HIGHLIGHT } from '../../../client/menu-focus.ts';
import { iconButton } from '../../../client/admin/styles.ts';

const ITEM = `block cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none dark:text-slate-100 ${MENU_ITEM_HIGHLIGHT}`;

interface Props {
  term: string;
  /** The trigger element, kept by the screen to return focus to it when a dialog closes. */
  triggerRef: (el: HTMLButtonElement | null) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export default function TermMenu({ term, triggerRef, onEdit, onDelete }: Props) {
  const picked = useRef(false);
  const pick = (action: () => void) => () => {
    picked.current = true;
    action();
  };
  return (
    // Non-modal: a modal menu and the dialog it opens would both lock the page, and the lock could outlive them.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className={iconButton}
        aria-label={`Actions for ${term}`}
      >
        <EllipsisVertical aria-hidden="true" size={18} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          // The dialog that an item opens takes focus; the menu must not pull it back to its trigger then (it does
          // on Escape, when nothing was picked).
          onCloseAutoFocus={(e) => {
            if (!picked.current) return;
            picked.current = false;
            e.preventDefault();
          }}
          className="z-30 min-w-32 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Item className={ITEM} onSelect={pick(onEdit)}>
            Edit
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={pick(onDelete)}>
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
