// The site builder knows a live build made by other code (an upgrade): the server then builds in full at start.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordFile } from '../../functions/api/site-layers.ts';
import { codeFingerprint } from './code-fingerprint.ts';
import { createSiteBuilder } from './site-build.ts';

const PROJECT = resolve(import.meta.dirname, '../..');
let root: string;

/** A live full build in `root`, recorded as built by `code` (no code: a build from before records had it). */
async function liveBuild(code?: string) {
  await mkdir(join(root, 'build-1'), { recursive: true });
  const record = { siteUrl: 'http://localhost:4321', builtAt: new Date().toISOString(), code };
  await writeFile(recordFile(join(root, 'build-1')), JSON.stringify(record));
  await symlink('build-1', join(root, 'current'));
}

const builder = () =>
  createSiteBuilder({
    siteRoot: root,
    projectDir: PROJECT,
    env: () => ({ DYNAMODB_ENDPOINT: '', TABLE_NAME: '', SITE_URL: 'http://localhost:4321' }),
  });

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-build-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('createSiteBuilder: outdated()', () => {
  it('is false for a live build this code made', async () => {
    await liveBuild(await codeFingerprint(PROJECT));
    expect(await (await builder()).outdated()).toBe(false);
  });

  it('is true for one other code made, or one that did not record its code', async () => {
    await liveBuild('0'.repeat(64));
    expect(await (await builder()).outdated()).toBe(true);
    await rm(root, { recursive: true });
    await mkdir(root);
    await liveBuild();
    expect(await (await builder()).outdated()).toBe(true);
  });

  it('is false before any build (the first build is a full one anyway)', async () => {
    expect(await (await builder()).outdated()).toBe(false);
  });
});
