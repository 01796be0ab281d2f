// The scope of a partial site build: which article pages to render, and the sitemap's pages it does not render.
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { loadConfig } from '../../functions/config.ts';

const scopeSchema = z.object({
  /** Article ids whose pages are rendered; an id with no article is a deletion and renders nothing. */
  articleIds: z.array(z.int().check(z.positive())),
  /** Absolute URLs (directory form, as @astrojs/sitemap writes them) of the live pages this build leaves alone. */
  sitemapPages: z.array(z.string()),
});

export type PartialScope = z.infer<typeof scopeSchema>;

/** The last scope read, by file: a warm build process (scripts/local/build-worker.ts) runs many builds, each its own file. */
let memo: { file: string; scope: PartialScope } | undefined;

/**
 * Null for a full build. A partial build (scripts/local/site-build.ts) names its scope in the file at
 * SITE_PARTIAL: every page but the article pages is rendered as in a full build, the article pages only
 * for these ids, and the sitemap lists the live pages beside the rendered ones, so its files match a full build's.
 */
export function partialScope(): PartialScope | null {
  const file = loadConfig().SITE_PARTIAL;
  if (!file) return null;
  if (memo?.file !== file)
    memo = { file, scope: scopeSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) };
  return memo.scope;
}
