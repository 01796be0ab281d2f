// The content-hash manifest of a built site: every file's sha256 (big files streamed) and cache class, and its JSON form in the bucket.
import { createHash } from 'node:crypto';
import { open, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as z from 'zod/mini';
import { mapPool } from '../lib/pool.ts';
import type { CacheClass, Manifest } from './plan.ts';

/**
 * Where the manifest lives in the site bucket: written pending before the first put, whole after the
 * invalidation. CloudFront never serves it (infra/constructs/site.ts).
 */
export const MANIFEST_KEY = '.publish-manifest.json';

/** Astro's hashed build output: a name that changes whenever its bytes do. */
export const cacheClassOf = (key: string): CacheClass =>
  key.startsWith('_astro/') ? 'immutable' : 'revalidate';

/** Files hashed at once: enough to keep the disk busy, few enough open descriptors. */
const HASH_WIDTH = 16;

/**
 * Whole files up to this size are read in one call (faster than a stream for the site's pages: docs/scale.md,
 * "Publisher figures"); larger ones are streamed. At most HASH_WIDTH such buffers exist at once.
 */
const WHOLE_FILE_MAX = 1024 * 1024;

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    if (size <= WHOLE_FILE_MAX) hash.update(await handle.readFile());
    else await pipeline(handle.createReadStream({ autoClose: false }), hash);
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

/** Only the keys and hashes stay in memory, never the files' bytes. */
export async function buildManifest(dir: string): Promise<Manifest> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const keys = entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((key) => key !== MANIFEST_KEY)
    .sort();
  const hashes = await mapPool(keys, HASH_WIDTH, (key) => sha256(join(dir, key)));
  return new Map(keys.map((key, i) => [key, { sha256: hashes[i]!, cache: cacheClassOf(key) }]));
}

/**
 * What the published site was built from, kept in its manifest: the code's fingerprint, the origin, and when its
 * last full build ran (a partial build carries it on). A partial build is only laid over a site this record matches
 * (scripts/pipeline/build-plan.ts).
 */
const buildRecordSchema = z.object({
  code: z.string(),
  siteUrl: z.string(),
  fullBuiltAt: z.iso.datetime(),
});
export type BuildRecord = z.output<typeof buildRecordSchema>;

const manifestSchema = z.object({
  version: z.literal(1),
  build: z.optional(buildRecordSchema),
  files: z.record(
    z.string(),
    z.object({
      sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
      cache: z.enum(['immutable', 'revalidate']),
      retiredAt: z.optional(z.iso.datetime()),
    }),
  ),
});

/** The published site as its manifest describes it: its files, and what built them (null before records). */
export interface PublishedSite {
  files: Manifest;
  build: BuildRecord | null;
}

export function serializeManifest(manifest: Manifest, build?: BuildRecord | null): string {
  const files = Object.fromEntries([...manifest].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return JSON.stringify({ version: 1, ...(build ? { build } : {}), files });
}

/** Null for text that is not a manifest: the publisher then uploads everything, which is always safe. */
export function parsePublished(text: string): PublishedSite | null {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    return { files: new Map(Object.entries(parsed.data.files)), build: parsed.data.build ?? null };
  } catch {
    return null;
  }
}

export const parseManifest = (text: string): Manifest | null => parsePublished(text)?.files ?? null;
