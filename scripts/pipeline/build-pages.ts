// `node scripts/pipeline/build-pages.ts <root> <outDir>`: a full build of every page, with warnings and errors only. Every full
// build runs it: locally in a fresh process (scripts/pipeline/astro-build.ts), in the cloud in the build job
// (infra/constructs/rebuild.ts). From 5,000 articles it runs itself once per shard (scripts/pipeline/build-shards.ts), each
// process a share of the article pages. The CLI's info level writes a line per page: 100,000 lines a build at
// 100,000 articles, into the terminal or the build job's log, with nothing in them to act on (and about 3 % of the
// build's main thread in a CPU profile). The warm worker for partial builds (scripts/local/build-worker.ts)
// builds at the same level.
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import { loadConfig, siteUrl } from '../../functions/config.ts';
import { articlePageIds, getBuildDb } from '../../site/build/data.ts';
import { buildInShards, exitWithParent, shardCount, shardScopes } from './build-shards.ts';

const [root, outDir] = process.argv.slice(2);
if (!root || !outDir)
  throw new Error('usage: node scripts/pipeline/build-pages.ts <root> <outDir>');
exitWithParent();

try {
  const config = loadConfig();
  // A scoped build (a partial build, or a shard of this one) renders its scope in this process, as does a
  // full build on a machine that would not split one.
  // The ids are read (a pass over the date index, each id's article checked public) only where some number of
  // articles would split the build.
  const mayShard = !config.SITE_PARTIAL && shardCount(Infinity, config.SITE_BUILD_SHARDS) > 1;
  const ids = mayShard ? await articlePageIds(getBuildDb()) : [];
  const shards = shardCount(ids.length, config.SITE_BUILD_SHARDS);
  if (shards > 1) {
    const script = fileURLToPath(import.meta.url);
    await buildInShards(script, root, outDir, shardScopes(ids, shards, siteUrl(config)));
    process.exit(0);
  }
  const { build } = await import('astro');
  await build({ root, outDir, logLevel: 'warn' });
} catch (err) {
  // The whole error (stack, the store's metadata), then one line for the caller's summary; exit, as the CLI
  // does, rather than wait on the store's open connections.
  console.error(err);
  const brief = err instanceof Error ? err.message : inspect(err, { breakLength: Infinity });
  console.error(`astro build failed: ${brief}`);
  process.exit(1);
}
