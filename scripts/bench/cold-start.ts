// `npm run bench:cold` (product.md §11.14): the API Lambda's cold start, locally. Bundles it as the CDK does
// (scripts/pipeline/build-functions.ts), then in fresh node processes times importing the bundle and its first
// handled request (API Gateway v2 events against a dynalite store started here); prints median and p95.
// A floor Lambda (cold-start-floor.ts) runs in the same loop, so this API's share shows as a ratio that
// the machine's speed moves less than the milliseconds.
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { hashPassword } from '../../functions/api/auth/password.ts';
import { createArticles, createCategory } from '../../functions/data/index.ts';
import { createTestDb, newArticle } from '../../tests/support/data.ts';
import { API_HOST, apiEvent } from '../../tests/support/api-handler.ts';
import { bundleEntry, bundleLambda } from '../pipeline/build-functions.ts';
import { median, percentile } from './stats.ts';

const flag = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
/** `--runs=N` fresh processes per route. */
const RUNS = Number(flag('runs') ?? 7);
/** `--bundle=DIR/index.mjs` times a bundle built elsewhere (e.g. an older commit's) instead of bundling. */
const GIVEN_BUNDLE = flag('bundle');
/**
 * `--compare=DIR/index.mjs` (repeatable): other bundles (e.g. one built at an older commit) timed in
 * the same loop, one process each in turn, so a before/after pair sees the same machine load.
 */
const COMPARE = process.argv.filter((a) => a.startsWith('--compare=')).map((a) => a.slice(10));
/**
 * `--instructions`: instead of timing, runs each process (one per route and bundle) under valgrind's
 * callgrind and prints the instructions it executed, node's own start-up included (about 85 M). On a
 * machine other jobs load, wall and CPU times move by 2x; this count moves by about 1%.
 */
const INSTRUCTIONS = process.argv.includes('--instructions');
/** `--node-options="..."`: NODE_OPTIONS for the fresh processes (e.g. GC flags a Lambda could set). */
const NODE_OPTIONS = flag('node-options');
/** The goals. */
const GOAL_KB = 1024;
const GOAL_MS = 150;

/**
 * Node's modules that Lambda's Node.js runtime has loaded before it imports a handler, so a deployed
 * function's cold start never pays for them: AWS's runtime interface client (aws-lambda-ric 3.3.0,
 * src/index.mjs) builds its Runtime API client, which requires `http` (RAPIDClient.js) and `net`
 * (ResponseStream.js), and loads `assert`, `util`, `fs` and `path` with its other modules, all before
 * `UserFunction.load` imports the handler. `--bare` leaves them to the bundle's import.
 */
const RUNTIME_MODULES = process.argv.includes('--bare')
  ? []
  : ['node:http', 'node:net', 'node:assert', 'node:util', 'node:fs', 'node:path'];

/**
 * What runs in each fresh process: the runtime's modules (above), then the bundle's import and one
 * request, timed from inside (node's own start-up is the same for any bundle and is left out). CPU
 * time is printed too: on a shared 2-core machine it moves less with the load than the wall clock does.
 */
const CHILD = `
for (const name of JSON.parse(process.env.BENCH_RUNTIME_MODULES)) process.getBuiltinModule(name);
const event = JSON.parse(process.env.BENCH_EVENT);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const t0 = performance.now(), c0 = cpu();
const { handler } = await import(process.env.BENCH_BUNDLE);
const t1 = performance.now(), c1 = cpu();
const res = await handler(event, {});
const t2 = performance.now(), c2 = cpu();
if (res.statusCode !== 200) throw new Error('status ' + res.statusCode + ': ' + res.body);
console.log(JSON.stringify({ importMs: t1 - t0, requestMs: t2 - t1, totalCpuMs: c2 - c0 }));
`;

interface Sample {
  importMs: number;
  requestMs: number;
  totalCpuMs: number;
}

const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(7);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

const started = performance.now();
const bundle = GIVEN_BUNDLE
  ? null
  : await bundleLambda('api', join(tmpdir(), 'a11y-bench-cold-start', 'api'));
const floor = await bundleEntry(
  fileURLToPath(new URL('cold-start-floor.ts', import.meta.url)),
  join(tmpdir(), 'a11y-bench-cold-start', 'floor'),
  true,
);
const store = await createTestDb();
try {
  const categoryId = (await createCategory(store.db, { name: 'Assistive Technology' })).id;
  await createArticles(
    store.db,
    Array.from({ length: 24 }, (_, i) =>
      newArticle({ categoryId, publishedAt: new Date(Date.now() - i * 3_600_000).toISOString() }),
    ),
  );
  // The API's cloud configuration (infra/constructs/api.ts), with made-up names: a GET uses none of them.
  const env = {
    PATH: process.env.PATH,
    // What Lambda's runtime sets in every function (its reserved variables), which the SDK reads (its
    // user agent, recursion detection): the bench times the client as a deployed function runs it.
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
    AWS_LAMBDA_FUNCTION_NAME: 'bench-api',
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
    TZ: ':UTC',
    ...(NODE_OPTIONS ? { NODE_OPTIONS } : {}),
    BENCH_RUNTIME_MODULES: JSON.stringify(RUNTIME_MODULES),
    BENCH_BUNDLE: pathToFileURL(resolve(GIVEN_BUNDLE ?? bundle!.file)).href,
    TABLE_NAME: store.db.table,
    DYNAMODB_ENDPOINT: store.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    ADMIN_PASSWORD_HASH: await hashPassword('cold-start-bench'),
    SESSION_SECRET: 'x'.repeat(40),
    SITE_URL: `https://${API_HOST}`,
    MAIL_FROM: `News <news@${API_HOST}>`,
    UPLOADS_BUCKET: 'bench-uploads',
    IMPORT_FUNCTION_NAME: 'bench-import',
    REBUILD_FUNCTION_NAME: 'bench-rebuild',
    NEWSLETTER_FUNCTION_NAME: 'bench-newsletter',
  };
  const routes = [
    {
      name: 'GET /api/articles?limit=6',
      event: apiEvent({ method: 'GET', path: '/api/articles', query: 'limit=6' }),
    },
    {
      name: 'GET /api/auth/session',
      event: apiEvent({ method: 'GET', path: '/api/auth/session' }),
    },
  ];
  const run = promisify(execFile);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    bundle
      ? `API bundle (raw): ${kb(bundle.coldBytes)} loaded at cold start (goal <= ${GOAL_KB} KB): ` +
          `entry ${kb(bundle.bytes)} (${kb(bundle.gzipBytes)} gzip) + its static chunks; ` +
          `${kb(bundle.totalBytes)} with the lazy chunks`
      : `Given bundle ${GIVEN_BUNDLE}: ${kb(statSync(GIVEN_BUNDLE!).size)} raw entry`,
  );
  console.log(`Floor bundle (raw): ${kb(floor.coldBytes)} loaded at cold start`);
  const NODE_ARGS = ['--input-type=module', '-e', CHILD];
  const bundles = [env.BENCH_BUNDLE, ...COMPARE.map((b) => pathToFileURL(resolve(b)).href)];
  const FLOOR = bundles.length;
  bundles.push(pathToFileURL(floor.file).href);
  const label = (route: string, b: number) =>
    b === 0
      ? route
      : b === FLOOR
        ? '  floor: bare Hono Lambda'
        : `  vs …${COMPARE[b - 1]!.slice(-21)}`;
  if (INSTRUCTIONS) {
    for (const route of routes) {
      const counts: number[] = [];
      for (const [b, url] of bundles.entries()) {
        const { stderr } = await run(
          'valgrind',
          ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, ...NODE_ARGS],
          { env: { ...env, BENCH_BUNDLE: url, BENCH_EVENT: JSON.stringify(route.event) } },
        );
        const refs = Number(/refs:\s+([\d,]+)/.exec(stderr)?.[1]?.replaceAll(',', ''));
        counts.push(refs);
        console.log(
          `${label(route.name, b).padEnd(28)} ${(refs / 1e6).toFixed(0).padStart(6)} M instructions`,
        );
      }
      console.log(`  this API / floor: ${ratio(counts[0]!, counts[FLOOR]!)}`);
    }
    await store.close(); // exit skips the finally below
    process.exit(0);
  }
  const load = loadavg().map((l) => l.toFixed(2));
  console.log(`${RUNS} fresh processes per route, node ${process.version}, load ${load.join(' ')}`);
  console.log(
    RUNTIME_MODULES.length
      ? `each loads Lambda's runtime modules first, untimed: ${RUNTIME_MODULES.join(', ')}`
      : '--bare: the bundle loads every Node module it uses',
  );
  const head = ['import', 'request', 'import+request', 'CPU of both'];
  console.log(`${'first request'.padEnd(28)}${head.map((h) => h.padStart(16)).join('')}`);
  console.log(`${''.padEnd(28)}${head.map(() => 'median    p95'.padStart(16)).join('')}`);
  for (const route of routes) {
    const samples = bundles.map((): Sample[] => []);
    for (let i = 0; i < RUNS; i++) {
      for (const [b, url] of bundles.entries()) {
        const { stdout } = await run(process.execPath, NODE_ARGS, {
          env: { ...env, BENCH_BUNDLE: url, BENCH_EVENT: JSON.stringify(route.event) },
        });
        samples[b]!.push(JSON.parse(stdout.trim().split('\n').at(-1)!) as Sample);
      }
    }
    for (const [b, runs] of samples.entries()) {
      const cols = [
        runs.map((s) => s.importMs),
        runs.map((s) => s.requestMs),
        runs.map((s) => s.importMs + s.requestMs),
        runs.map((s) => s.totalCpuMs),
      ].map((xs) => ` ${ms(median(xs))} ${ms(percentile(xs, 95))}`);
      console.log(`${label(route.name, b).padEnd(28)}${cols.join('')}`);
    }
    const total = (runs: Sample[]) => median(runs.map((s) => s.importMs + s.requestMs));
    const api = total(samples[0]!);
    const verdict = api <= GOAL_MS ? 'within' : `${(api - GOAL_MS).toFixed(0)} ms over`;
    console.log(
      `  this API / floor: ${ratio(api, total(samples[FLOOR]!))}; median ${verdict} the ${GOAL_MS} ms goal`,
    );
  }
  console.log(
    `goal: import+request <= ${GOAL_MS} ms; done in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await store.close();
}
