// `npm run bench:rebuild`: how long a content change takes to be live at N articles, and full builds beside bare Astro
// (`-- --cloud`: where the site ships, rebuild-cloud.ts).
// For each size: load the store, build the whole site (time, peak memory), build N bare Astro pages the same way,
// then start the product and make each kind of change through the API, timing until every page that shows it does.
import { createServer } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../functions/config.ts';
import { parsePublished } from '../../functions/publish/manifest.ts';
import { createArticles, listArticles } from '../../functions/data/index.ts';
import { createSiteBuilder } from '../local/site-build.ts';
import { startLocal } from '../local/server.ts';
import { openLocalStore } from '../local/store.ts';
import { articleInputs } from './bench-corpus.ts';
import { bareAstroSeconds } from './build-times.ts';
import { BUILD_CONCURRENCY } from '../../site/build/concurrency.ts';
import { samplePeakChildRss } from '../pipeline/peak-rss.ts';
import { signIn } from './sign-in.ts';
import { median } from './stats.ts';
import { CHANGES, type ChangeRow, type Site } from './rebuild-changes.ts';
import { cloudBench } from './rebuild-cloud.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PASSWORD = 'bench-rebuild-password';
const BATCH = 2000;
const config = loadConfig({});

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    /** Keeps each size's store under DIR/<size> and reuses it on the next run. */
    'data-dir': { type: 'string' },
    /** With --data-dir: time the changes on the site the last run built (no full or bare build). */
    'reuse-site': { type: 'boolean', default: false },
    /**
     * Full builds beside bare Astro this many times in turn, each pair back to back, then the median
     * ratio: on a shared machine one pair's ratio moves by 2x with the load (docs/scale-builds.md).
     */
    pairs: { type: 'string', default: '1' },
    /** Where the site ships instead: the deploy rehearsal at each size (rebuild-cloud.ts). */
    cloud: { type: 'boolean', default: false },
  },
});

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
    srv.once('error', fail);
  });
}

/** Bench articles up to `count` (the demo seed first), dated up to a day ago so the newest lead the home page. */
async function loadStore(
  dataDir: string,
  count: number,
): Promise<{ seconds: number; loaded: number }> {
  const store = await openLocalStore({ dataDir, config });
  try {
    const have = (await listArticles(store.db, { limit: 1, offset: count - 1 })).length > 0;
    if (have) return { seconds: 0, loaded: 0 };
    const inputs = articleInputs(count - store.seed.counts.articles);
    const shift = Date.now() - 86_400_000 - Date.parse(inputs.at(-1)!.publishedAt!);
    const t0 = performance.now();
    for (let i = 0; i < inputs.length; i += BATCH) {
      const batch = inputs.slice(i, i + BATCH).map((a) => ({
        ...a,
        categoryId: ((a.categoryId - 1) % 7) + 1,
        publishedAt: new Date(Date.parse(a.publishedAt!) + shift).toISOString(),
      }));
      const failed = (await createArticles(store.db, batch)).find((r) => r instanceof Error);
      if (failed) throw failed;
      process.stderr.write(`\r  loaded ${Math.min(i + BATCH, inputs.length)} / ${inputs.length}`);
    }
    process.stderr.write('\n');
    return { seconds: (performance.now() - t0) / 1000, loaded: inputs.length };
  } finally {
    await store.close();
  }
}

/** A full build into dataDir/site, as `npm start` serves it, for the origin the product will listen on. */
async function fullBuild(dataDir: string, siteUrl: string) {
  const store = await openLocalStore({ dataDir, config, seed: false });
  const builder = await createSiteBuilder({
    siteRoot: join(dataDir, 'site'),
    projectDir: ROOT,
    env: () => ({
      DYNAMODB_ENDPOINT: store.endpoint,
      TABLE_NAME: config.TABLE_NAME,
      SITE_URL: siteUrl,
    }),
  });
  const memory = samplePeakChildRss();
  const t0 = performance.now();
  try {
    await builder.build();
    return { seconds: (performance.now() - t0) / 1000, peakBytes: memory.stop() };
  } finally {
    memory.stop();
    await store.close();
  }
}

async function timedBare(pages: number, concurrency = 1) {
  const memory = samplePeakChildRss();
  const bare = await bareAstroSeconds(pages, concurrency);
  return { seconds: bare.seconds, pages: bare.pages, peakBytes: memory.stop() };
}

async function changesAt(dataDir: string, port: number): Promise<ChangeRow[]> {
  const product = await startLocal({
    dataDir,
    port,
    seed: false,
    feedIntervalMinutes: 0,
    newsletterIntervalDays: 0,
    adminPassword: PASSWORD,
    quiet: true,
  });
  try {
    await product.whenSiteBuilt();
    // A server running for more than a few seconds has readied its warm build worker; measure that state.
    await product.rebuild.whenWarm();
    const site: Site = {
      url: product.url,
      cookie: await signIn(product.url, PASSWORD),
      idle: () => product.rebuild.whenIdle(),
      lastBuild: () => product.rebuild.lastBuild(),
    };
    const rows: ChangeRow[] = [];
    for (const change of CHANGES) {
      process.stderr.write(`  ${change.name}...\n`);
      rows.push(await change.run(site));
    }
    return rows;
  } finally {
    await product.close();
  }
}

/** The port the site in dataDir/site was built for (its manifest's record), or null. */
async function builtSitePort(dataDir: string): Promise<number | null> {
  try {
    const manifest = await readFile(join(dataDir, 'site', 'manifest.json'), 'utf8');
    const siteUrl = parsePublished(manifest)?.build?.siteUrl;
    return siteUrl ? Number(new URL(siteUrl).port) || null : null;
  } catch {
    return null;
  }
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

async function main() {
  const sizes = args.sizes.split(',').map(Number);
  const pairs = Math.max(1, Number(args.pairs) || 1);
  const fulls: string[] = [];
  const medians: string[] = [];
  const changes: string[] = [];
  for (const size of sizes) {
    const dataDir = args['data-dir']
      ? resolve(args['data-dir'], String(size))
      : await mkdtemp(join(tmpdir(), `bench-rebuild-${size}-`));
    try {
      process.stderr.write(`${size.toLocaleString('en')} articles: loading the store...\n`);
      const load = await loadStore(dataDir, size);
      const built = args['reuse-site'] ? await builtSitePort(dataDir) : null;
      const port = built ?? (await freePort());
      if (!built) {
        const loaded = load.loaded
          ? `${load.seconds.toFixed(1)} s (${Math.round(load.loaded / load.seconds)}/s)`
          : 'reused';
        const ratios: number[] = [];
        for (let pair = 1; pair <= pairs; pair++) {
          const of = pairs > 1 ? ` (pair ${pair} of ${pairs})` : '';
          process.stderr.write(`  full build${of}...\n`);
          const full = await fullBuild(dataDir, `http://localhost:${port}`);
          process.stderr.write(`  bare Astro${of}...\n`);
          const bare = await timedBare(size);
          const bareLikeSite = await timedBare(size, BUILD_CONCURRENCY);
          ratios.push(full.seconds / bare.seconds);
          fulls.push(
            `| ${size.toLocaleString('en')} | ${pair === 1 ? loaded : `pair ${pair}`} | ${full.seconds.toFixed(1)} s, ${mb(full.peakBytes)} | ${bare.seconds.toFixed(1)} s, ${mb(bare.peakBytes)} (${bare.pages.toLocaleString('en')} pages) | ${(full.seconds / bare.seconds).toFixed(2)}x | ${bareLikeSite.seconds.toFixed(1)} s | ${(full.seconds / bareLikeSite.seconds).toFixed(2)}x |`,
          );
        }
        if (pairs > 1)
          medians.push(
            `${size.toLocaleString('en')} articles: median ratio ${median(ratios).toFixed(2)}x over ${pairs} pairs (${Math.min(...ratios).toFixed(2)}x to ${Math.max(...ratios).toFixed(2)}x)`,
          );
      }
      for (const row of await changesAt(dataDir, port))
        changes.push(
          `| ${size.toLocaleString('en')} | ${row.name} | ${row.seconds.toFixed(1)} s | ${row.kind} | ${row.pages} | ${row.put} + ${row.deleted} | ${row.buildSeconds} s |`,
        );
    } finally {
      if (!args['data-dir']) await rm(dataDir, { recursive: true, force: true });
    }
  }
  console.log('\nFull builds (peak memory: resident, all build processes)\n');
  console.log(
    `| articles | store load | full site build | bare Astro, same page count | ratio | bare Astro, ${BUILD_CONCURRENCY} pages at once like the site | ratio |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const line of fulls) console.log(line);
  if (medians.length) console.log(`\n${medians.join('\n')}`);
  console.log('\nTime to live: from the API write until every page that shows the change does\n');
  console.log(
    '| articles | change | time to live | build | pages rendered | files published + deleted | build start to published |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const line of changes) console.log(line);
}

if (args.cloud) await cloudBench(args.sizes.split(',').map(Number));
else await main();
