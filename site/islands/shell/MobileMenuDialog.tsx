// Mobile menu dialog (Radix Dialog) repeating the main and admin links (product.md §2); focus-trapped, Escape closes.
import { ADMIN_LINKS, NAV_LINKS, type NavLink } from '../../lib/nav.ts';
import DialogTop, { HeaderDialog, type HeaderDialogProps } from './DialogTop.tsx';

const linkClass =
  'block rounded px-3 py-2 text-base text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

function LinkList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href} className={linkClass}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export default function MobileMenuDialog({ onClose, returnFocus }: HeaderDialogProps) {
  return (
    <HeaderDialog
      onClose={onClose}
      returnFocus={returnFocus}
      className="fixed inset-y-0 right-0 z-50 w-72 max-w-full overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-900"
    >
      <DialogTop title="Menu" closeLabel="Close menu" className="mb-4 items-center" />
      <nav aria-label="Mobile">
        <LinkList links={NAV_LINKS} className="space-y-1" />
        <h3 className="mt-4 px-3 text-sm font-semibold text-slate-700 dark:text-slate-300">
          Admin
        </h3>
        <LinkList links={ADMIN_LINKS} className="mt-1 space-y-1" />
      </nav>
    </HeaderDialog>
  );
}
