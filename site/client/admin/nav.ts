// The admin sidebar (product.md §2 shell paragraph, §10.9): highlighted by path prefix.
export const ADMIN_LINKS = [
  { href: '/admin/articles', label: 'Manage Articles' },
  { href: '/admin/events', label: 'Manage Events' },
  { href: '/admin/glossary', label: 'Manage Glossary' },
  { href: '/admin/rss', label: 'Manage Feeds' },
  { href: '/admin/newsletter', label: 'Newsletter' },
] as const;

/** True when `path` is the link's page or below it ('/admin/rss' and '/admin/rss/x', not '/admin/rssx'). */
export function isCurrent(href: string, path: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}
