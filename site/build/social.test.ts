// Footer social links: only the configured ones, in order, each with its own address.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../functions/config.ts';
import { socialLinks } from './social.ts';

describe('socialLinks', () => {
  it('lists each configured network with its address and hides the unset ones', () => {
    // Act
    const links = socialLinks(
      loadConfig({
        SOCIAL_X_URL: 'https://x.com/a11ytechnews',
        SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/a11ytechnews',
      }),
    );
    // Assess
    expect(links.map((l) => [l.label, l.href])).toEqual([
      ['A11y Tech News on X (Twitter)', 'https://x.com/a11ytechnews'],
      ['A11y Tech News on Facebook', 'https://www.facebook.com/a11ytechnews'],
    ]);
  });

  it('gives no links when none is set', () => {
    expect(socialLinks(loadConfig({}))).toEqual([]);
  });
});
