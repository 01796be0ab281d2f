// A replaced build's client files stay servable for a week, then go.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { layerFor } from './site-layers.ts';
import { RETIRED_ASSET_MS } from '../../functions/publish/plan.ts';
import { writeTree } from '../../tests/support/write-tree.ts';
import { pruneRetiredAssets, retireAssets } from './retired-assets.ts';

let root: string;
let oldBuild: string;
let newBuild: string;
const retired = () => join(root, 'retired-assets');

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'retired-assets-'));
  [oldBuild, newBuild] = [join(root, 'build-1'), join(root, 'build-2')];
  await writeTree(root, {
    'build-1/_astro/client.aaa.js': 'old client',
    'build-1/_astro/search.bbb.js': 'old search chunk',
    'build-1/index.html': 'old home',
    'build-2/_astro/client.aaa.js': 'old client',
    'build-2/_astro/search.ccc.js': 'new search chunk',
    'build-2/index.html': 'new home',
  });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('retireAssets', () => {
  it("keeps the old build's client files the new one lacks, served once the old build is gone", async () => {
    await retireAssets(oldBuild, newBuild);
    await rm(oldBuild, { recursive: true });

    expect(layerFor(newBuild, '/_astro/search.bbb.js')).toBe(retired());
    expect(await readFile(join(retired(), '_astro', 'search.bbb.js'), 'utf8')).toBe(
      'old search chunk',
    );
    // The new build serves its own files, and what neither has stays a miss in the build.
    expect(layerFor(newBuild, '/_astro/client.aaa.js')).toBe(newBuild);
    expect(layerFor(newBuild, '/_astro/search.ccc.js')).toBe(newBuild);
    expect(layerFor(newBuild, '/_astro/nowhere.js')).toBe(newBuild);
    expect(layerFor(newBuild, '/index.html')).toBe(newBuild);
  });

  it('retires only client files, never pages', async () => {
    await retireAssets(oldBuild, newBuild);
    expect(layerFor(newBuild, '/_astro/../build-1/index.html')).toBe(newBuild);
    await expect(readFile(join(retired(), 'index.html'))).rejects.toThrow();
  });
});

describe('pruneRetiredAssets', () => {
  it('removes the files retired more than a week ago and keeps the others', async () => {
    const now = new Date();
    await retireAssets(oldBuild, newBuild, new Date(now.getTime() - RETIRED_ASSET_MS - 60_000));
    await writeTree(root, { 'build-3/_astro/app.ddd.js': 'newer' });
    await retireAssets(join(root, 'build-3'), newBuild, now);

    await pruneRetiredAssets(root, now);

    expect(layerFor(newBuild, '/_astro/search.bbb.js')).toBe(newBuild);
    expect(layerFor(newBuild, '/_astro/app.ddd.js')).toBe(retired());
  });
});
