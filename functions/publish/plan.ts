// The upload plan (pure, no AWS): from the bucket's last manifest and the new build's, what to put, delete and invalidate.
import { feedContentType } from '../domain/topic-feeds.ts';

/** How long a file may be kept: hashed build assets forever, everything else revalidated on each use. */
export type CacheClass = 'immutable' | 'revalidate';

export interface ManifestEntry {
  /** Hex sha256 of the file's bytes. */
  sha256: string;
  cache: CacheClass;
  /** When a hashed asset left the build; it stays in the bucket a while (RETIRED_ASSET_MS), then goes. */
  retiredAt?: string;
}

/** Bucket key (no leading slash, e.g. `article/5/index.html`) -> entry. */
export type Manifest = Map<string, ManifestEntry>;

export interface PublishPlan {
  /** Keys to upload in phases (phaseOf): assets, then pages, then the lists that link to pages. */
  put: string[];
  /** Keys to remove after every put, in the reverse order: what links to a page goes before the page. */
  delete: string[];
  /** CloudFront paths, or the single wildcard. */
  invalidate: string[];
}

export const CACHE_CONTROL: Record<CacheClass, string> = {
  immutable: 'public,max-age=31536000,immutable',
  revalidate: 'public,max-age=0,must-revalidate',
};

/**
 * CloudFront allows 3,000 file paths in progress per distribution (and 15 wildcard paths, of which one
 * publish uses at most one): past that, one `/*` is both allowed and cheaper.
 * https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/InvalidationLimits.html
 */
export const MAX_INVALIDATION_PATHS = 3000;
export const WILDCARD = '/*';

/**
 * How long a hashed asset stays in the bucket after it leaves the build: a reader who opened a page
 * before a deploy still loads its lazy islands (search, the voice reader) from the old chunks it names.
 */
export const RETIRED_ASSET_MS = 7 * 86_400_000;

/** A hashed asset the build dropped is kept until its time is up; any other dropped file is deleted. */
const kept = (entry: ManifestEntry | undefined, now: number) =>
  entry?.cache === 'immutable' &&
  (entry.retiredAt === undefined || now - Date.parse(entry.retiredAt) < RETIRED_ASSET_MS);

/**
 * The upload phase of a key; a phase starts once the one before it is in the bucket, so nothing links to a
 * file that is not there yet: 0 assets (scripts, styles, images, fonts), 1 pages, which use them, 2 the
 * feeds (product.md §10.18), sitemaps and robots.txt, which name pages.
 */
export function phaseOf(key: string): 0 | 1 | 2 {
  if (key.endsWith('.html')) return 1;
  return /\.(xml|txt)$/.test(key) || feedContentType(key) ? 2 : 0;
}

const byPhase = (direction: 1 | -1) => (a: string, b: string) =>
  direction * (phaseOf(a) - phaseOf(b)) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The hash a pending manifest gives a key a publish is about to change: no file has it, so the next
 * publish puts (or deletes) that key again whatever this one got done.
 */
export const UNKNOWN_SHA256 = '0'.repeat(64);

/**
 * The manifest to store before the first put or delete: the previous one with every key the plan touches
 * marked unknown. A publish cut short (a failed put, delete or invalidation) then leaves no file the
 * bucket's manifest misdescribes; the next publish redoes exactly those keys and invalidates them.
 */
export function pendingManifest(previous: Manifest, next: Manifest, plan: PublishPlan): Manifest {
  const pending = new Map(previous);
  for (const key of [...plan.put, ...plan.delete]) {
    const cache = (next.get(key) ?? previous.get(key))!.cache;
    pending.set(key, { sha256: UNKNOWN_SHA256, cache });
  }
  return pending;
}

/** RFC 1738's unsafe characters, and CloudFront's wildcard, which a path may only use on purpose. */
const encodeSegment = (segment: string) =>
  encodeURI(segment).replace(/[?#*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The paths CloudFront may hold a key's object under. Its viewer-request function (infra/constructs/site.ts)
 * serves `article/5/index.html` for `/article/5`, `/article/5/` and `/article/5/index.html`, and AWS asks
 * for both the viewer's URI and the rewritten one to be invalidated (invalidation-specifying-objects).
 * Characters a browser sends as they are (`+`, `,`, `=`, `@` …) stay so; spaces, non-ASCII and the
 * like are percent-encoded, as AWS asks.
 */
export function cdnPaths(key: string): string[] {
  const path = '/' + key.split('/').map(encodeSegment).join('/');
  if (key === 'index.html') return ['/', path];
  if (key.endsWith('/index.html')) {
    const dir = path.slice(0, -'/index.html'.length);
    return [dir, `${dir}/`, path];
  }
  return [path];
}

/**
 * `existing` (the bucket's keys) is read only without a previous manifest, so a first publish over an
 * older deploy still removes what the build no longer has. `now` dates the retired hashed assets.
 */
export function planPublish(
  previous: Manifest | null,
  next: Manifest,
  existing: Iterable<string> = [],
  now = Date.now(),
): PublishPlan {
  const put: string[] = [];
  const touched: string[] = [];
  for (const [key, entry] of next) {
    const old = previous?.get(key);
    if (old && old.sha256 === entry.sha256 && old.cache === entry.cache) continue;
    put.push(key);
    // A new hashed asset was never cached: its name is new. A changed one (same name) was.
    if (old || entry.cache !== 'immutable') touched.push(key);
  }
  const gone = previous ? [...previous.keys()] : [...existing];
  const deleted = gone.filter((key) => !next.has(key) && !kept(previous?.get(key), now));
  // A deleted hashed asset's name never comes back with other bytes and no current page refers to it;
  // an edge copy left behind only helps a reader still holding an older page.
  for (const key of deleted) if (previous?.get(key)?.cache !== 'immutable') touched.push(key);

  return {
    put: put.sort(byPhase(1)),
    delete: deleted.sort(byPhase(-1)),
    invalidate: invalidationPaths(previous === null, touched),
  };
}

/** The manifest a publish leaves: the build's files, and the retired hashed assets still kept, dated. */
export function savedManifest(
  previous: Manifest | null,
  next: Manifest,
  now = Date.now(),
): Manifest {
  const saved = new Map(next);
  for (const [key, entry] of previous ?? [])
    if (!next.has(key) && kept(entry, now))
      saved.set(key, { ...entry, retiredAt: entry.retiredAt ?? new Date(now).toISOString() });
  return saved;
}

function invalidationPaths(firstPublish: boolean, keys: string[]): string[] {
  if (firstPublish) return [WILDCARD];
  const paths = [...new Set(keys.flatMap(cdnPaths))].sort();
  return paths.length > MAX_INVALIDATION_PATHS ? [WILDCARD] : paths;
}

/** The article a key belongs to (`article/5/index.html` is article 5's page), or null. */
export function articleIdOf(key: string): number | null {
  const match = /^article\/(\d+)\//.exec(key);
  return match ? Number(match[1]) : null;
}

/** The articles whose published pages the site's manifest describes (whatever their state). */
export function publishedArticleIds(manifest: Manifest): number[] {
  const ids = new Set<number>();
  for (const [key, entry] of manifest) {
    const id = articleIdOf(key);
    if (id !== null && entry.retiredAt === undefined) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** Articles a publish cut short left unknown in the manifest: the next partial build renders them again. */
export const unsureArticleIds = (manifest: Manifest): number[] =>
  [...manifest]
    .filter(([, entry]) => entry.sha256 === UNKNOWN_SHA256)
    .map(([key]) => articleIdOf(key))
    .filter((id): id is number => id !== null);

/**
 * The site a partial build publishes: every file it rendered (all pages but the article pages, the client files,
 * and the pages of the articles it was asked for), and the published pages of every other article. An article it
 * was asked for and did not render is gone; so is any other file it did not render (a sitemap file the articles
 * no longer fill).
 */
export function partialManifest(
  previous: Manifest,
  rendered: Manifest,
  articleIds: readonly number[],
): Manifest {
  const asked = new Set(articleIds);
  const next = new Map(rendered);
  for (const [key, entry] of previous) {
    const id = articleIdOf(key);
    if (id !== null && !asked.has(id) && !next.has(key) && entry.retiredAt === undefined)
      next.set(key, entry);
  }
  return next;
}
