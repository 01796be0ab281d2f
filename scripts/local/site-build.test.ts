// When the local site builder knows the published site needs a full build (an upgrade), and what older code left.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serializeManifest } from '../../functions/publish/manifest.ts';
import { codeFingerprint } from '../pipeline/code-fingerprint.ts';
import { createSiteBuilder } from './site-build.ts';

const PROJECT = resolve(import.meta.dirname, '../..');
let root: string;

/** A published site in `root`, its manifest recording `code` (none: a site from before records). */
async function published(code?: string) {
  await mkdir(join(root, 'public'), { recursive: true });
  const build = code
    ? { code, siteUrl: 'http://localhost:4321', fullBuiltAt: new Date().toISOString() }
    : null;
  await writeFile(join(root, 'manifest.json'), serializeManifest(new Map(), build));
}

const builder = () =>
  createSiteBuilder({
    siteRoot: root,
    projectDir: PROJECT,
    env: () => ({ TABLE_NAME: '', SITE_URL: 'http://localhost:4321' }),
  });

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-build-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('createSiteBuilder: outdated()', () => {
  it('is false for a site this code built', async () => {
    await published(await codeFingerprint(PROJECT));
    expect(await (await builder()).outdated()).toBe(false);
  });

  it('is true for one other code built, or one that did not record its code', async () => {
    await published('0'.repeat(64));
    expect(await (await builder()).outdated()).toBe(true);
    await published();
    expect(await (await builder()).outdated()).toBe(true);
  });

  it('is false, and nothing is served, before any publish (the first build is a full one anyway)', async () => {
    const site = await builder();
    expect(await site.outdated()).toBe(false);
    expect(site.current()).toBeNull();
  });
});

describe('createSiteBuilder: start', () => {
  it("removes the build folders and link older code kept, and a build cut short, and serves what's published", async () => {
    for (const dir of ['build-1', 'patch-2', 'retired-assets', 'work/full-3'])
      await mkdir(join(root, dir), { recursive: true });
    await writeFile(join(root, 'build-1.json'), '{}');
    await published('c0de');
    const site = await builder();
    for (const left of ['build-1', 'build-1.json', 'patch-2', 'retired-assets', 'work'])
      expect(existsSync(join(root, left)), left).toBe(false);
    expect(site.current()).toBe(join(root, 'public'));
  });
});
