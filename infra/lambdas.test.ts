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
});
