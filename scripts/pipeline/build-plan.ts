// Which kind of build a change takes (product.md §11.14): a partial build over the published site when that site was
// built by this code for this origin, recently, and the change names its articles; a full build otherwise.
import type { PublishedSite } from '../../functions/publish/manifest.ts';

/**
 * Past this many changed articles a full build pays off: a partial build renders every listing page besides the
 * articles it names, and a full build shares its article pages across processes.
 */
export const PARTIAL_MAX_ARTICLES = 2_000;
/** A full build runs at least this often, so what no change notice names (a new day's dates) catches up. */
export const FULL_BUILD_MAX_AGE_MS = 24 * 3600_000;

/** What the next build must cover: every page, or the listing pages and these articles' pages. */
export interface BuildScope {
  full: boolean;
  articleIds: readonly number[];
}

export interface BuildDecision {
  kind: 'full' | 'partial';
  /** In a sentence, for the build's log. */
  reason: string;
}

export interface PlanInput {
  published: PublishedSite | null;
  scope: BuildScope;
  /** The fingerprint of the code that would build (code-fingerprint.ts). */
  code: string;
  siteUrl: string;
  now: Date;
  /** Set when an operator asked for a full build, with their reason. */
  fullAskedFor?: string;
}

export function planBuild({
  published,
  scope,
  code,
  siteUrl,
  now,
  fullAskedFor,
}: PlanInput): BuildDecision {
  const full = (reason: string): BuildDecision => ({ kind: 'full', reason });
  if (fullAskedFor) return full(fullAskedFor);
  if (!published) return full('nothing is published yet');
  const record = published.build;
  if (!record) return full('the published site has no record of the code that built it');
  if (record.code !== code) return full('the code changed since the published build');
  if (record.siteUrl !== siteUrl) return full(`the site's address changed to ${siteUrl}`);
  const builtAt = new Date(record.fullBuiltAt);
  // Every page's footer prints the year it was built in (Footer.astro).
  if (builtAt.getFullYear() !== now.getFullYear()) return full('a new year began');
  if (now.getTime() - builtAt.getTime() > FULL_BUILD_MAX_AGE_MS)
    return full('the last full build is a day old');
  if (scope.full) return full('a change may touch any page');
  const count = scope.articleIds.length;
  if (count > PARTIAL_MAX_ARTICLES)
    return full(`${count} articles changed, more than ${PARTIAL_MAX_ARTICLES}`);
  return {
    kind: 'partial',
    reason: count ? `${count} article(s) changed` : 'a change to the listing pages',
  };
}
