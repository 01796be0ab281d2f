// The upload plan (pure, no AWS): from the bucket's last manifest and the new build's, what to put, delete and invalidate.

/** How long a file may be kept: hashed build assets forever, everything else revalidated on each use. */
export type CacheClass = 'immutable' | 'revalidate';

export interface ManifestEntry {
  /** Hex sha256 of the file's bytes. */
  sha256: string;
  cache: CacheClass;
}

/** Bucket key (no leading slash, e.g. `article/5/index.html`) -> entry. */
export type Manifest = Map<string, ManifestEntry>;

export interface PublishPlan {
  /** Keys to upload: non-HTML files first, then pages (a page never arrives before its assets). */
  put: string[];
  /** Keys to remove after every put: pages first, then what they referred to. */
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

const isPage = (key: string) => key.endsWith('.html');
const pagesLast = (keys: string[]) => [
  ...keys.filter((k) => !isPage(k)).sort(),
  ...keys.filter(isPage).sort(),
];
const pagesFirst = (keys: string[]) => [
  ...keys.filter(isPage).sort(),
  ...keys.filter((k) => !isPage(k)).sort(),
];

/**
 * The paths CloudFront may hold a key's object under. Its viewer-request function (infra/constructs/site.ts)
 * serves `article/5/index.html` for `/article/5`, `/article/5/` and `/article/5/index.html`, and AWS asks
 * for both the viewer's URI and the rewritten one to be invalidated (invalidation-specifying-objects).
 */
export function cdnPaths(key: string): string[] {
  const path = '/' + key.split('/').map(encodeURIComponent).join('/');
  if (key === 'index.html') return ['/', path];
  if (key.endsWith('/index.html')) {
    const dir = path.slice(0, -'/index.html'.length);
    return [dir, `${dir}/`, path];
  }
  return [path];
}

/**
 * `existing` (the bucket's keys) is read only without a previous manifest, so a first publish over an
 * older deploy still removes what the build no longer has.
 */
export function planPublish(
  previous: Manifest | null,
  next: Manifest,
  existing: Iterable<string> = [],
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
  const deleted = gone.filter((key) => !next.has(key));
  // A deleted hashed asset's name never comes back with other bytes and no current page refers to it;
  // an edge copy left behind only helps a reader still holding an older page.
  for (const key of deleted) if (previous?.get(key)?.cache !== 'immutable') touched.push(key);

  return {
    put: pagesLast(put),
    delete: pagesFirst(deleted),
    invalidate: invalidationPaths(previous === null, touched),
  };
}

function invalidationPaths(firstPublish: boolean, keys: string[]): string[] {
  if (firstPublish) return [WILDCARD];
  const paths = [...new Set(keys.flatMap(cdnPaths))].sort();
  return paths.length > MAX_INVALIDATION_PATHS ? [WILDCARD] : paths;
}
