// Publishes a built site to its bucket through a port: changed assets, then changed pages, then deletions, the manifest, the invalidation.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { mapPool } from '../lib/pool.ts';
import { buildManifest, MANIFEST_KEY, parseManifest, serializeManifest } from './manifest.ts';
import { CACHE_CONTROL, planPublish, type PublishPlan } from './plan.ts';

/** What the publisher needs from S3 and CloudFront (functions/publish/aws.ts; a fake in the tests). */
export interface SitePort {
  /** The object's text, or null when it does not exist. */
  read(key: string): Promise<string | null>;
  /** Every key in the bucket (only read on a first publish). */
  list(): Promise<string[]>;
  put(
    key: string,
    body: Uint8Array,
    meta: { cacheControl: string; contentType: string },
  ): Promise<void>;
  remove(keys: string[]): Promise<void>;
  invalidate(paths: string[]): Promise<void>;
}

/** Uploads at once: S3 takes far more, a 2-vCPU build box reading files does not. */
const PUT_WIDTH = 32;

/**
 * The local server's table (@hono/node-server's serveStatic uses the same), so a file has one type
 * everywhere; S3's own default for anything it does not know.
 */
export const contentTypeOf = (key: string) => getMimeType(key) ?? 'application/octet-stream';

export async function publish(
  dir: string,
  port: SitePort,
  log: (line: string) => void = () => {},
): Promise<PublishPlan> {
  const next = await buildManifest(dir);
  const stored = await port.read(MANIFEST_KEY);
  const previous = stored === null ? null : parseManifest(stored);
  if (stored !== null && previous === null)
    log('The stored manifest is unreadable: uploading everything.');
  const existing = previous ? [] : (await port.list()).filter((key) => key !== MANIFEST_KEY);
  const plan = planPublish(previous, next, existing);
  log(`${next.size} files: ${plan.put.length} to upload, ${plan.delete.length} to delete.`);

  const upload = (keys: string[]) =>
    mapPool(keys, PUT_WIDTH, async (key) => {
      const entry = next.get(key)!;
      await port.put(key, await readFile(join(dir, key)), {
        cacheControl: CACHE_CONTROL[entry.cache],
        contentType: contentTypeOf(key),
      });
    });
  // planPublish orders put with every asset before the first page; a page waits for all of them.
  const firstPage = plan.put.findIndex((key) => key.endsWith('.html'));
  const split = firstPage === -1 ? plan.put.length : firstPage;
  await upload(plan.put.slice(0, split));
  await upload(plan.put.slice(split));
  if (plan.delete.length) await port.remove(plan.delete);

  // Last: a publish cut short leaves the old manifest, so the next one redoes what this one missed.
  if (plan.put.length || plan.delete.length || previous === null) {
    await port.put(MANIFEST_KEY, Buffer.from(serializeManifest(next)), {
      cacheControl: 'no-store',
      contentType: 'application/json',
    });
  }
  if (plan.invalidate.length) {
    await port.invalidate(plan.invalidate);
    log(`Invalidated ${plan.invalidate.length} path(s): ${plan.invalidate.slice(0, 5).join(' ')}`);
  }
  return plan;
}
