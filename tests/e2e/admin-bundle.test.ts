// Admin bundles (product.md §11.5): every admin page in the build within 160 KB gzipped JS, the measure
// counting all that a signed-in load fetches, and no public page loads admin code.
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { describe, expect } from 'vitest';
import { ADMIN_BUDGET_KB, adminPages, pageJsGzip, pageScripts } from '../../scripts/bench/site.ts';
import { signInContext } from '../support/admin.ts';
import { withPage } from '../support/browser.ts';
import { servedFullBuild } from '../support/served-build.ts';

const it = withPage();

/** The built site the product serves (global setup: dataDir/site). */
const built = servedFullBuild;

describe('admin bundles', () => {
  it('finds every admin page in the build, the sign-in and RSS pages among them', async () => {
    // Act
    const pages = await adminPages(built());
    // Assess
    expect(pages).toEqual(
      expect.arrayContaining(['admin/login/index.html', 'admin/rss/index.html']),
    );
  });

  it('keeps each admin page within 160 KB of gzipped JS', async () => {
    // Prepare
    const pages = await adminPages(built());
    // Act
    const sizes = await Promise.all(
      pages.map(async (page) => ({ page, kb: (await pageJsGzip(built(), page)) / 1024 })),
    );
    // Assess
    for (const { page, kb } of sizes) {
      console.log(`${page}: ${kb.toFixed(1)} KB gzipped JS`);
      expect(kb, page).toBeLessThanOrEqual(ADMIN_BUDGET_KB);
    }
  });

  it('counts every script a signed-in load fetches (nothing loads on mount unmeasured)', async ({
    page,
  }) => {
    // Prepare
    await signInContext(page.context());
    const fetched = new Set<string>();
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) fetched.add(path);
    });
    for (const file of await adminPages(built())) {
      const measured = new Set(await pageScripts(built(), file));
      if (measured.size === 0) continue; // a page without an island (a redirect) loads no script of its own
      fetched.clear();
      // Act
      await page.goto(`/${posix.dirname(file)}`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      // Assess
      expect(
        [...fetched].filter((path) => !measured.has(path)),
        file,
      ).toEqual([]);
    }
  });

  it.each(['index.html', 'glossary/index.html', 'events/index.html'])(
    '%s names no admin island',
    async (page) => {
      // Act
      const html = await readFile(join(built(), page), 'utf8');
      // Assess
      expect(html).not.toMatch(/islands\/admin|RssAdminPage|LoginPage/);
    },
  );
});
