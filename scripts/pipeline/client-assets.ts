// A build's hashed client files, which a patch or a shard may only share with a build by the same code.
// Here, not in scripts/local/, because the pipeline (build-shards.ts) needs it too and never imports the local host.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The names of a build's hashed client files (`_astro/`), sorted: they change whenever the client code does. */
export async function clientAssetNames(build: string): Promise<string[]> {
  const entries = await readdir(join(build, '_astro'), { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();
}

/** True when two builds hold the same client files by name, as builds by the same code do. */
export const sameClientAssets = async (a: string, b: string): Promise<boolean> =>
  (await clientAssetNames(a)).join('\n') === (await clientAssetNames(b)).join('\n');
