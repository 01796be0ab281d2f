// `npm run bench [-- --articles N]`: store load time, search, feed-list and tag-list latency (a tag alone and
// within a category) at N articles (10,000 by default), deep offsets and the offset cap, the API's overhead,
// Lambda bundle sizes.
// dynalite runs in a child process (its own core) with its data in a temp dir, as `npm start` keeps it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createArticles,
  createDb,
  ensureTable,
  listArticles,
  listArticlesByTag,
  recordSearchIndexVersion,
  recordTagLinksVersion,
  searchArticles,
  SEARCH_INDEX_VERSION,
  upgradeSearchIndex,
  upgradeTagLinks,
  type CreateArticlesOptions,
  type Db,
} from '../../functions/data/index.ts';
import { forgetAnchors } from '../../functions/data/articles/anchors.ts';
import { MAX_LIST_OFFSET } from '../../functions/domain/index.ts';
import { createApp } from '../../functions/api/app.ts';
import { stubFeedService } from '../../tests/support/api.ts';
import { fakeNewsletter } from '../../tests/support/newsletter-fake.ts';
import { articleInputs, queries } from './bench-corpus.ts';
import { percentile } from './stats.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** Articles per createArticles call: one search posting bucket (BUCKET_SIZE ids), so a batch rarely re-reads one. */
const BATCH = 4096;
/** Feed pages 1, 2, 3, 11 and 101 (product.md §9: pages of 6); deeper offsets are shown on their own rows. */
const FEED_OFFSETS = [0, 6, 12, 60, 600];
const DEEP_OFFSETS = [3000, 9000, 30_000, 99_000];
const FEED_ROUNDS = 40;
/** The corpus's tags and categories (bench-corpus.ts): ids 1 to 8 each. */
const TOPICS = 8;
const GOAL_MS = { search: 25, feed: 10 };

async function startChildDynalite(
  dataDir: string,
): Promise<{ endpoint: string; child: ChildProcess }> {
  const url = new URL('../../functions/data/local/dynalite.ts', import.meta.url).href;
  const code = `const { startDynalite } = await import(${JSON.stringify(url)});
const s = await startDynalite({ dataDir: ${JSON.stringify(dataDir)} });
console.log(s.endpoint);
process.on('SIGTERM', () => s.close().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const endpoint = await new Promise<string>((ok, fail) => {
    child.once('exit', (c) => fail(new Error(`dynalite child exited with ${c}`)));
    child.stdout?.once('data', (d: Buffer) => ok(d.toString().trim()));
  });
  return { endpoint, child };
}

async function timeAll(
  tasks: (() => Promise<unknown>)[],
): Promise<{ p50: number; p95: number; n: number }> {
  for (const task of tasks) await task(); // one unmeasured pass: steady state, not cold leveldb blocks
  const ms: number[] = [];
  for (const task of tasks) {
    const t0 = performance.now();
    await task();
    ms.push(performance.now() - t0);
  }
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), n: ms.length };
}

/** Loads the corpus by the bulk path in id order; answers the seconds taken. */
async function load(db: Db, count: number, index: CreateArticlesOptions['index']): Promise<number> {
  const t0 = performance.now();
  const inputs = articleInputs(count);
  for (let i = 0; i < inputs.length; i += BATCH) {
    const results = await createArticles(db, inputs.slice(i, i + BATCH), { index });
    const failed = results.find((r) => r instanceof Error);
    if (failed) throw failed;
    const done = Math.min(i + BATCH, inputs.length);
    const rate = done / ((performance.now() - t0) / 1000);
    process.stderr.write(`\rloaded ${done} / ${inputs.length} (${rate.toFixed(0)} articles/s)`);
  }
  process.stderr.write('\n');
  // As the seed does: the store was indexed and linked by this code, so it is never upgraded at start.
  await recordSearchIndexVersion(db);
  await recordTagLinksVersion(db);
  return (performance.now() - t0) / 1000;
}

/** True when the store holds exactly `count` articles (a kept --data-dir of that size). */
async function holds(db: Db, count: number): Promise<boolean> {
  const last = await listArticles(db, { limit: 2, offset: count - 1 });
  return last.length === 1;
}

/** GET /api/articles through the real Hono app, in process. */
function apiLister(db: Db): (offset: number) => Promise<unknown> {
  const app = createApp({
    db,
    uploads: { put: async () => {}, get: () => Promise.resolve(null), delete: async () => {} },
    auth: { passwordHash: 'unused', sessionSecret: 'bench-session-secret-0123456789abcdef' },
    feeds: stubFeedService(),
    startImport: () => {},
    onContentChanged: () => {},
    newsletter: fakeNewsletter(),
    sendDigest: () => {},
  });
  return async (offset) => {
    const res = await app.request(`/api/articles?limit=6&offset=${offset}`);
    if (res.status !== 200) throw new Error(`API answered ${res.status}`);
    return res.json() as Promise<unknown>;
  };
}

async function bundleSizes(): Promise<string[]> {
  const dir = join(ROOT, 'build/functions');
  const names = existsSync(dir) ? await readdir(dir) : [];
  const rows: string[] = [];
  for (const name of names.sort()) {
    const file = join(dir, name, 'index.mjs');
    if (existsSync(file))
      rows.push(
        `  ${name.padEnd(10)} ${((await stat(file)).size / 1024).toFixed(1).padStart(8)} KiB`,
      );
  }
  return rows.length ? rows : ['  run npm run build:functions first'];
}

const fmt = (r: { p50: number; p95: number; n: number }) =>
  `${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)} ${String(r.n).padStart(6)}`;
const row = (label: string, r: { p50: number; p95: number; n: number }, goal?: number) =>
  `${label.padEnd(50)} ${fmt(r)}${goal === undefined ? '' : `  ${r.p95 <= goal ? 'meets' : 'MISSES'} p95 <= ${goal} ms`}`;

/**
 * --articles N: the store's size (default 10,000). --data-dir DIR keeps the loaded store there and
 * reuses it on the next run of the same size (a 100,000-article load takes minutes). --index now: load
 * with per-key UpdateItem indexing, as an importer beside other writers would, to compare.
 */
const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '10000' },
    'data-dir': { type: 'string' },
    index: { type: 'string', default: 'alone' },
  },
});
const ARTICLES = Number(args.articles);
if (!Number.isInteger(ARTICLES) || ARTICLES < 1)
  throw new Error('--articles takes a positive integer');
if (args.index !== 'alone' && args.index !== 'now') throw new Error('--index takes alone or now');

async function measure(db: Db) {
  const qs = queries(300);
  const search = await timeAll(qs.map((q) => () => searchArticles(db, q, 20)));
  const hits = await Promise.all(qs.slice(0, 50).map((q) => searchArticles(db, q, 20)));
  const feedTasks = (list: (offset: number) => Promise<unknown>) =>
    Array.from({ length: FEED_ROUNDS }, () => FEED_OFFSETS.map((o) => () => list(o))).flat();
  const storeList = (offset: number) => listArticles(db, { sort: 'newest', limit: 6, offset });
  // The home feed's filters (product.md §4.1): a tag, and a tag within a category, every tag (and every pair) in turn.
  let turn = 0;
  const tagList = (offset: number) =>
    listArticlesByTag(db, 1 + (turn++ % TOPICS), { sort: 'newest', limit: 6, offset });
  const tagInCategory = (offset: number) => {
    const pair = turn++ % (TOPICS * TOPICS);
    const [tag, categoryId] = [1 + (pair % TOPICS), 1 + Math.floor(pair / TOPICS)];
    return listArticlesByTag(db, tag, { sort: 'newest', limit: 6, offset, categoryId });
  };
  // Each mix starts with no page anchors: timeAll's unmeasured pass notes them, as a warm instance's reads have.
  forgetAnchors(db);
  const store = await timeAll(feedTasks(storeList));
  forgetAnchors(db);
  const viaApi = await timeAll(feedTasks(apiLister(db)));
  const byTag = await timeAll(feedTasks(tagList));
  const byTagInCategory = await timeAll(feedTasks(tagInCategory));
  // Each offset alone, read from the top: the page anchors (functions/data/articles/anchors.ts) forgotten
  // before each read, as on a cold instance or right after a write.
  const fromTop = (o: number) => () => {
    forgetAnchors(db);
    return storeList(o);
  };
  const perOffset = [];
  for (const o of [...FEED_OFFSETS, ...DEEP_OFFSETS].filter((o) => o < ARTICLES))
    perOffset.push([o, await timeAll(Array.from({ length: 20 }, () => fromTop(o)))] as const);
  const capped =
    MAX_LIST_OFFSET < ARTICLES
      ? await timeAll(Array.from({ length: 20 }, () => fromTop(MAX_LIST_OFFSET)))
      : undefined;
  return { search, hits, store, viaApi, byTag, byTagInCategory, perOffset, capped };
}

async function main() {
  const keep = args['data-dir'];
  const dataDir = keep ? resolve(keep) : await mkdtemp(join(tmpdir(), 'bench-'));
  const { endpoint, child } = await startChildDynalite(dataDir);
  const db = createDb({ table: 'bench', region: 'us-east-1', endpoint });
  try {
    await ensureTable(db);
    const loaded = await holds(db, ARTICLES);
    if (!loaded && (await listArticles(db, { limit: 1, offset: 0 })).length > 0)
      throw new Error(
        `${dataDir} holds a store of another size: remove it or pick another --data-dir`,
      );
    const loadSeconds = loaded ? 0 : await load(db, ARTICLES, args.index as 'alone' | 'now');
    // A kept store written by older code is brought to the current index format first, and timed.
    const t0 = performance.now();
    const upgraded = loaded ? await upgradeSearchIndex(db) : 0;
    const upgradeSeconds = (performance.now() - t0) / 1000;
    const linked = loaded ? await upgradeTagLinks(db) : 0;
    const { search, hits, store, viaApi, byTag, byTagInCategory, perOffset, capped } =
      await measure(db);

    console.log(
      loaded
        ? `\nbench: reused the ${ARTICLES} articles in ${dataDir}${upgraded ? `; re-indexed ${upgraded} into search index format ${SEARCH_INDEX_VERSION} in ${upgradeSeconds.toFixed(1)} s` : ''}${linked ? `; linked ${linked} to their tag and category lists` : ''}`
        : `\nbench: ${ARTICLES} articles loaded in ${loadSeconds.toFixed(1)} s, ${(ARTICLES / loadSeconds).toFixed(0)} articles/s (createArticles, batches of ${BATCH}, search index '${args.index}')`,
    );
    const load1 = loadavg().map((l) => l.toFixed(2));
    console.log(`machine load average (1, 5, 15 min) after the measures: ${load1.join(', ')}`);
    console.log(
      `search queries with hits: ${hits.filter((h) => h.length > 0).length} / ${hits.length} sampled\n`,
    );
    console.log(
      `${'measure'.padEnd(50)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'n'.padStart(6)}`,
    );
    console.log(row('search (store, limit 20, incl. prefix)', search, GOAL_MS.search));
    console.log(
      row(`feed list via store (limit 6, offsets ${FEED_OFFSETS.join('/')})`, store, GOAL_MS.feed),
    );
    console.log(row('feed list via API (GET /api/articles)', viaApi, GOAL_MS.feed));
    console.log(row('tag list via store (same offsets)', byTag, GOAL_MS.feed));
    console.log(
      row('tag AND category list via store (same offsets)', byTagInCategory, GOAL_MS.feed),
    );
    for (const [o, r] of perOffset)
      console.log(row(`  store list at offset ${o}, from the top`, r));
    if (capped)
      console.log(
        row(`  store list at offset ${MAX_LIST_OFFSET} (the API's cap), from the top`, capped),
      );
    console.log(`\nAPI offset cap: ${MAX_LIST_OFFSET} (GET /api/articles answers 400 past it)`);
    console.log(
      `tag AND category / tag ratio: p50 ${(byTagInCategory.p50 / byTag.p50).toFixed(2)}x, p95 ${(byTagInCategory.p95 / byTag.p95).toFixed(2)}x`,
    );
    console.log(
      `API / store ratio: p50 ${(viaApi.p50 / store.p50).toFixed(2)}x, p95 ${(viaApi.p95 / store.p95).toFixed(2)}x`,
    );
    console.log('\nLambda bundles (build/functions/*/index.mjs):');
    for (const line of await bundleSizes()) console.log(line);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    if (!keep) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
