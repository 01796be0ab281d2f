// The Lambda bundles as infra/constructs/lambda.ts packages them: the API's cold start stays within issue 13's 1 MB.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleLambda, REQUIRE_BANNER } from '../scripts/build-functions.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('API Lambda bundle', () => {
  it('loads at most 1 MB at cold start and leaves mail, feeds, S3 and Lambda clients to lazy chunks', async () => {
    // Prepare
    const dir = await mkdtemp(join(tmpdir(), 'api-bundle-'));
    dirs.push(dir);
    // Act
    const bundle = await bundleLambda('api', dir);
    // Assess
    expect(bundle.file).toBe(join(dir, 'index.mjs'));
    expect(bundle.coldBytes).toBeLessThanOrEqual(1024 * 1024);
    // The lazy chunks are most of the code (react-dom/server alone is about 550 KB).
    expect(bundle.totalBytes - bundle.coldBytes).toBeGreaterThan(2 * 1024 * 1024);
    // createRequire() runs only where a CommonJS dependency needs it: esbuild's shim and a few chunks.
    const files = [
      bundle.file,
      ...(await readdir(join(dir, 'chunks'))).map((f) => join(dir, 'chunks', f)),
    ];
    const banners = await Promise.all(
      files.map(async (f) => (await readFile(f, 'utf8')).startsWith(REQUIRE_BANNER)),
    );
    expect(banners.filter(Boolean).length).toBeGreaterThan(0);
    expect(banners.filter(Boolean).length).toBeLessThan(files.length / 4);
  }, 120_000);

  it("serves a cold read of /api/articles without the editor's form schema", async () => {
    // Prepare
    const dir = await mkdtemp(join(tmpdir(), 'api-bundle-'));
    dirs.push(dir);
    await bundleLambda('api', dir);
    const chunks = join(dir, 'chunks');
    const group = (await readdir(chunks)).find((f) => f.startsWith('articles-'));
    // Act: the files the articles group's chunk imports statically, read as Node would load them.
    const loaded = new Map<string, string>();
    const visit = async (file: string) => {
      if (loaded.has(file)) return;
      const code = await readFile(join(chunks, file), 'utf8');
      loaded.set(file, code);
      for (const [, dep] of code.matchAll(/(?:import|from)\s*"\.\/([^"]+)"/g)) await visit(dep!);
    };
    await visit(group!);
    // Assess: the group and its store reads are there; the form's messages (domain/article.ts) are not.
    const code = [...loaded.values()].join('\n');
    expect(loaded.size).toBeGreaterThan(3);
    expect(code).toContain('Offset must be at most');
    expect(code).not.toContain('Title must be at least 5 characters');
  }, 120_000);
});
