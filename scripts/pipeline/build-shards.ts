// A full site build in shards: the article pages split across processes, one `astro build` each, merged into
// one tree. A one-process build renders on one core (docs/scale-builds.md); its page phase is CPU.
import { spawn } from 'node:child_process';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { sameClientAssets } from './client-assets.ts';
import { articleSitemapUrl, type PartialScope } from '../../site/build/partial.ts';

/** Below this many articles a second process's fixed cost (its own Vite builds; docs/benchmarks.md) outweighs its share of pages. */
export const SHARD_MIN_ARTICLES = 5_000;
/** At most this many shards unless configured: two is what was measured (docs/scale-builds.md). */
const MAX_AUTO_SHARDS = 2;
/**
 * Memory a shard is given room for: a shard's peak building 50,000 article pages (docs/scale-builds.md), and
 * the machine keeps some for itself. So the cloud build job (4 GiB) builds in two, a 3 GB machine in one.
 */
const SHARD_MEMORY = 1.75 * 2 ** 30;

/** The cores and memory this process may use (a container's limit, where one is set). */
export function thisMachine(): { cores: number; memory: number } {
  const limit = process.constrainedMemory();
  const memory = limit > 0 && limit < totalmem() ? limit : totalmem();
  return { cores: availableParallelism(), memory };
}

/**
 * How many processes build `articles` article pages: `configured` when set (SITE_BUILD_SHARDS), else one per
 * core, up to two and to what the memory holds.
 */
export function shardCount(articles: number, configured: number, machine = thisMachine()): number {
  if (configured > 0) return Math.max(1, Math.min(configured, articles));
  if (articles < SHARD_MIN_ARTICLES) return 1;
  const fit = Math.floor(machine.memory / SHARD_MEMORY);
  return Math.max(1, Math.min(machine.cores, fit, MAX_AUTO_SHARDS));
}

/**
 * Each shard's scope: a run of `ids` (newest first) in equal parts, fewer shards when a part would be empty.
 * Every shard renders the other pages too, but only the first shard's are kept, so its sitemap names the other
 * shards' article pages.
 */
export function shardScopes(
  ids: readonly number[],
  shards: number,
  siteUrl: string,
): PartialScope[] {
  const size = Math.ceil(ids.length / shards);
  const parts = Array.from({ length: shards }, (_, i) =>
    ids.slice(i * size, (i + 1) * size),
  ).filter((part, i) => i === 0 || part.length > 0);
  return parts.map((articleIds, i) => ({
    kind: 'shard',
    articleIds,
    sitemapPages: i === 0 ? ids.slice(size).map((id) => articleSitemapUrl(id, siteUrl)) : [],
  }));
}

/**
 * Moves a shard's article pages into the first shard's tree (a rename each; one file system). Its other
 * pages are the first shard's own again and are dropped with its folder.
 */
export async function mergeShard(
  shardDir: string,
  scope: PartialScope,
  intoDir: string,
): Promise<void> {
  if (!(await sameClientAssets(shardDir, intoDir)))
    throw new Error(`The shard in ${shardDir} built other client assets than the first shard`);
  for (const id of scope.articleIds) {
    try {
      await rename(join(shardDir, 'article', String(id)), join(intoDir, 'article', String(id)));
    } catch (err) {
      // No page: the article was deleted while the build ran (its page answered 410 and wrote nothing).
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

/**
 * In a shard: ends the process when the build that started it is gone (killed, or out of memory), instead of
 * rendering on for nobody into a folder that is being removed. A no-op in a process started without a channel.
 */
export function exitWithParent(): void {
  if (!process.channel) return;
  process.channel.unref();
  process.on('disconnect', () => process.exit(1));
}

/** Runs `node <script> <args>` with the scope file in SITE_PARTIAL; rejects with the exit code. */
function runShard(
  script: string,
  args: string[],
  scopeFile: string,
  children: Set<ReturnType<typeof spawn>>,
) {
  return new Promise<void>((ok, fail) => {
    const child = spawn(process.execPath, [...process.execArgv, script, ...args], {
      env: { ...process.env, SITE_PARTIAL: scopeFile },
      // The channel only tells the shard when this process is gone (exitWithParent).
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    child.on('error', fail);
    child.on('close', (code, signal) => {
      children.delete(child);
      if (code === 0) ok();
      else
        fail(new Error(`the build of ${args.at(-1)} ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}

/**
 * Builds every page into `outDir` with `scopes.length` processes at once, each `node <script> <root> <dir>`
 * with its scope: the first into outDir, the others beside it, merged in when all succeeded. A failure stops
 * the other processes and removes what they wrote.
 */
export async function buildInShards(
  script: string,
  root: string,
  outDir: string,
  scopes: PartialScope[],
): Promise<void> {
  const out = resolve(outDir);
  const dirs = scopes.map((_, i) => (i === 0 ? out : `${out}-shard-${i}`));
  const scopeDir = await mkdtemp(join(tmpdir(), 'site-shards-'));
  const children = new Set<ReturnType<typeof spawn>>();
  try {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    const runs = dirs.map(async (dir, i) => {
      const file = join(scopeDir, `shard-${i}.json`);
      await writeFile(file, JSON.stringify(scopes[i]));
      return runShard(script, [root, dir], file, children);
    });
    const settled = Promise.allSettled(runs);
    try {
      await Promise.all(runs);
      for (let i = 1; i < dirs.length; i++) await mergeShard(dirs[i]!, scopes[i]!, out);
    } catch (err) {
      for (const child of children) child.kill();
      await settled;
      await rm(out, { recursive: true, force: true });
      throw err;
    }
  } finally {
    await Promise.all(
      [scopeDir, ...dirs.slice(1)].map((dir) => rm(dir, { recursive: true, force: true })),
    );
  }
}
