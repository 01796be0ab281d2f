// Navigation targets and the tagline shared by the header, mobile menu and footer (spec §1, §2).
/** The product name shown in the header, footer and titles. */
export const SITE_NAME = 'A11y Tech News';

export interface NavLink {
  href: string;
  label: string;
}

export const NAV_LINKS: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/glossary', label: 'Glossary' },
  { href: '/events', label: 'Events' },
];

/** spec §2: the Admin dropdown uses the legacy paths, which redirect to /admin/... */
export const ADMIN_LINKS: NavLink[] = [
  { href: '/rss-admin', label: 'RSS Feed Admin' },
  { href: '/article-admin', label: 'Article Management' },
  { href: '/glossary-admin', label: 'Glossary Management' },
  { href: '/events-admin', label: 'Event Management' },
];

/** spec §1. */
export const TAGLINE =
  'Keeping you informed about the latest advancements in accessible technology.';
