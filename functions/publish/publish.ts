// Publishes a built site to its bucket through a port: a pending manifest, changed assets, pages and lists in turn, deletions, the invalidation, the manifest.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { mapPool } from '../lib/pool.ts';
import { feedContentType } from '../domain/topic-feeds.ts';
import {
  buildManifest,
  MANIFEST_KEY,
  parsePublished,
  serializeManifest,
  type BuildRecord,
  type PublishedSite,
} from './manifest.ts';
import {
  CACHE_CONTROL,
  partialManifest,
  pendingManifest,
  phaseOf,
  planPublish,
  savedManifest,
  type PublishPlan,
} from './plan.ts';

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
  /** Where the site is a folder: places the built file without reading its bytes into memory. */
  putFile?(key: string, file: string): Promise<void>;
  remove(keys: string[]): Promise<void>;
  invalidate(paths: string[]): Promise<void>;
}

/** Uploads at once: S3 takes far more, a 2-vCPU build box reading files does not. */
const PUT_WIDTH = 32;

/**
 * A feed's own type (product.md §10.18; the local server sends the same), else the local server's table
 * (@hono/node-server's serveStatic uses the same), so a file has one type everywhere; S3's own default for
 * anything it does not know.
 */
export const contentTypeOf = (key: string) =>
  feedContentType(key) ?? getMimeType(key) ?? 'application/octet-stream';

export interface PublishOptions {
  log?: (line: string) => void;
  /** What built the site, kept in its manifest (manifest.ts). */
  build?: BuildRecord;
  /**
   * Set for a partial build's output: the articles it was asked for. Every other article keeps its published
   * pages (plan.ts partialManifest).
   */
  partialArticleIds?: readonly number[];
  /** The stored manifest's text, when the caller has read it (null: there is none), and what it says. */
  stored?: { text: string | null; published: PublishedSite | null };
}

export async function publish(
  dir: string,
  port: SitePort,
  options: PublishOptions = {},
): Promise<PublishPlan> {
  const log = options.log ?? (() => {});
  // A manifest of 100,000 pages is megabytes of JSON: read and parsed once per build.
  const stored = options.stored?.text ?? (options.stored ? null : await port.read(MANIFEST_KEY));
  const published = options.stored?.published ?? (stored === null ? null : parsePublished(stored));
  const previous = published?.files ?? null;
  if (stored !== null && previous === null)
    log('The stored manifest is unreadable: uploading everything.');
  const rendered = await buildManifest(dir);
  if (options.partialArticleIds && !previous)
    throw new Error('A partial build can only be published over a published site');
  const next = options.partialArticleIds
    ? partialManifest(previous!, rendered, options.partialArticleIds)
    : rendered;
  const build = options.build ?? published?.build ?? null;
  const existing = previous ? [] : (await port.list()).filter((key) => key !== MANIFEST_KEY);
  const now = Date.now();
  const plan = planPublish(previous, next, existing, now);
  log(`${next.size} files: ${plan.put.length} to upload, ${plan.delete.length} to delete.`);

  const saveManifest = (text: string) =>
    port.put(MANIFEST_KEY, Buffer.from(text), {
      cacheControl: 'no-store',
      contentType: 'application/json',
    });
  const changes = plan.put.length + plan.delete.length > 0;
  // First: a publish cut short leaves a manifest naming every key it may have half done (none on a first
  // publish: the next one lists the bucket again).
  if (changes && previous)
    await saveManifest(serializeManifest(pendingManifest(previous, next, plan), published?.build));

  // planPublish orders put by phase; each phase waits for the one before it (a page for its assets).
  for (const phase of [0, 1, 2])
    await mapPool(
      plan.put.filter((key) => phaseOf(key) === phase),
      PUT_WIDTH,
      async (key) => {
        if (port.putFile) return port.putFile(key, join(dir, key));
        await port.put(key, await readFile(join(dir, key)), {
          cacheControl: CACHE_CONTROL[next.get(key)!.cache],
          contentType: contentTypeOf(key),
        });
      },
    );
  if (plan.delete.length) await port.remove(plan.delete);
  if (plan.invalidate.length) {
    await port.invalidate(plan.invalidate);
    log(`Invalidated ${plan.invalidate.length} path(s): ${plan.invalidate.slice(0, 5).join(' ')}`);
  }
  // Last, once the CDN was told: until then the pending manifest stands, and a failure is redone.
  // (Retired assets alone, newly dated, change the manifest too.)
  const saved = serializeManifest(savedManifest(previous, next, now), build);
  if (changes || saved !== stored) await saveManifest(saved);
  return plan;
}
