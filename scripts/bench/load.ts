// Load benchmark (product.md §11.12): the local server (as `npm start` runs it, built site, demo seed, no
// timers) in a child process, autocannon with 100 connections against the home feed's API call,
// search and `/`, three rounds; prints req/s, latencies, errors and the server's resident memory.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { autocannon } from './autocannon.ts';

const flag = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
/** `--duration=N` seconds per run for a quick look; the benchmark's figure is 30. */
const DURATION = Number(flag('duration') ?? 30);
/** `--rounds=N`: memory is compared between the first round and the last. */
const ROUNDS = Number(flag('rounds') ?? 3);
const CONNECTIONS = 100;
/** `--data-dir=DIR` keeps (and reuses) the store and the built site, so repeated runs skip the build. */
const KEEP_DIR = flag('data-dir');
/** `--cpu-prof=DIR`: the server child writes a V8 CPU profile there on exit. */
const CPU_PROF = flag('cpu-prof');
/** `--heap-snapshots=DIR`: the server writes a heap snapshot after the first and the last round. */
const HEAP_DIR = flag('heap-snapshots');
/** `--no-cache`: without the public GET response cache, to measure the store and the data layer alone. */
const NO_CACHE = process.argv.includes('--no-cache');

const TARGETS = [
  { name: 'articles', path: '/api/articles?limit=6', minRps: 1500, maxP99: 150 },
  { name: 'search', path: '/api/articles/search?q=screen', minRps: 500 },
  { name: 'home', path: '/' },
] as const;

// Child mode: the server itself; its resident memory is read by the parent from /proc.
if (process.argv.includes('--serve')) {
  const { startLocal } = await import('../local/server.ts');
  const server = await startLocal({
    dataDir: String(flag('dir')),
    port: 0,
    seed: true,
    build: true,
    feedIntervalMinutes: 0,
    newsletterIntervalDays: 0,
    adminPassword: 'bench-load-password',
    quiet: true,
    responseCache: !process.argv.includes('--no-cache'),
  });
  await server.whenSiteBuilt();
  await server.rebuild.whenIdle();
  process.on('message', (m: { snapshot?: string; memory?: boolean }) => {
    if (m.snapshot) process.send?.({ wrote: writeHeapSnapshot(m.snapshot) });
    if (m.memory) process.send?.({ usage: process.memoryUsage() });
  });
  process.on('disconnect', () => void server.close().then(() => process.exit(0)));
  process.send?.({ url: server.url });
  await new Promise(() => undefined);
}

const rssMb = async (child: ChildProcess) => {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const ask = <T>(child: ChildProcess, msg: object, key: keyof T) =>
  new Promise<T>((ok) => {
    const on = (m: T) => m[key] !== undefined && (child.off('message', on), ok(m));
    child.on('message', on);
    child.send(msg);
  });

/**
 * The server runs with the Node flags `npm start` gives it (package.json "start": its heap limits),
 * read from there so the bench measures what a user runs.
 */
const START_FLAGS = (
  JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));
console.log(`Server flags (from npm start): ${START_FLAGS.join(' ') || 'none'}`);

const dir = KEEP_DIR ?? (await mkdtemp(join(tmpdir(), 'bench-load-')));
const child = fork(
  import.meta.filename,
  ['--serve', `--dir=${dir}`, ...(NO_CACHE ? ['--no-cache'] : [])],
  {
    execArgv: [...START_FLAGS, ...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [])],
    stdio: 'inherit',
  },
);
const started = performance.now();
const url = await new Promise<string>((ok, fail) => {
  child.on('message', (m: { url?: string }) => m.url && ok(m.url));
  child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
});
console.log(`Server ready in ${((performance.now() - started) / 1000).toFixed(1)} s at ${url}`);

const rows: string[] = [];
const memory: string[] = [];
/** Adds a row of the memory table (VmRSS from /proc, the heap from the server itself); answers the RSS in MB. */
async function measure(label: string): Promise<number> {
  const rss = await rssMb(child);
  const { usage } = await ask<{ usage: NodeJS.MemoryUsage }>(child, { memory: true }, 'usage');
  const mb = (n: number) => `${(n / 2 ** 20).toFixed(0)} MB`;
  memory.push(
    `| ${label} | ${rss.toFixed(0)} MB | ${mb(usage.heapUsed)} / ${mb(usage.heapTotal)} | ${mb(usage.external)} |`,
  );
  return rss;
}
await measure('start');
const afterRound: number[] = [];
const misses: string[] = [];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of TARGETS) {
      const r = await autocannon({
        url: url + t.path,
        connections: CONNECTIONS,
        duration: DURATION,
      });
      const rps = r.requests.average;
      const errors = r.errors + r.timeouts;
      rows.push(
        `| ${t.path} (round ${round}) | ${rps.toFixed(0)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${errors} | ${r.non2xx} |`,
      );
      if ('minRps' in t && rps < t.minRps)
        misses.push(`${t.name} round ${round}: ${rps.toFixed(0)} req/s < ${t.minRps}`);
      if ('maxP99' in t && r.latency.p99 > t.maxP99)
        misses.push(`${t.name} round ${round}: p99 ${r.latency.p99} ms > ${t.maxP99}`);
      if (errors + r.non2xx > 0)
        misses.push(`${t.name} round ${round}: ${errors} errors, ${r.non2xx} non-2xx`);
      const rss = await measure(`after ${t.name}, round ${round}`);
      if (t === TARGETS.at(-1)) afterRound.push(rss);
    }
    if (HEAP_DIR && (round === 1 || round === ROUNDS))
      await ask<{ wrote: string }>(
        child,
        { snapshot: join(HEAP_DIR, `round-${round}.heapsnapshot`) },
        'wrote',
      );
  }
  await new Promise((ok) => setTimeout(ok, 10_000));
  await measure('after 10 s idle');

  const first = afterRound[0] ?? 0;
  const last = afterRound.at(-1) ?? 0;
  const growth = first > 0 ? ((last - first) / first) * 100 : 0;
  if (growth > 15)
    misses.push(`memory grew ${growth.toFixed(0)} % from round 1 to round ${ROUNDS} (> 15 %)`);
  if (last > 500) misses.push(`memory after round ${ROUNDS}: ${last.toFixed(0)} MB > 500 MB`);

  console.log(
    `\nLoad, ${CONNECTIONS} connections, ${DURATION} s a run, ${ROUNDS} rounds${NO_CACHE ? ', no response cache' : ''} (load average ${loadavg()[0]?.toFixed(2)})\n`,
  );
  console.log('| target | req/s | p50 | p99 | errors | non-2xx |\n|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(
    '\n| server memory | resident (VmRSS) | JS heap used / total | external |\n|---|---|---|---|',
  );
  for (const row of memory) console.log(row);
  console.log(
    `\nRSS after round 1: ${first.toFixed(0)} MB, after round ${ROUNDS}: ${last.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`,
  );
  console.log(misses.length === 0 ? '\nEvery target met.' : `\nMISSED:\n- ${misses.join('\n- ')}`);
} finally {
  await new Promise<void>((ok) => (child.once('exit', () => ok()), child.disconnect()));
  if (!KEEP_DIR) await rm(dir, { recursive: true, force: true });
}
