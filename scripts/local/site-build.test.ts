// When the site builder may patch the live build, and when it knows the live build needs a full one (an upgrade).
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordFile } from './site-layers.ts';
import { codeFingerprint } from './code-fingerprint.ts';
import { createSiteBuilder, partialAllowed } from './site-build.ts';

const PROJECT = resolve(import.meta.dirname, '../..');
let root: string;

/** A live full build in `root`, recorded as built by `code` (no code: a build from before records had it). */
async function liveBuild(code?: string, builtAt = new Date()) {
  await mkdir(join(root, 'build-1'), { recursive: true });
  const record = { siteUrl: 'http://localhost:4321', builtAt: builtAt.toISOString(), code };
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

describe('partialAllowed', () => {
  afterEach(() => vi.useRealTimers());
  const live = () => join(root, 'build-1');

  it('patches a build this code made for this origin today', async () => {
    const code = await codeFingerprint(PROJECT);
    await liveBuild(code);
    expect(await partialAllowed(live(), 'http://localhost:4321', code)).toBe(true);
    expect(await partialAllowed(live(), 'http://localhost:8080', code)).toBe(false);
    expect(await partialAllowed(live(), 'http://localhost:4321', '0'.repeat(64))).toBe(false);
  });

  it('builds in full in a new year, though the base is an hour old (every footer prints the year)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2027, 0, 1, 0, 30) });
    await liveBuild('c0de', new Date(2026, 11, 31, 23, 30));
    expect(await partialAllowed(live(), 'http://localhost:4321', 'c0de')).toBe(false);
    await rm(root, { recursive: true });
    await mkdir(root);
    await liveBuild('c0de', new Date(2027, 0, 1, 0, 10));
    expect(await partialAllowed(live(), 'http://localhost:4321', 'c0de')).toBe(true);
  });
});
