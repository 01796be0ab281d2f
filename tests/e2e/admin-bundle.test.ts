// Admin bundles (issue 9, DESIGN "Admin area"): each admin page within 160 KB gzipped JS, and no public page loads admin code.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { pageJsGzip } from '../../scripts/bench/site.ts';

/** The built site the product serves (global setup: dataDir/site/current). */
const built = () => join(inject('dataDir'), 'site', 'current');

describe('admin bundles', () => {
  it.each(['admin/login/index.html', 'admin/rss/index.html'])(
    '%s loads at most 160 KB of gzipped JS',
    async (page) => {
      // Act
      const kb = (await pageJsGzip(built(), page)) / 1024;
      // Assess
      console.log(`${page}: ${kb.toFixed(1)} KB gzipped JS`);
      expect(kb).toBeLessThanOrEqual(160);
    },
  );

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
