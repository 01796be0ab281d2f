// The code fingerprint moves with any file that renders pages, and not with tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeTree } from '../../tests/support/write-tree.ts';
import { codeFingerprint } from './code-fingerprint.ts';

let project: string;
const write = (files: Record<string, string>) => writeTree(project, files);

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'fingerprint-'));
  await write({
    'astro.config.mjs': 'export default {};',
    'package-lock.json': '{}',
    'tsconfig.json': '{}',
    'site/pages/index.astro': '<h1>Home</h1>',
    'functions/domain/excerpt.ts': 'export const n = 1;',
    'functions/domain/excerpt.test.ts': 'it("works", () => {});',
    'scripts/pipeline/build-pages.ts': 'export {};',
  });
});
afterEach(() => rm(project, { recursive: true, force: true }));

describe('codeFingerprint', () => {
  it('is the same for the same files, whatever their tests do', async () => {
    const before = await codeFingerprint(project);
    await write({ 'functions/domain/excerpt.test.ts': 'it("works better", () => {});' });
    expect(await codeFingerprint(project)).toBe(before);
  });

  it('changes with a page, a server module, the build code, a new file or the lockfile', async () => {
    const seen = new Set([await codeFingerprint(project)]);
    const changes: Record<string, string>[] = [
      { 'site/pages/index.astro': '<h1>Latest News</h1>' },
      { 'functions/domain/excerpt.ts': 'export const n = 2;' },
      { 'site/components/Footer.astro': '<footer></footer>' },
      { 'package-lock.json': '{"lockfileVersion":3}' },
      { 'scripts/pipeline/build-pages.ts': 'export const shards = 2;' },
    ];
    for (const change of changes) {
      await write(change);
      seen.add(await codeFingerprint(project));
    }
    expect(seen.size).toBe(6);
  });
});
