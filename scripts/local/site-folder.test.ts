// The published site as a folder: the publisher writes it as it writes the bucket, and readers never see part of a file.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeTree } from '../../tests/support/write-tree.ts';
import { MANIFEST_KEY, parsePublished } from '../../functions/publish/manifest.ts';
import { publish } from '../../functions/publish/publish.ts';
import { folderSitePort, publicDir } from './site-folder.ts';

let root: string;
let build: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-folder-'));
  build = await mkdtemp(join(tmpdir(), 'site-folder-build-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(build, { recursive: true, force: true });
});

describe('folderSitePort', () => {
  it('publishes a build into the folder, the manifest beside it, and removes a deleted page with its folder', async () => {
    // Prepare
    const port = folderSitePort(root);
    await writeTree(build, {
      'index.html': '<h1>Home</h1>',
      'article/5/index.html': '<h1>Five</h1>',
      '_astro/app.abc.js': 'x',
    });
    const record = {
      code: 'c0de',
      siteUrl: 'http://localhost:4321',
      fullBuiltAt: new Date().toISOString(),
    };
    // Act
    await publish(build, port, { build: record });
    await rm(join(build, 'article'), { recursive: true });
    await publish(build, port, { build: record });
    // Assess
    const site = publicDir(root);
    expect((await readdir(site)).sort()).toEqual(['_astro', 'index.html']);
    expect(await readFile(join(site, 'index.html'), 'utf8')).toBe('<h1>Home</h1>');
    expect(existsSync(join(site, MANIFEST_KEY))).toBe(false);
    expect(parsePublished((await port.read(MANIFEST_KEY))!)?.build).toEqual(record);
  });

  it('reads a missing file as null, and places a built file whole, leaving the build as it was', async () => {
    const port = folderSitePort(root);
    expect(await port.read('nothing.html')).toBeNull();
    await writeTree(build, { 'page.html': 'new' });
    await port.putFile!('a/page.html', join(build, 'page.html'));
    expect(await port.read('a/page.html')).toBe('new');
    expect(await readFile(join(build, 'page.html'), 'utf8')).toBe('new');
    expect(await port.list()).toEqual(['a/page.html']);
  });
});
