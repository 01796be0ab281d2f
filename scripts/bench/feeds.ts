// Benchmark (product.md §11.3): 100 loopback feeds x 50 items into a temp dynalite; first import, 304 re-import,
// 200-unchanged re-import, force refresh. Prints wall time, items/s, peak RSS and added counts.
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createCategory,
  createDb,
  createRssSource,
  createTag,
  ensureTable,
  startDynalite,
} from '../../functions/data/index.ts';
import { createFeedService } from '../../functions/feeds/importer.ts';
import { startFeedServer } from '../../tests/support/feeds-server.ts';
import { countRequests } from '../../tests/support/data.ts';
import { TAGS } from '../seed/taxonomy.ts';

/** `--feeds=N` for a quicker run; the benchmark's figure is 100. */
const FEEDS = Number(process.argv.find((a) => a.startsWith('--feeds='))?.slice(8) ?? 100);
const ITEMS = 50;
/** `--concurrency=N`: sources fetched at once (the service's default is 6). */
const CONCURRENCY = Number(
  process.argv.find((a) => a.startsWith('--concurrency='))?.slice(14) ?? 6,
);
/** The import targets (product.md §11.3): a run meets one only with both its time and its added count (every item once, then none). */
const TARGETS = { firstImportMs: 10_000, reimportMs: 2_000 };

/** What a run must do: finish within `ms` (when given) and add exactly `added` articles. */
interface Target {
  ms?: number;
  added: number;
}

/** The target column: "ok (...)" when every part is met, else "MISSED: " and each part that missed. */
function verdict(target: Target | undefined, ms: number, added: number): string {
  if (!target) return '-';
  const limit = target.ms === undefined ? null : `${target.ms / 1000} s`;
  const missed = [
    ...(target.ms !== undefined && ms > target.ms
      ? [`time ${(ms / 1000).toFixed(2)} s > ${limit}`]
      : []),
    ...(added !== target.added ? [`added ${added}, expected ${target.added}`] : []),
  ];
  if (missed.length > 0) return `MISSED: ${missed.join('; ')}`;
  return `ok (${limit ? `<= ${limit}, ` : ''}${target.added} added)`;
}

// Child mode: serve a temp dynalite until the parent goes away.
if (process.argv.includes('--serve-dynalite')) {
  const dataDir = process.argv.find((a) => a.startsWith('--data-dir='))?.slice(11);
  const child = await startDynalite(dataDir ? { dataDir } : {});
  process.send?.(child.endpoint);
  process.on('disconnect', () => void child.close().then(() => process.exit(0)));
  await new Promise(() => undefined);
}

const dir = await mkdtemp(join(tmpdir(), 'bench-feeds-'));
/** `--disk`: leveldb in a temp folder (as `npm start` keeps it); default: in memory. */
const onDisk = process.argv.includes('--disk');
/**
 * Default: dynalite in its own process, as DynamoDB is a remote service in production, so the importer's
 * CPU and memory are measured alone. `--in-process`: dynalite in this process, as `npm start` runs it.
 */
const inProcess = process.argv.includes('--in-process');
async function startStore(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const dataArgs = onDisk ? [`--data-dir=${join(dir, 'db')}`] : [];
  if (inProcess) return startDynalite(onDisk ? { dataDir: join(dir, 'db') } : {});
  const child = fork(import.meta.filename, ['--serve-dynalite', ...dataArgs], { stdio: 'inherit' });
  const endpoint = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) =>
      typeof m === 'string' ? resolve(m) : reject(new Error('dynalite child sent no endpoint')),
    );
    child.once('exit', (code) => reject(new Error(`dynalite child exited with ${code}`)));
  });
  return {
    endpoint,
    close: () =>
      new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.disconnect())),
  };
}
const dynamo = await startStore();
const db = createDb({ table: 'bench-feeds', region: 'us-east-1', endpoint: dynamo.endpoint });
const server = await startFeedServer();
// Counts DynamoDB requests per operation, to show where the write path spends its time.
const requests = countRequests(db);
let rebuilds = 0;
const feeds = createFeedService({
  db,
  allowLoopback: true,
  concurrency: CONCURRENCY,
  onArticlesAdded: () => void rebuilds++,
});

try {
  await ensureTable(db);
  const category = await createCategory(db, { name: 'Assistive Technology' });
  for (const tag of TAGS)
    await createTag(db, {
      name: tag.name,
      description: tag.description,
      keywords: [...tag.keywords],
    });
  for (let n = 0; n < FEEDS; n++)
    await createRssSource(db, {
      name: `Feed ${n}`,
      url: `${server.url}/gen/${n}?items=${ITEMS}`,
      categoryId: category.id,
    });

  const baselineRss = process.memoryUsage().rss;
  // The machine's load, shown with the figures: on 2 cores the importer and dynalite use both.
  const loadBefore = loadavg()[0]!;
  const rows: string[][] = [];
  async function measure(
    label: string,
    run: () => Promise<{ added: number; skipped: number; errors: number }>,
    target?: Target,
  ) {
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    requests.clear();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const stats = await run();
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const items = FEEDS * ITEMS;
    const calls = [...requests.values()].reduce((a, b) => a + b, 0);
    rows.push([
      label,
      `${(ms / 1000).toFixed(2)} s`,
      `${((cpu.user + cpu.system) / 1e6).toFixed(2)} s`,
      String(calls),
      `${Math.round(items / (ms / 1000))}`,
      `${Math.round(peak / 2 ** 20)} MiB`,
      String(stats.added),
      String(stats.skipped),
      String(stats.errors),
      verdict(target, ms, stats.added),
    ]);
  }

  const reimport: Target = { ms: TARGETS.reimportMs, added: 0 };
  await measure('first import', () => feeds.importAll(), {
    ms: TARGETS.firstImportMs,
    added: FEEDS * ITEMS,
  });
  const firstImportRequests = [...requests].map(([name, n]) => `${name} ${n}`).join(', ');
  await measure('re-import, every feed 304', () => feeds.importAll(), reimport);
  server.setConditional(false);
  await measure('re-import, 200 unchanged body', () => feeds.importAll(), reimport);
  // No time target: a forced refresh parses everything on purpose; it must still add no duplicates.
  await measure('force refresh (parse + dedup)', () => feeds.importAll({ force: true }), {
    added: 0,
  });

  const head = [
    'run',
    'wall',
    'importer cpu',
    'db requests',
    'items/s',
    'peak rss',
    'added',
    'skipped',
    'errors',
    'target',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    `\nFeeds benchmark: ${FEEDS} loopback feeds x ${ITEMS} items, concurrency ${CONCURRENCY}, dynalite ${onDisk ? 'on disk' : 'in memory'} ${inProcess ? 'in this process' : 'in a child process'} (${process.version})\n`,
  );
  console.log(
    [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join(
      '\n',
    ),
  );
  console.log(
    `\nrss before the first import (SDK and feed server loaded): ${Math.round(baselineRss / 2 ** 20)} MiB`,
  );
  console.log(`first import requests: ${firstImportRequests}`);
  console.log(`rebuild hook calls: ${rebuilds} (expected 1)`);
  console.log(
    `load average (1 min) before / after: ${loadBefore.toFixed(2)} / ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`,
  );
} finally {
  await feeds.close();
  await server.close();
  await dynamo.close();
  await rm(dir, { recursive: true, force: true });
}
