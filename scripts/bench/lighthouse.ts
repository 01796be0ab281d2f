// Lighthouse 13 (mobile profile) on the built site served by the local product server, in Debian chromium.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

/** Audits each URL in turn with one chromium (fresh profile), then closes it. */
export async function auditUrls(
  pages: { page: string; url: string; path: string }[],
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
      const result = await lighthouse(p.url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
      });
      const cats = result?.lhr.categories;
      if (!cats) throw new Error(`lighthouse returned nothing for ${p.url}`);
      const runtimeError = result.lhr.runtimeError;
      if (runtimeError) throw new Error(`${p.url}: ${runtimeError.code} ${runtimeError.message}`);
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((cats[c]?.score ?? 0) * 100)]),
      ) as Record<Category, number>;
      const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? NaN;
      rows.push({
        page: p.page,
        path: p.path,
        scores,
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
      });
      process.stderr.write(`lighthouse ${p.path}: ${JSON.stringify(scores)}\n`);
    }
    return rows;
  } finally {
    chrome.kill();
    await rm(profile, { recursive: true, force: true });
  }
}

/**
 * Starts the real local server (temp data dir, demo seed, its own `astro build`), waits for the
 * build, audits home, one article, /glossary and /events, and shuts everything down.
 */
export async function lighthouseSite(): Promise<LighthouseRow[]> {
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
    `| page | ${head.join(' | ')} | LCP / TBT / CLS | host benchmark index |`,
    `|---|${CATEGORIES.map(() => '---').join('|')}|---|---|`,
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
      `| ${r.page} \`${r.path}\` | ${cells.join(' | ')} | ${metrics} | ${Math.round(r.benchmarkIndex)} |`,
    );
  }
  return { text: out.join('\n'), failed };
}
