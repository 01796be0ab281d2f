// The rehearsal's stand-in for CodeBuild's local cache of node_modules: the host's own tree, installed from the same
// lockfile, lent to each build. CodeBuild keeps the lockfile's mark beside a tree its first build installed
// (infra/constructs/rebuild.ts INSTALL_UNLESS_CACHED); the lent tree gets the same mark when the host installed it from
// the source's lockfile, so the buildspec's install step finds a warm cache, as on a build host that has built before.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Marks `modules` (a build's lent node_modules) installed from `sourceDir`'s lockfile, if the seed's project has it. */
export function markCachedInstall(modules: string, sourceDir: string, seed: string): void {
  const lock = join(sourceDir, 'package-lock.json');
  const seedLock = join(dirname(seed), 'package-lock.json');
  if (!existsSync(lock) || !existsSync(seedLock) || sha256(lock) !== sha256(seedLock)) return;
  // sha256sum's own line, which the buildspec compares byte for byte.
  writeFileSync(join(modules, '.package-lock.sha256'), `${sha256(lock)}  package-lock.json\n`);
}
