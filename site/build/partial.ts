// The scope of a partial site build or of one shard of a full build: which article pages to render, and the
// sitemap's pages it does not render.
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { loadConfig } from '../../functions/config.ts';

const scopeSchema = z.object({
  /**
   * 'partial': a content change's few ids, read before the render; an id with no article is a deletion and
   * gets no page and no sitemap entry. 'shard': one share of a full build's articles (scripts/pipeline/build-shards.ts),
   * read just ahead of the render as a one-process full build reads them.
   */
  kind: z._default(z.enum(['partial', 'shard']), 'partial'),
  /** Article ids whose pages are rendered. */
  articleIds: z.array(z.int().check(z.positive())),
  /** Absolute URLs (directory form, as @astrojs/sitemap writes them) of the live pages this build leaves alone. */
  sitemapPages: z.array(z.string()),
});

export type PartialScope = z.output<typeof scopeSchema>;

/** An article page's URL as the sitemap lists it (directory form), for pages a build names without rendering. */
export const articleSitemapUrl = (id: number, siteUrl: string): string =>
  new URL(`/article/${id}/`, siteUrl).href;

/** The last scope read, by file: a warm build process (scripts/local/build-worker.ts) runs many builds, each its own file. */
let memo: { file: string; scope: PartialScope } | undefined;

/**
 * Null for a full build in one process. A partial build (scripts/pipeline/site-rebuild.ts) names its scope in the
 * file at SITE_PARTIAL: every page but the article pages is rendered as in a full build, the article pages
 * only for these ids, and the sitemap lists the live pages beside the rendered ones, so its files match a
 * full build's. A shard of a full build names its share of the articles the same way.
 */
export function partialScope(): PartialScope | null {
  const file = loadConfig().SITE_PARTIAL;
  if (!file) return null;
  if (memo?.file !== file)
    memo = { file, scope: scopeSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) };
  return memo.scope;
}
