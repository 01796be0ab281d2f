// The hashed client files of a replaced full build, kept for a week: a reader with a page open from before a
// restart with new code still loads its lazy chunks. The cloud publisher keeps them as long (functions/publish).
import { link, mkdir, readdir, rm, stat, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { clientAssetNames } from '../pipeline/client-assets.ts';
import { retiredAssetsDir } from './site-layers.ts';
import { RETIRED_ASSET_MS } from '../../functions/publish/plan.ts';

/**
 * Before `oldBuild` is removed: hard-links its client files that `newBuild` lacks into the retired folder,
 * dated `now` (a link shares its file's time, and the old build's copy goes with it).
 */
export async function retireAssets(oldBuild: string, newBuild: string, now = new Date()) {
  const keep = new Set(await clientAssetNames(newBuild));
  const retired = join(retiredAssetsDir(dirname(newBuild)), '_astro');
  for (const name of await clientAssetNames(oldBuild)) {
    if (keep.has(name)) continue;
    await mkdir(retired, { recursive: true });
    const to = join(retired, name);
    await link(join(oldBuild, '_astro', name), to).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
    await utimes(to, now, now);
  }
}

/** Removes the retired client files of `siteRoot` older than RETIRED_ASSET_MS. */
export async function pruneRetiredAssets(siteRoot: string, now = new Date()) {
  const retired = join(retiredAssetsDir(siteRoot), '_astro');
  for (const name of await readdir(retired).catch(() => [])) {
    const file = join(retired, name);
    if (now.getTime() - (await stat(file)).mtimeMs > RETIRED_ASSET_MS)
      await rm(file, { force: true });
  }
}
