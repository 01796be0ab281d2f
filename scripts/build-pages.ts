// `node scripts/build-pages.ts <root> <outDir>`: one `astro build`, with warnings and errors only. Every full build
// runs it: locally in a fresh process (scripts/local/astro-build.ts), in the cloud in the build job
// (infra/constructs/rebuild.ts). The CLI's info level writes a line per page: 100,000 lines a build at 100,000
// articles, into the terminal or the build job's log, with nothing in them to act on (and about 3 % of the
// build's main thread in a CPU profile). The warm worker for partial builds (scripts/local/build-worker.ts)
// builds at the same level.
import { inspect } from 'node:util';
import { build } from 'astro';

const [root, outDir] = process.argv.slice(2);
if (!root || !outDir) throw new Error('usage: node scripts/build-pages.ts <root> <outDir>');
try {
  await build({ root, outDir, logLevel: 'warn' });
} catch (err) {
  // The whole error (stack, the store's metadata), then one line for the caller's summary; exit, as the CLI
  // does, rather than wait on the store's open connections.
  console.error(err);
  const brief = err instanceof Error ? err.message : inspect(err, { breakLength: Infinity });
  console.error(`astro build failed: ${brief}`);
  process.exit(1);
}
