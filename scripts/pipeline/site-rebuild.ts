// The one rebuild path (product.md §11.14): from a change's scope to the site published, the same code on a
// developer's machine (published into a folder, scripts/local/site-build.ts) and in the cloud's build job (into
// the site bucket, scripts/pipeline/rebuild.ts). Read the published manifest, choose the kind (build-plan.ts),
// render the scope or every page, publish the files whose bytes changed (functions/publish).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { MANIFEST_KEY, parsePublished } from '../../functions/publish/manifest.ts';
import {
  publishedArticleIds,
  unsureArticleIds,
  type Manifest,
} from '../../functions/publish/plan.ts';
import { publish, type SitePort } from '../../functions/publish/publish.ts';
import { articleSitemapUrl } from '../../site/build/partial.ts';
import { runAstroBuild, type BuildEnv } from './astro-build.ts';
import type { BuildReport } from './build-report.ts';
import { planBuild, type BuildScope } from './build-plan.ts';
import { clientAssetNames } from './client-assets.ts';
import { samplePeakChildRss } from './peak-rss.ts';

export interface RebuildSiteOptions {
  /** Where astro.config.mjs lives. */
  projectDir: string;
  /** The published site: a folder locally, the bucket and the CDN in the cloud. */
  port: SitePort;
  env: BuildEnv;
  scope: BuildScope;
  /** The fingerprint of this code (code-fingerprint.ts). */
  code: string;
  /** Builds render under here; each build's folder is removed once published. */
  workDir: string;
  /** Set when an operator asked for a full build, with their reason. */
  fullAskedFor?: string;
  /**
   * Renders a partial build (SITE_PARTIAL in env) and answers its folder. By default a fresh `astro build`;
   * the local host passes its warm build process.
   */
  renderPartial?: (env: BuildEnv, stamp: number) => Promise<string>;
  /** Renders every page (or the scope in env's SITE_PARTIAL) into outDir: `astro build` unless a test stands in. */
  render?: (outDir: string, env: BuildEnv) => Promise<void>;
  log?: (line: string) => void;
  now?: () => Date;
  /** Report the build's peak memory (build-report.ts peakMemoryMb); 0 otherwise. */
  measureMemory?: boolean;
}

/** Pages a build rendered: every file it wrote but the hashed client files. */
async function pageCount(outDir: string): Promise<number> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && !relative(outDir, e.parentPath).startsWith('_astro'))
    .length;
}

/** Builds what the scope needs and publishes it; answers what was done (build-report.ts). */
export async function rebuildSite(opts: RebuildSiteOptions): Promise<BuildReport> {
  // Sampling walks /proc five times a second: the build job's report wants it, a local server's event loop does not.
  const memory = opts.measureMemory ? samplePeakChildRss(200, true) : { stop: () => 0 };
  try {
    return await buildAndPublish(opts, memory);
  } finally {
    memory.stop();
  }
}

async function buildAndPublish(
  opts: RebuildSiteOptions,
  memory: { stop(): number },
): Promise<BuildReport> {
  const started = performance.now();
  const now = opts.now?.() ?? new Date();
  const log = opts.log ?? (() => {});
  // Absolute: each build runs in a folder of its own (astro-build.ts), where a relative scope file is not found.
  const workDir = resolve(opts.workDir);
  await mkdir(workDir, { recursive: true });
  const stored = await opts.port.read(MANIFEST_KEY);
  const published = stored === null ? null : parsePublished(stored);
  const siteUrl = opts.env.SITE_URL;
  let decision = planBuild({ ...opts, published, siteUrl, now });
  if (decision.kind === 'partial') log(`Building the site: partial (${decision.reason})`);
  const stamp = Date.now();

  const finish = async (outDir: string, partialArticleIds?: readonly number[]) => {
    const renderMs = performance.now() - started;
    const fullBuiltAt =
      partialArticleIds && published?.build ? published.build.fullBuiltAt : now.toISOString();
    const plan = await publish(outDir, opts.port, {
      log,
      stored: { text: stored, published },
      build: { code: opts.code, siteUrl, fullBuiltAt },
      ...(partialArticleIds ? { partialArticleIds } : {}),
    });
    const pages = await pageCount(outDir);
    return {
      ...decision,
      pages,
      ms: Math.round(performance.now() - started),
      renderMs: Math.round(renderMs),
      publishMs: Math.round(performance.now() - started - renderMs),
      put: plan.put.length,
      deleted: plan.delete.length,
      peakMemoryMb: Math.round(memory.stop() / 2 ** 20),
    } satisfies BuildReport;
  };

  if (decision.kind === 'partial' && published) {
    // Articles a publish cut short left unknown are rendered again with the change.
    const articleIds = [
      ...new Set([...opts.scope.articleIds, ...unsureArticleIds(published.files)]),
    ];
    const asked = new Set(articleIds);
    const scopeFile = join(workDir, `scope-${stamp}.json`);
    await writeFile(
      scopeFile,
      JSON.stringify({
        kind: 'partial',
        articleIds,
        sitemapPages: publishedArticleIds(published.files)
          .filter((id) => !asked.has(id))
          .map((id) => articleSitemapUrl(id, siteUrl)),
      }),
    );
    let outDir: string | null = null;
    try {
      const env = { ...opts.env, SITE_PARTIAL: scopeFile };
      try {
        outDir = opts.renderPartial
          ? await opts.renderPartial(env, stamp)
          : await renderInto(opts, join(workDir, `partial-${stamp}`), env);
      } catch (err) {
        // A full build covers the change as well; only its failure is the build's failure.
        decision = { kind: 'full', reason: `the partial build failed (${String(err)})` };
      }
      if (outDir && (await sameClientFiles(outDir, published.files)))
        return await finish(outDir, articleIds);
      if (outDir)
        decision = { kind: 'full', reason: "the client files differ from the published site's" };
    } finally {
      await rm(scopeFile, { force: true });
      if (outDir) await rm(outDir, { recursive: true, force: true });
    }
  }
  if (decision.kind === 'full') log(`Building the site: full (${decision.reason})`);
  const outDir = join(workDir, `full-${stamp}`);
  try {
    const { SITE_PARTIAL: _none, ...env } = opts.env;
    await renderInto(opts, outDir, env);
    return await finish(outDir);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

async function renderInto(opts: RebuildSiteOptions, outDir: string, env: BuildEnv) {
  if (opts.render) await opts.render(outDir, env);
  else await runAstroBuild(opts.projectDir, outDir, env, opts.log);
  return outDir;
}

/** A partial build is laid over pages that load the same client files: the published site's current ones. */
async function sameClientFiles(outDir: string, published: Manifest): Promise<boolean> {
  const current = [...published]
    .filter(([key, entry]) => key.startsWith('_astro/') && entry.retiredAt === undefined)
    .map(([key]) => key.slice('_astro/'.length))
    .sort();
  return (await clientAssetNames(outDir)).join('\n') === current.join('\n');
}
