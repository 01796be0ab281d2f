// Navigation targets and the tagline shared by the header, mobile menu and footer (product.md §1, §2).
import { LEGACY_PATHS, type LegacyPath } from '../../functions/domain/legacy-paths.ts';

/** The product name shown in the header, footer and titles. */
export const SITE_NAME = 'A11y Tech News';

/** The language of every page (the html element's lang) and of every feed (product.md §10.18). */
export const SITE_LANGUAGE = 'en';

export interface NavLink {
  href: string;
  label: string;
}

export const NAV_LINKS: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/glossary', label: 'Glossary' },
  { href: '/events', label: 'Events' },
];

/** product.md §2: the Admin dropdown's labels, one per legacy path (which redirects to /admin/...). */
const ADMIN_LABELS: Record<LegacyPath, string> = {
  '/rss-admin': 'RSS Feed Admin',
  '/article-admin': 'Article Management',
  '/glossary-admin': 'Glossary Management',
  '/events-admin': 'Event Management',
};

/**
 * product.md §2.2: the Admin dropdown uses the legacy paths, in the table's order, then 'Newsletter' (it has no legacy
 * path).
 */
export const ADMIN_LINKS: NavLink[] = [
  ...LEGACY_PATHS.map((href) => ({ href, label: ADMIN_LABELS[href] })),
  { href: '/admin/newsletter', label: 'Newsletter' },
];

/** product.md §1. */
export const TAGLINE =
  'Keeping you informed about the latest advancements in accessible technology.';
