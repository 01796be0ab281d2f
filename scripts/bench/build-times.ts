// Full `astro build` time of the site at N articles (temp dynalite) beside N bare Astro pages in a throwaway project.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig, siteUrl } from '../../functions/config.ts';
import {
  createArticles,
  createDb,
  ensureTable,
  startDynalite,
} from '../../functions/data/index.ts';
import { articleInputs } from './bench-corpus.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ASTRO = join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
const BATCH = 2000;

/** Runs `astro build --outDir outDir` in cwd: wall time in seconds and the page count astro reports. */
function timeAstroBuild(cwd: string, outDir: string, env: Record<string, string> = {}) {
  return new Promise<{ seconds: number; pages: number }>((ok, fail) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [ASTRO, 'build', '--outDir', outDir], {
      cwd,
      env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    let pages = NaN;
    const collect = (d: Buffer) => {
      tail = (tail + d.toString()).slice(-3000);
      const m = /(\d+) page\(s\) built/.exec(tail);
      if (m) pages = Number(m[1]);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? ok({ seconds: (performance.now() - t0) / 1000, pages })
        : fail(new Error(`astro build in ${cwd} exited with ${code}: ${tail.trim().slice(-800)}`)),
    );
  });
}

/** Loads `count` bench-corpus articles into a fresh in-memory dynalite and times the site's build from it. */
export async function siteBuildSeconds(count: number) {
  const config = loadConfig();
  const tmp = await mkdtemp(join(tmpdir(), `bench-build-${count}-`));
  const store = await startDynalite();
  const db = createDb({
    table: config.TABLE_NAME,
    region: config.AWS_REGION,
    endpoint: store.endpoint,
  });
  try {
    await ensureTable(db);
    const t0 = performance.now();
    const inputs = articleInputs(count);
    for (let i = 0; i < inputs.length; i += BATCH) {
      const results = await createArticles(db, inputs.slice(i, i + BATCH));
      const failed = results.find((r) => r instanceof Error);
      if (failed) throw failed;
    }
    const load = (performance.now() - t0) / 1000;
    const build = await timeAstroBuild(ROOT, join(tmp, 'dist'), {
      DYNAMODB_ENDPOINT: store.endpoint,
      TABLE_NAME: config.TABLE_NAME,
      SITE_URL: siteUrl(config),
      AWS_REGION: config.AWS_REGION,
    });
    return { load, ...build };
  } finally {
    await store.close();
    await rm(tmp, { recursive: true, force: true });
  }
}

/**
 * A minimal Astro project (one dynamic page, `count` paths, no integrations) built with the same astro,
 * rendering `concurrency` pages at once: 1 is Astro's default, BUILD_CONCURRENCY the site's setting.
 */
export async function bareAstroSeconds(count: number, concurrency = 1) {
  const dir = await mkdtemp(join(tmpdir(), `bench-bare-astro-${count}-`));
  try {
    await mkdir(join(dir, 'src', 'pages'), { recursive: true });
    await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'bare-astro', private: true, type: 'module' }),
    );
    await writeFile(
      join(dir, 'astro.config.mjs'),
      `export default { build: { concurrency: ${concurrency} } };\n`,
    );
    await writeFile(
      join(dir, 'src', 'pages', '[id].astro'),
      `---
export function getStaticPaths() {
  return Array.from({ length: ${count} }, (_, i) => ({ params: { id: String(i + 1) } }));
}
const { id } = Astro.params;
---
<html lang="en"><head><title>Page {id}</title></head><body><h1>Page {id}</h1></body></html>
`,
    );
    return await timeAstroBuild(dir, join(dir, 'dist'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface BuildTimeRow {
  articles: number;
  load: number;
  site: { seconds: number; pages: number };
  bare: { seconds: number; pages: number };
}

export async function buildTimes(sizes: number[]): Promise<BuildTimeRow[]> {
  const rows: BuildTimeRow[] = [];
  for (const n of sizes) {
    process.stderr.write(`build times: ${n} articles...\n`);
    const { load, ...site } = await siteBuildSeconds(n);
    const bare = await bareAstroSeconds(n);
    rows.push({ articles: n, load, site, bare });
    process.stderr.write(
      `  site ${site.seconds.toFixed(1)} s, bare ${bare.seconds.toFixed(1)} s\n`,
    );
  }
  return rows;
}

export function buildTimesTable(rows: BuildTimeRow[]): string {
  const out = [
    '| articles | site `astro build` | bare Astro, same page count | ratio | (load into dynalite) |',
    '|---|---|---|---|---|',
  ];
  const cell = (b: BuildTimeRow['site']) =>
    `${b.seconds.toFixed(1)} s (${b.pages.toLocaleString('en')} pages)`;
  for (const r of rows)
    out.push(
      `| ${r.articles.toLocaleString('en')} | ${cell(r.site)} | ${cell(r.bare)} | ${(r.site.seconds / r.bare.seconds).toFixed(1)}x | ${r.load.toFixed(1)} s |`,
    );
  return out.join('\n');
}
