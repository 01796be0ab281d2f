// The admin sidebar: links highlighted by path prefix, aria-current on the page; below md it is a disclosure.
import { ADMIN_LINKS, isCurrent } from '../../../client/admin/nav.ts';

export default function AdminSidebar({ open, path }: { open: boolean; path: string }) {
  return (
    <nav
      id="admin-sidebar"
      aria-label="Admin"
      className={`${open ? 'block' : 'hidden'} w-full border-b border-slate-200 bg-slate-50 p-3 md:block md:w-56 md:shrink-0 md:border-r md:border-b-0 dark:border-slate-700 dark:bg-slate-900`}
    >
      <ul className="grid gap-1">
        {ADMIN_LINKS.map((link) => {
          const current = isCurrent(link.href, path);
          return (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`block min-h-10 rounded-md px-3 py-2 text-sm font-medium ${
                  current
                    ? 'bg-blue-700 text-white'
                    : 'text-slate-800 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800'
                }`}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
