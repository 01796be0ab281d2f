// `npm run bench:rebuild -- --cloud [--sizes 10000,100000]`: time to live where the site ships. For each size, the deploy
// rehearsal (scripts/rehearse.ts) on a table of that many articles, without the reader spike; then, per content journey,
// the time from the write to the changed page through the router and what each build did, and the first publish's full
// build beside the partial builds that replace it.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { BuiltPages, LiveMs } from '../rehearse/published.ts';

const ROOT = resolve(import.meta.dirname, '../..');

interface Report {
  ok: boolean;
  articles: number;
  journeys: { name: string; ok: boolean; detail: string; liveMs?: LiveMs; builds?: BuiltPages[] }[];
}

async function rehearse(articles: number): Promise<Report> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-rebuild-cloud-'));
  const file = join(dir, 'report.json');
  try {
    await promisify(execFile)(
      process.execPath,
      ['scripts/rehearse.ts', '--views=0', `--articles=${articles}`, '--report', file],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    ).catch((err: { stdout?: string }) => {
      process.stderr.write(String(err.stdout ?? '').slice(-4000));
    });
    return JSON.parse(await readFile(file, 'utf8')) as Report;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const build = (b: BuiltPages) =>
  `${b.kind}, ${b.pages.toLocaleString('en')} pages, ${seconds(b.ms)}${b.peakMemoryMb ? `, ${b.peakMemoryMb.toLocaleString('en')} MB` : ''}`;

export async function cloudBench(sizes: number[]): Promise<void> {
  const rows: string[] = [];
  const costs: string[] = [];
  for (const size of sizes) {
    process.stderr.write(`${size.toLocaleString('en')} articles: the rehearsal...\n`);
    const report = await rehearse(size);
    const full = report.journeys.find((j) => j.name === 'first publish')?.builds?.[0];
    for (const journey of report.journeys) {
      if (!journey.liveMs && journey.name !== 'first publish') continue;
      const live = Object.entries(journey.liveMs ?? {})
        .map(([change, ms]) => `${change} ${seconds(ms)}`)
        .join(', ');
      rows.push(
        `| ${report.articles.toLocaleString('en')} | ${journey.name}${journey.ok ? '' : ' (FAILED)'} | ${live || '–'} | ${(journey.builds ?? []).map(build).join('; ') || '–'} |`,
      );
    }
    const editor = report.journeys.find((j) => j.name === '2 an editor')?.builds?.[0];
    if (full && editor)
      costs.push(
        `${report.articles.toLocaleString('en')} articles: the editor's change cost ${seconds(editor.ms)} of build (${editor.kind}) against ${seconds(full.ms)} for the full build it replaces (${(full.ms / editor.ms).toFixed(1)}x less)`,
      );
  }
  console.log(
    '\nWhere the site ships (the rehearsal): from the write to the page through the router\n',
  );
  console.log(
    '| articles | journey | live after | build: kind, pages, start to published, peak memory |',
  );
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`\n${costs.join('\n')}`);
}
