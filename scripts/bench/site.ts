// `npm run bench:site`: gzipped JS per built page against the budgets of product.md §11.2 and §11.5 (every admin page in the build),
// then Lighthouse and full build times.
// Usage: node scripts/bench/site.ts [builtSiteDir] [--no-lighthouse] [--lighthouse-runs=5] [--no-build-times]
//   [--sizes=1000,10000]
import { readdir, readFile } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildTimes, buildTimesTable } from './build-times.ts';
import { lighthouseSite, lighthouseTable } from './lighthouse.ts';

/** The public budgets of product.md §11.2 in KB gzipped, React's runtime included. */
export const PUBLIC_BUDGETS: {
  page: string;
  file: (dir: string) => Promise<string>;
  kb: number;
}[] = [
  { page: 'home', file: () => Promise.resolve('index.html'), kb: 95 },
  { page: 'article', file: firstArticle, kb: 85 },
  { page: 'glossary', file: () => Promise.resolve('glossary/index.html'), kb: 75 },
  { page: 'events', file: () => Promise.resolve('events/index.html'), kb: 75 },
  // product.md §10.18: a list page like glossary and events, with less to run.
  { page: 'feeds', file: () => Promise.resolve('feeds/index.html'), kb: 75 },
];

/** product.md §11.5: each admin page (one client:only island) ≤ 160 KB, React included. */
export const ADMIN_BUDGET_KB = 160;

/** Every built admin page ('admin/login/index.html', ...), found in the build so new screens are measured too. */
export async function adminPages(dir: string): Promise<string[]> {
  const entries = await readdir(join(dir, 'admin'), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => posix.join(relative(dir, e.parentPath).split(sep).join('/'), e.name))
    .sort();
}

async function firstArticle(dir: string): Promise<string> {
  const ids = (await readdir(join(dir, 'article'))).filter((n) => /^\d+$/.test(n));
  if (ids.length === 0) throw new Error('no article pages in the build');
  return `article/${ids[0]}/index.html`;
}

/** Root-relative script URLs a page loads: module scripts and Astro island component/renderer URLs. */
function entryScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1] ?? '');
  for (const m of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g))
    urls.add(m[1] ?? '');
  return [...urls].filter((u) => u.startsWith('/'));
}

/**
 * Static imports of a built module. Dynamic imports are not counted: they load on demand (a form opened, a first toast),
 * so this measure is what every load of the page fetches; a chunk imported dynamically on mount would escape it.
 */
function staticImports(code: string, from: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) {
    const spec = m[1] ?? '';
    out.push(spec.startsWith('/') ? spec : posix.join(posix.dirname(from), spec));
  }
  return out;
}

/** Every script URL reachable from the page's entries through static imports: what each load of the page fetches. */
export async function pageScripts(dir: string, htmlFile: string): Promise<string[]> {
  const html = await readFile(join(dir, htmlFile), 'utf8');
  const seen = new Set<string>();
  const queue = entryScripts(html);
  while (queue.length > 0) {
    const url = queue.pop() ?? '';
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(await readFile(join(dir, url), 'utf8'), url));
  }
  return [...seen].sort();
}

/** Gzipped bytes of the page's inline scripts and of every script reachable from its entries, each counted once. */
export async function pageJsGzip(dir: string, htmlFile: string): Promise<number> {
  const html = await readFile(join(dir, htmlFile), 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .join('\n');
  let total = inline ? gzipSync(inline).length : 0;
  for (const url of await pageScripts(dir, htmlFile))
    total += gzipSync(await readFile(join(dir, url), 'utf8')).length;
  return total;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'no-lighthouse': { type: 'boolean', default: false },
      // Lighthouse's guide to variability: the median of five runs halves the spread of one.
      'lighthouse-runs': { type: 'string', default: '5' },
      'no-build-times': { type: 'boolean', default: false },
      sizes: { type: 'string', default: '1000,10000' },
    },
  });
  const sizes = values.sizes.split(',').map((n) => Number(n.replace(/_/g, '')));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`bad --sizes ${values.sizes}`);
  const runs = Number(values['lighthouse-runs']);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`bad --lighthouse-runs ${values['lighthouse-runs']}`);
  const dir = positionals[0] ?? 'dist';
  const rows: string[] = ['| page | gzipped JS | budget | ok |', '|---|---|---|---|'];
  let failed = false;
  const budgets = [
    ...PUBLIC_BUDGETS,
    ...(await adminPages(dir)).map((file) => ({
      page: posix.dirname(file),
      file: () => Promise.resolve(file),
      kb: ADMIN_BUDGET_KB,
    })),
  ];
  for (const b of budgets) {
    const kb = (await pageJsGzip(dir, await b.file(dir))) / 1024;
    const ok = kb <= b.kb;
    failed ||= !ok;
    rows.push(`| ${b.page} | ${kb.toFixed(1)} KB | <= ${b.kb} KB | ${ok ? 'yes' : 'NO'} |`);
  }
  console.log(rows.join('\n'));

  if (!values['no-lighthouse']) {
    const table = lighthouseTable(await lighthouseSite(runs));
    failed ||= table.failed;
    console.log(
      `\nLighthouse 13, mobile profile (local server, demo seed), median of ${runs} run(s) per page\n${table.text}`,
    );
  }
  if (!values['no-build-times'])
    console.log(`\nFull build time\n${buildTimesTable(await buildTimes(sizes))}`);
  if (failed) process.exitCode = 1;
}

// Run as a script only: tests import pageJsGzip without starting the benchmark.
if (import.meta.main) await main();
