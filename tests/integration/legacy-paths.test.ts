// product.md §6 legacy admin paths across layers: the server's 301, the build's redirect pages, the sitemap filter and the
// Admin dropdown all read functions/domain/legacy-paths.ts, and together name exactly the contract's four paths.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import config from '../../astro.config.mjs';
import { LEGACY_PATHS } from '../../functions/domain/legacy-paths.ts';
import { legacyRedirects } from '../../functions/api/middleware/legacy-redirects.ts';
import { ADMIN_LINKS } from '../../site/lib/nav.ts';
import { inSitemap } from '../../site/lib/url-form.ts';

/** product.md §6, written out here so that a change to the table must be a change to the contract. */
const SPEC: [string, string][] = [
  ['/rss-admin', '/admin/rss'],
  ['/article-admin', '/admin/articles'],
  ['/glossary-admin', '/admin/glossary'],
  ['/events-admin', '/admin/events'],
];

describe('legacy admin paths', () => {
  it('are the product.md §6 paths, and the Admin dropdown links to them in that order, then to the newsletter (product.md §2.2)', () => {
    // Assess
    expect(LEGACY_PATHS).toEqual(SPEC.map(([from]) => from));
    expect(ADMIN_LINKS.map((l) => l.href)).toEqual([
      ...SPEC.map(([from]) => from),
      '/admin/newsletter',
    ]);
    expect(ADMIN_LINKS.at(-1)?.label).toBe('Newsletter');
  });

  it.each(SPEC)('the server answers %s (either form) with a 301 to %s', async (from, to) => {
    // Prepare
    const app = new Hono().use('*', legacyRedirects()).get('*', (c) => c.text('page'));
    // Act
    const responses = [await app.request(from), await app.request(`${from}/`)];
    // Assess
    for (const res of responses) {
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  it('the build writes a redirect page for each, and only those', () => {
    // Assess
    expect(config.redirects).toEqual(Object.fromEntries(SPEC));
  });

  it('leaves each out of the sitemap', () => {
    // Assess
    for (const [from] of SPEC) expect(inSitemap(`https://news.example.org${from}/`)).toBe(false);
  });
});
