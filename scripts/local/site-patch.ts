// Turns a partial build's output into a patch folder over the live site: only the files whose bytes changed.
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pagePath, readPatch, recordFile, layerFor, type SitePatch } from './site-layers.ts';

export interface PatchResult {
  /** Pages (HTML, XML, text) the partial build rendered. */
  pagesRendered: number;
  /** Files written into the patch because their bytes changed, and their size. */
  filesWritten: number;
  bytesWritten: number;
  /** Files the patch holds in all (earlier patches' files carried forward included). */
  filesHeld: number;
}

/** Every file under `dir`, as paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** The files of a build but its article pages and hashed assets (the assets are the same or no patch is made). */
async function filesBesideArticles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.isFile()) files.push(e.name);
    else if (e.isDirectory() && e.name !== 'article' && e.name !== '_astro')
      files.push(...(await listFiles(join(dir, e.name))).map((rel) => join(e.name, rel)));
  }
  return files;
}

/** Copies a new file in (the partial build may sit on another file system), or hard-links a carried one. */
async function place(from: string, to: string, how: 'copy' | 'link') {
  await mkdir(dirname(to), { recursive: true });
  await (how === 'copy' ? copyFile(from, to) : link(from, to));
}

/** The article ids the live site serves: the base's article folders, the patch's, less those deleted. */
export async function liveArticleIds(live: string): Promise<number[]> {
  const entry = readPatch(live);
  const layers = entry ? [entry.patch.base, live] : [live];
  const ids = new Set<number>();
  for (const root of layers) {
    const dir = join(root, 'article');
    if (!existsSync(dir)) continue;
    for (const name of await readdir(dir))
      if (/^\d+$/.test(name) && !entry?.deleted.has(`/article/${name}`)) ids.add(Number(name));
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * Writes `patchDir` (and its record) from the partial build in `out`, over the live folder `live`:
 * a file goes in when its bytes differ from what the live site serves; an article the change named but
 * the build did not render is gone from the store, so its page is recorded deleted; files of an earlier
 * patch are carried forward (hard links), so a patch always lies over the one full build.
 */
export async function writePatch(opts: {
  live: string;
  out: string;
  patchDir: string;
  articleIds: readonly number[];
  /** Written into the patch's record beside its base and deletions. */
  record?: object;
}): Promise<PatchResult> {
  const { live, out, patchDir } = opts;
  const earlier = readPatch(live);
  const base = earlier?.patch.base ?? live;
  const deleted = new Set(earlier?.patch.deleted ?? []);
  const written = new Set<string>();
  let bytesWritten = 0;
  let pagesRendered = 0;
  await mkdir(patchDir, { recursive: true });

  const rendered = await listFiles(out);
  for (const rel of rendered) {
    if (/\.(html|xml|txt)$/.test(rel)) pagesRendered++;
    const urlPath = `/${rel}`;
    deleted.delete(pagePath(urlPath));
    const fresh = await readFile(join(out, rel));
    const layer = layerFor(live, urlPath);
    const old = layer ? await readFile(join(layer, rel)).catch(() => null) : null;
    if (old?.equals(fresh)) continue;
    await place(join(out, rel), join(patchDir, rel), 'copy');
    written.add(rel);
    bytesWritten += fresh.length;
  }
  for (const id of opts.articleIds)
    if (!existsSync(join(out, 'article', String(id), 'index.html'))) deleted.add(`/article/${id}`);
  // Every page but the article pages was rendered: one the live site has and this build did not write
  // is gone (a sitemap file, once the articles fit in fewer).
  const renderedSet = new Set(rendered);
  for (const root of earlier ? [base, live] : [live])
    for (const rel of await filesBesideArticles(root))
      if (!renderedSet.has(rel)) deleted.add(pagePath(`/${rel}`));

  let filesHeld = written.size;
  if (earlier)
    for (const rel of await listFiles(live)) {
      if (written.has(rel) || deleted.has(pagePath(`/${rel}`))) continue;
      await place(join(live, rel), join(patchDir, rel), 'link');
      filesHeld++;
    }
  const record: SitePatch = { base, deleted: [...deleted].sort() };
  await writeFile(recordFile(patchDir), JSON.stringify({ ...opts.record, ...record }));
  return { pagesRendered, filesWritten: written.size, bytesWritten, filesHeld };
}
