// Imports one source: conditional fetch, body hash, parse, normalise, dedup, write, and record the fetch state.
import { createHash } from 'node:crypto';
import Parser from 'rss-parser';
import type { NewArticle } from '../../data/article-item.ts';
import { ConflictError } from '../../data/errors.ts';
import type { FetchState, RssSource } from '../../domain/index.ts';
import { FetchError } from '../fetch/errors.ts';
import type { Fetcher } from '../fetch/fetcher.ts';
import type { FeedStore } from '../store.ts';
import { toNewArticle, type ParsedItem } from './items.ts';
import { backoffMs } from './status.ts';
import type { TagMatcher } from './tags.ts';

export interface SourceOutcome {
  added: number;
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

/** Drops items repeated inside one feed (same canonical URL or guid). */
function uniqueInFeed(articles: NewArticle[]): NewArticle[] {
  const seen = new Set<string>();
  return articles.filter((a) => {
    const keys = [`u:${a.sourceUrl}`, ...(a.guid ? [`g:${a.guid}`] : [])];
    if (keys.some((k) => seen.has(k))) return false;
    for (const k of keys) seen.add(k);
    return true;
  });
}

async function writeNew(store: FeedStore, candidates: NewArticle[]): Promise<number> {
  if (candidates.length === 0) return 0;
  const existing = await store.findExisting(candidates);
  const fresh = candidates.filter((_, n) => existing[n] === null);
  if (fresh.length === 0) return 0;
  const results = await store.createArticles(fresh);
  let added = 0;
  for (const r of results) {
    if (!(r instanceof Error)) added++;
    else if (!(r instanceof ConflictError))
      console.error('feeds: could not store an item:', r.message);
  }
  return added;
}

export async function importSource(
  ctx: ImportContext,
  source: RssSource,
  force: boolean,
): Promise<SourceOutcome> {
  const now = ctx.now();
  const at = now.toISOString();
  const prev = source.fetch;
  if (!force && prev.nextAttemptAt && Date.parse(prev.nextAttemptAt) > now.getTime()) {
    return { added: 0, skipped: 0, error: null, deferred: true };
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
  try {
    const res = await ctx.fetcher.fetch(
      source.url,
      force ? undefined : { etag: prev.etag, lastModified: prev.lastModified },
    );
    if (res.kind === 'not-modified') {
      await ctx.store.saveFetchState(source.id, unchanged);
      return { added: 0, skipped: 0, error: null, deferred: false };
    }
    const bodyHash = sha256(res.body);
    const validators = { etag: res.etag, lastModified: res.lastModified, bodyHash };
    if (!force && bodyHash === prev.bodyHash) {
      await ctx.store.saveFetchState(source.id, { ...unchanged, ...validators });
      return { added: 0, skipped: 0, error: null, deferred: false };
    }
    const items = await parseFeed(res.body);
    const mapped = items.map((i) => toNewArticle(i, source, now, ctx.tagsFor));
    const candidates = uniqueInFeed(mapped.filter((a) => a !== null));
    const added = await writeNew(ctx.store, candidates);
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
    return { added, skipped: items.length - added, error: null, deferred: false };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const failureCount = prev.failureCount + 1;
    const wait = Math.max(
      err instanceof FetchError ? (err.retryAfterMs ?? 0) : 0,
      backoffMs(failureCount),
    );
    await ctx.store
      .saveFetchState(source.id, {
        lastFetchedAt: at,
        lastStatus: 'error',
        lastError: message,
        failureCount,
        nextAttemptAt: new Date(now.getTime() + wait).toISOString(),
        itemsSeen: 0,
        itemsAdded: 0,
      })
      .catch((e: unknown) =>
        console.error('feeds: could not record the fetch state of source %d:', source.id, e),
      );
    return { added: 0, skipped: 0, error: message, deferred: false };
  }
}
