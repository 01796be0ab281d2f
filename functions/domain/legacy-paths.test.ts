// legacy-paths: the product.md §6 table and its lookup in either URL form.
import { describe, expect, it } from 'vitest';
import { LEGACY_PATHS, legacyTarget } from './legacy-paths.ts';

describe('legacyTarget', () => {
  it('maps each product.md §6 legacy path, with or without a trailing slash', () => {
    // Act and Assess
    expect(legacyTarget('/rss-admin')).toBe('/admin/rss');
    expect(legacyTarget('/article-admin/')).toBe('/admin/articles');
    expect(legacyTarget('/glossary-admin')).toBe('/admin/glossary');
    expect(legacyTarget('/events-admin//')).toBe('/admin/events');
  });

  it('answers undefined for other paths, including inherited object keys', () => {
    // Act and Assess
    for (const path of ['/', '/admin/rss', '/rss', '/constructor', '/__proto__'])
      expect(legacyTarget(path)).toBeUndefined();
  });

  it('lists exactly the four legacy paths', () => {
    // Assess
    expect([...LEGACY_PATHS].sort()).toEqual([
      '/article-admin',
      '/events-admin',
      '/glossary-admin',
      '/rss-admin',
    ]);
  });
});
