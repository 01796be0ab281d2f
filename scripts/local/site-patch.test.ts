// A patch over the live site, from plain folders (no Astro): what goes in, what is recorded deleted, and what
// the server then serves from which layer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { layerFor } from './site-layers.ts';
import { writeTree } from '../../tests/support/write-tree.ts';
import { writePatch } from './site-patch.ts';

let root: string;
const folder = async (name: string, files: Record<string, string>) => {
  await writeTree(join(root, name), files);
  return join(root, name);
};

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-patch-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('writePatch', () => {
  it('writes what changed, and records deleted the article named and the sitemap file no longer made', async () => {
    // Prepare: the live build had two sitemap files; after deleting article 2 everything fits in one
    const live = await folder('build-1', {
      'index.html': 'home with 1, 2, 3',
      'sitemap-index.xml': 'sitemap-0 sitemap-1',
      'sitemap-0.xml': '1 2',
      'sitemap-1.xml': '3',
      '_astro/app.abc.js': 'js',
      'article/1/index.html': 'one',
      'article/2/index.html': 'two',
      'article/3/index.html': 'three',
    });
    const out = await folder('partial', {
      'index.html': 'home with 1, 3',
      'sitemap-index.xml': 'sitemap-0',
      'sitemap-0.xml': '1 3',
      '_astro/app.abc.js': 'js',
    });
    const patchDir = join(root, 'patch-2');
    // Act
    const result = await writePatch({ live, out, patchDir, articleIds: [2] });
    // Assess
    expect(result).toMatchObject({ pagesRendered: 3, filesWritten: 3 });
    expect(layerFor(patchDir, '/sitemap-1.xml')).toBeNull();
    expect(layerFor(patchDir, '/article/2/')).toBeNull();
    expect(layerFor(patchDir, '/sitemap-0.xml')).toBe(patchDir);
    expect(layerFor(patchDir, '/article/3/')).toBe(live);
    expect(layerFor(patchDir, '/_astro/app.abc.js')).toBe(live);
  });
});
