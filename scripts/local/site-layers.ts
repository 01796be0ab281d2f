// A served site folder is a full build, or a patch over one: the files a partial build changed, plus what it deleted.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A build folder's record sits beside it, outside what is served: `<folder>.json`. */
export const recordFile = (root: string) => `${root}.json`;

export interface SitePatch {
  /** The full build this patch lies over (absolute path). */
  base: string;
  /** URL paths whose pages are gone since the base was built, without a trailing slash ('/article/5'). */
  deleted: string[];
}

const patches = new Map<string, { patch: SitePatch; deleted: Set<string> } | null>();

/** The patch a folder holds, or null for a full build. A folder is never changed once served, so it is read once. */
export function readPatch(root: string): { patch: SitePatch; deleted: Set<string> } | null {
  const known = patches.get(root);
  if (known !== undefined) return known;
  let entry: { patch: SitePatch; deleted: Set<string> } | null = null;
  try {
    const patch = JSON.parse(readFileSync(recordFile(root), 'utf8')) as Partial<SitePatch>;
    if (typeof patch.base === 'string' && Array.isArray(patch.deleted))
      entry = {
        patch: { base: patch.base, deleted: patch.deleted },
        deleted: new Set(patch.deleted),
      };
  } catch {
    entry = null;
  }
  if (patches.size > 16) patches.clear();
  patches.set(root, entry);
  return entry;
}

/** '/article/5/', '/article/5/index.html' and '/article/5' name the same page. */
export const pagePath = (urlPath: string) =>
  urlPath.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/';

/** True when the folder has the file a URL path maps to (a directory answers its index.html), as serveStatic maps it. */
export function hasFile(root: string, relPath: string): boolean {
  try {
    const stats = statSync(join(root, relPath));
    return stats.isFile() || statSync(join(root, relPath, 'index.html')).isFile();
  } catch {
    return false;
  }
}

/**
 * Beside the build folders (in the site root): the hashed client files of replaced builds, kept a while for pages readers still have
 * open, whose lazy chunks (search, the voice reader) would otherwise be gone (scripts/local/retired-assets.ts).
 */
export const retiredAssetsDir = (siteRoot: string) => join(siteRoot, 'retired-assets');

/** A hashed client file's URL path: `/_astro/<name>`. */
const ASSET_PATH = /^\/_astro\/[^/]+$/;

/**
 * The folder that serves a URL path in the site at `root`: the patch when it has the file, else its base
 * unless the page was deleted (null), or `root` itself for a full build. A client file no layer has comes from
 * the retired assets when they still hold it.
 */
export function layerFor(root: string, urlPath: string): string | null {
  const layer = buildLayerFor(root, urlPath);
  if (layer && ASSET_PATH.test(urlPath) && !hasFile(layer, urlPath)) {
    const retired = retiredAssetsDir(dirname(root));
    if (hasFile(retired, urlPath)) return retired;
  }
  return layer;
}

function buildLayerFor(root: string, urlPath: string): string | null {
  const entry = readPatch(root);
  if (!entry) return root;
  let rel: string;
  try {
    rel = decodeURI(urlPath);
  } catch {
    return root; // serveStatic refuses it the same way from any folder
  }
  if (hasFile(root, rel)) return root;
  return entry.deleted.has(pagePath(rel)) ? null : entry.patch.base;
}
