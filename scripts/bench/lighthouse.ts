// Lighthouse 13 (mobile profile) on the built site served by the local product server, in Debian chromium. Each page is
// audited several times and its median run reported (Lighthouse's computeMedianRun, the run nearest the median first
// contentful paint and time to interactive), as Lighthouse's guide to variability advises; the range of every run's
// performance score is printed beside it.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun as medianRunOf } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, chromiumPath } from '../tools/chromium.ts';
import { startLocal } from '../local/server.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
/** Targets: performance >= 98, the others 100. */
export const TARGETS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export interface LighthouseRow {
  page: string;
  path: string;
  scores: Record<Category, number>;
  /** Every run's performance score, in the order run (the median run's scores are `scores`). */
  performanceRuns: number[];
  /** Largest Contentful Paint and Total Blocking Time in ms, CLS, and the host's benchmark index. */
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
}

async function firstArticleId(siteDir: string): Promise<string> {
  const ids = (await readdir(join(siteDir, 'article'))).filter((n) => /^\d+$/.test(n));
  if (ids.length === 0) throw new Error(`no article pages in ${siteDir}`);
  return ids.sort((a, b) => Number(a) - Number(b))[0] as string;
}

/** Lighthouse's mobile audit of one URL, or an error naming what went wrong. */
async function audit(url: string, port: number): Promise<LhResult> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
  });
  if (!result?.lhr.categories) throw new Error(`lighthouse returned nothing for ${url}`);
  const runtimeError = result.lhr.runtimeError;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return result.lhr;
}

/**
 * One audit, run again (twice at most) when Lighthouse reports a failed recording, as its error asks ("Please run
 * Lighthouse again"): a run without a trace has no figures to take the median of. Each retry is printed.
 */
async function auditRetried(url: string, port: number): Promise<LhResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (err) {
      if (attempt === 3) throw err;
      process.stderr.write(`lighthouse ${url}: ${String(err)}; running it again\n`);
    }
  }
}

type LhResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** Lighthouse's median run, typed here: its declaration names a global `LH` namespace that this program lacks. */
const computeMedianRun = medianRunOf as (runs: LhResult[]) => LhResult;

const scoresOf = (lhr: LhResult) =>
  Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;

/** Audits each URL `runs` times in turn with one chromium (fresh profile), then closes it. */
export async function auditUrls(
  pages: { page: string; url: string; path: string }[],
  runs = 1,
): Promise<LighthouseRow[]> {
  const profile = await mkdtemp(join(tmpdir(), 'lh-profile-'));
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
    ignoreDefaultFlags: true,
    userDataDir: profile,
    logLevel: 'silent',
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const p of pages) {
      const results: LhResult[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await auditRetried(p.url, chrome.port);
        results.push(lhr);
        process.stderr.write(
          `lighthouse ${p.path} run ${i + 1}: ${JSON.stringify(scoresOf(lhr))}\n`,
        );
      }
      const median = computeMedianRun(results);
      const metric = (id: string) => median.audits[id]?.numericValue ?? NaN;
      rows.push({
        page: p.page,
        path: p.path,
        scores: scoresOf(median),
        performanceRuns: results.map((r) => scoresOf(r).performance),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        benchmarkIndex: median.environment.benchmarkIndex,
      });
    }
    return rows;
  } finally {
    chrome.kill();
    await rm(profile, { recursive: true, force: true });
  }
}

/**
 * Starts the real local server (temp data dir, demo seed, its own `astro build`), waits for the
 * build, audits home, one article, /glossary and /events (each `runs` times), and shuts everything down.
 */
export async function lighthouseSite(runs: number): Promise<LighthouseRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lh-site-'));
  const server = await startLocal({
    dataDir,
    port: 0,
    build: true,
    feedIntervalMinutes: 0,
    quiet: true,
  });
  try {
    await server.rebuild.whenIdle();
    // After the first build the product readies its warm build worker in the background, a process that
    // loads Astro: audited beside it, the first page's blocking time measured that process, not the page.
    await server.rebuild.whenWarm();
    const status = server.rebuild.status();
    if (!status.lastSuccessAt)
      throw new Error(`site build failed: ${status.lastError ?? 'no build ran'}`);
    const id = await firstArticleId(join(dataDir, 'site', 'current'));
    const paths = [
      ['home', '/'],
      ['article', `/article/${id}/`],
      ['glossary', '/glossary/'],
      ['events', '/events/'],
    ] as const;
    return await auditUrls(
      paths.map(([page, path]) => ({ page, path, url: `${server.url}${path}` })),
      runs,
    );
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function lighthouseTable(rows: LighthouseRow[]): { text: string; failed: boolean } {
  const head = CATEGORIES.map(
    (c) => `${c} (target ${TARGETS[c] === 100 ? '100' : `>= ${TARGETS[c]}`})`,
  );
  const out = [
    `| page | ${head.join(' | ')} | every run's performance | LCP / TBT / CLS | host benchmark index |`,
    `|---|${CATEGORIES.map(() => '---').join('|')}|---|---|---|`,
  ];
  let failed = false;
  for (const r of rows) {
    const cells = CATEGORIES.map((c) => {
      const ok = r.scores[c] >= TARGETS[c];
      failed ||= !ok;
      return `${r.scores[c]}${ok ? '' : ' (below)'}`;
    });
    const metrics = `${Math.round(r.lcp)} ms / ${Math.round(r.tbt)} ms / ${r.cls.toFixed(3)}`;
    out.push(
      `| ${r.page} \`${r.path}\` | ${cells.join(' | ')} | ${r.performanceRuns.join(', ')} | ${metrics} | ${Math.round(r.benchmarkIndex)} |`,
    );
  }
  return { text: out.join('\n'), failed };
}
