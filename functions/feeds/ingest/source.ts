// Imports one source: conditional fetch, body hash, parse, normalise, dedup, write, and record the fetch state.
import { createHash } from 'node:crypto';
import Parser from 'rss-parser';
import type { NewArticle } from '../../data/index.ts';
import { ConflictError } from '../../data/errors.ts';
import type { FetchState, RssSource } from '../../domain/index.ts';
import { FetchError } from '../fetch/errors.ts';
import type { Fetcher } from '../fetch/fetcher.ts';
import type { FeedStore } from '../store.ts';
import { urlKey } from '../../domain/url-key.ts';
import { guidKey, legacyGuidKey } from './guid-key.ts';
import { toNewArticle, type ParsedItem } from './items.ts';
import { backoffMs } from './status.ts';
import type { TagMatcher } from './tags.ts';

export interface SourceOutcome {
  added: number;
  /** The ids of the articles added (the rebuild builds their pages). */
  addedIds: number[];
  skipped: number;
  /** Readable failure, or null. */
  error: string | null;
  /** Not fetched: still backing off from earlier failures or a Retry-After. */
  deferred: boolean;
}

export interface ImportContext {
  fetcher: Fetcher;
  store: FeedStore;
  tagsFor: TagMatcher;
  now: () => Date;
}

const parser = new Parser<Record<string, unknown>, ParsedItem>({
  customFields: {
    item: [
      ['media:content', 'mediaContent', { keepArray: true }],
      ['media:thumbnail', 'mediaThumbnail'],
    ],
  },
});

/** Some of a feed's new items could not be stored (other than as duplicates): the source counts as failed. */
class StoreFailure extends Error {
  readonly failed: number;
  readonly seen: number;
  constructor(errors: Error[], seen: number) {
    const n = errors.length;
    super(`${n} ${n === 1 ? 'item' : 'items'} could not be stored: ${errors[0]?.message}`);
    this.name = 'StoreFailure';
    this.failed = n;
    this.seen = seen;
  }
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** rss-parser's parseString over RSS 2.0, Atom and RDF; a readable error otherwise. */
export async function parseFeed(body: string): Promise<ParsedItem[]> {
  try {
    const feed = await parser.parseString(body);
    return feed.items ?? [];
  } catch (err) {
    const first = (err instanceof Error ? err.message : String(err)).split('\n')[0];
    throw new FetchError(`Malformed feed: ${first}`);
  }
}

/** A new item and the guid key older code gave it (its guard is looked up too: guid-key.ts legacyGuidKey). */
interface Candidate {
  article: NewArticle;
  legacyGuid: string | null;
}

/** Drops items repeated inside one feed (same link by urlKey, or same guid key). */
function uniqueInFeed(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter(({ article: a }) => {
    const keys = [`u:${urlKey(a.sourceUrl)}`, ...(a.guid ? [`g:${a.guid}`] : [])];
    if (keys.some((k) => seen.has(k))) return false;
    for (const k of keys) seen.add(k);
    return true;
  });
}

/**
 * Items per createArticles call: a feed of thousands of items is written in steps, so each step's
 * uniqueness guards are held only briefly before its articles land (a guard older than the grace
 * period may be taken over), and a step's lookups and claims stay bounded.
 */
export const WRITE_CHUNK = 200;

/**
 * Writes a feed's new items chunk by chunk and answers the errors other than conflicts. Each stored id
 * goes into `stored` at once, so a later chunk that throws does not hide the articles already written
 * (the caller announces them to the site's rebuild whatever happens next).
 */
async function writeNew(
  store: FeedStore,
  candidates: Candidate[],
  stored: number[],
): Promise<Error[]> {
  const failed: Error[] = [];
  for (let i = 0; i < candidates.length; i += WRITE_CHUNK) {
    const chunk = candidates.slice(i, i + WRITE_CHUNK);
    const existing = await store.findExisting(
      chunk.map(({ article, legacyGuid }) => ({
        sourceUrl: article.sourceUrl,
        guid: article.guid,
        legacyGuid,
      })),
    );
    const fresh = chunk.filter((_, n) => existing[n] === null).map((c) => c.article);
    if (fresh.length === 0) continue;
    for (const r of await store.createArticles(fresh)) {
      if (!(r instanceof Error)) stored.push(r.id);
      else if (!(r instanceof ConflictError)) failed.push(r);
    }
  }
  return failed;
}

/**
 * `force` ignores the conditional-GET validators, the body hash and the back-off; `skipBackoff` only the back-off
 * (an editor's 'Retry now' and the fetch of a feed just added, product.md §11.6).
 */
export async function importSource(
  ctx: ImportContext,
  source: RssSource,
  force: boolean,
  skipBackoff = force,
): Promise<SourceOutcome> {
  const now = ctx.now();
  const at = now.toISOString();
  const prev = source.fetch;
  if (!skipBackoff && prev.nextAttemptAt && Date.parse(prev.nextAttemptAt) > now.getTime()) {
    return { added: 0, addedIds: [], skipped: 0, error: null, deferred: true };
  }
  const unchanged: Partial<FetchState> = {
    lastFetchedAt: at,
    lastStatus: 'not-modified',
    lastError: null,
    failureCount: 0,
    nextAttemptAt: null,
    itemsSeen: 0,
    itemsAdded: 0,
  };
  /** Ids this run stored, whatever fails after them. */
  const addedIds: number[] = [];
  try {
    const res = await ctx.fetcher.fetch(
      source.url,
      force ? undefined : { etag: prev.etag, lastModified: prev.lastModified },
    );
    if (res.kind === 'not-modified') {
      await ctx.store.saveFetchState(source.id, unchanged);
      return { added: 0, addedIds: [], skipped: 0, error: null, deferred: false };
    }
    const bodyHash = sha256(res.body);
    const validators = { etag: res.etag, lastModified: res.lastModified, bodyHash };
    if (!force && bodyHash === prev.bodyHash) {
      await ctx.store.saveFetchState(source.id, { ...unchanged, ...validators });
      return { added: 0, addedIds: [], skipped: 0, error: null, deferred: false };
    }
    const items = await parseFeed(res.body);
    const candidates = uniqueInFeed(
      items
        .map((i) => toNewArticle(i, source, now, ctx.tagsFor))
        .filter((a) => a !== null)
        .map((a) => ({
          article: { ...a, guid: guidKey(a.guid, a.sourceUrl) },
          legacyGuid: legacyGuidKey(a.guid, source.id),
        })),
    );
    const failed = await writeNew(ctx.store, candidates, addedIds);
    const added = addedIds.length;
    if (failed.length > 0) {
      // The old validators stay: the next run must fetch and parse this body again to store the rest.
      for (const e of failed) console.error('feeds: could not store an item:', e.message);
      throw new StoreFailure(failed, items.length);
    }
    await ctx.store.saveFetchState(source.id, {
      ...validators,
      lastFetchedAt: at,
      lastStatus: 'ok',
      lastError: null,
      failureCount: 0,
      nextAttemptAt: null,
      itemsSeen: items.length,
      itemsAdded: added,
    });
    return { added, addedIds, skipped: items.length - added, error: null, deferred: false };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const failureCount = prev.failureCount + 1;
    const wait = Math.max(
      err instanceof FetchError ? (err.retryAfterMs ?? 0) : 0,
      backoffMs(failureCount),
    );
    // Items stored before some others failed, or before any later error, still count as added.
    const partial = err instanceof StoreFailure ? err : null;
    await ctx.store
      .saveFetchState(source.id, {
        lastFetchedAt: at,
        lastStatus: 'error',
        lastError: message,
        failureCount,
        nextAttemptAt: new Date(now.getTime() + wait).toISOString(),
        itemsSeen: partial?.seen ?? 0,
        itemsAdded: addedIds.length,
      })
      .catch((e: unknown) =>
        console.error('feeds: could not record the fetch state of source %d:', source.id, e),
      );
    return {
      added: addedIds.length,
      addedIds,
      skipped: partial ? partial.seen - addedIds.length - partial.failed : 0,
      error: message,
      deferred: false,
    };
  }
}
