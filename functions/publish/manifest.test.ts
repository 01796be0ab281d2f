// The site manifest: a sha256 per file (small ones read whole, big ones streamed), keys as the bucket names them, and its JSON round trip.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildManifest, MANIFEST_KEY, parseManifest, serializeManifest } from './manifest.ts';
import type { ManifestEntry } from './plan.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'manifest-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('buildManifest', () => {
  it('hashes every file under its bucket key, small and streamed alike, and leaves out a manifest', async () => {
    // Prepare
    const big = Buffer.alloc(3 * 1024 * 1024 + 7, 'a');
    const page = Buffer.from('<h1>Five</h1>');
    await mkdir(join(dir, 'article/5'), { recursive: true });
    await mkdir(join(dir, '_astro'));
    await writeFile(join(dir, 'article/5/index.html'), page);
    await writeFile(join(dir, '_astro/big.abc.js'), big);
    await writeFile(join(dir, MANIFEST_KEY), '{}');
    // Act
    const manifest = await buildManifest(dir);
    // Assess
    expect([...manifest]).toEqual([
      ['_astro/big.abc.js', { sha256: sha256(big), cache: 'immutable' }],
      ['article/5/index.html', { sha256: sha256(page), cache: 'revalidate' }],
    ]);
  });
});

describe('parseManifest', () => {
  it('reads back what serializeManifest wrote, and refuses anything else', () => {
    // Prepare
    const manifest = new Map<string, ManifestEntry>([
      ['index.html', { sha256: 'a'.repeat(64), cache: 'revalidate' }],
      [
        '_astro/old.abc.js',
        { sha256: 'b'.repeat(64), cache: 'immutable', retiredAt: '2026-11-01T00:00:00.000Z' },
      ],
    ]);
    // Act
    const text = serializeManifest(manifest);
    // Assess
    expect(parseManifest(text)).toEqual(manifest);
    expect(parseManifest('not json')).toBeNull();
    expect(parseManifest(JSON.stringify({ version: 2, files: {} }))).toBeNull();
    expect(
      parseManifest(
        JSON.stringify({ version: 1, files: { x: { sha256: 'short', cache: 'revalidate' } } }),
      ),
    ).toBeNull();
    expect(
      parseManifest(
        JSON.stringify({
          version: 1,
          files: { x: { sha256: 'a'.repeat(64), cache: 'immutable', retiredAt: 'last week' } },
        }),
      ),
    ).toBeNull();
  });
});
