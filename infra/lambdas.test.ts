// The Lambda bundles as infra/constructs/lambda.ts packages them: the API's cold start stays within the 1 MB of product.md §11.14.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleLambda,
  loadedWith,
  REQUIRE_BANNER,
  type BundleSize,
} from '../scripts/pipeline/build-functions.ts';

describe('API Lambda bundle', () => {
  // One bundle for every case: bundling the API takes a few seconds.
  let dir: string;
  let bundle: BundleSize;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'api-bundle-'));
    bundle = await bundleLambda('api', dir);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('loads at most 1 MB at cold start and leaves mail, feeds, S3 and Lambda clients to lazy chunks', async () => {
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
  });

  it("serves a cold read of /api/articles without the editor's form schema", async () => {
    // Prepare
    const chunks = join(dir, 'chunks');
    const group = (await readdir(chunks)).find((f) => f.startsWith('articles-'));
    // Act: the articles group's chunk and every file it imports statically, as Node loads them.
    const loaded = loadedWith(bundle, join(chunks, group!));
    const code = (await Promise.all([...loaded].map((f) => readFile(f, 'utf8')))).join('\n');
    // Assess: the group and its store reads are there; the form's messages (domain/article.ts) are not.
    expect(loaded.size).toBeGreaterThan(3);
    expect(code).toContain('Offset must be at most');
    expect(code).not.toContain('Title must be at least 5 characters');
  });
});
