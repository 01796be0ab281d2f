// Build time: the footer's social links (product.md §2.2): one per configured address, in a fixed order; an unset one is left out.
import type { Config } from '../../functions/config.ts';

export interface SocialLink {
  label: string;
  href: string;
  /** The glyph's stroke path (lucide has no brand icons). */
  path: string;
}

const NETWORKS = [
  { key: 'SOCIAL_X_URL', label: 'A11y Tech News on X (Twitter)', path: 'M5 4l14 16M19 4L5 20' },
  {
    key: 'SOCIAL_LINKEDIN_URL',
    label: 'A11y Tech News on LinkedIn',
    path: 'M6 10v9M6 5.5v.5M10 19v-9M10 14c0-2.5 1.5-4 3.5-4s3.5 1.2 3.5 4v5',
  },
  {
    key: 'SOCIAL_FACEBOOK_URL',
    label: 'A11y Tech News on Facebook',
    path: 'M14 20v-8h3M14 12V8.5C14 7 15 6 16.5 6H18M11 12h6',
  },
] as const;

export function socialLinks(
  config: Pick<Config, 'SOCIAL_X_URL' | 'SOCIAL_LINKEDIN_URL' | 'SOCIAL_FACEBOOK_URL'>,
): SocialLink[] {
  return NETWORKS.flatMap(({ key, label, path }) => {
    const href = config[key];
    return href ? [{ label, href, path }] : [];
  });
}
