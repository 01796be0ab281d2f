// Local site builder: `astro build` into a fresh folder (all pages, or a partial build as a patch), then an atomic swap of the `current` symlink.
import {
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { sameClientAssets } from '../pipeline/client-assets.ts';
import { readPatch, recordFile } from './site-layers.ts';
import { once } from '../../functions/lib/once.ts';
import type { PendingChange } from './rebuild-scheduler.ts';
import { articleSitemapUrl } from '../../site/build/partial.ts';
import { runAstroBuild, type BuildEnv } from './astro-build.ts';
import { createBuildWorker, partialOutDir } from './build-worker-client.ts';
import { codeFingerprint } from './code-fingerprint.ts';
import { pruneRetiredAssets, retireAssets } from './retired-assets.ts';
import { liveArticleIds, writePatch, type PatchResult } from './site-patch.ts';

export interface SiteBuilderOptions {
  /** dataDir/site: holds build-<ts> folders and the `current` link. */
  siteRoot: string;
  /** Project root where astro.config.mjs lives. */
  projectDir: string;
  /** Read at each build, so the server can name its real port (SITE_URL) once it listens. */
  env: () => BuildEnv;
  /** Build output goes here unless quiet. */
  log?: (line: string) => void;
}

/** A full build takes this path again once the patch holds this many files or its base is this old. */
const PATCH_MAX_FILES = 5_000;
const BASE_MAX_AGE_MS = 24 * 3600_000;

/** What a build did, for logs and the rebuild bench. */
export type BuildOutcome = { kind: 'full' } | ({ kind: 'partial' } & PatchResult);

export interface SiteBuilder {
  /**
   * Builds and swaps in the site. A change scoped to article ids takes the partial path (the listing pages
   * and those article pages, written as a patch over the live build); no change, or one without scope, a full build.
   */
  build(change?: PendingChange): Promise<BuildOutcome>;
  /** The folder readers are served from, or null before the first build. */
  current(): string | null;
  /** True when the live site was built by other code (or before builds recorded theirs): it needs a full build. */
  outdated(): Promise<boolean>;
  /** Readies the warm build worker, so the first partial build is not a cold one. */
  warm(): Promise<void>;
  /** Ends the warm build worker, if one runs. */
  close(): Promise<void>;
}

const CURRENT = 'current';

export async function createSiteBuilder(opts: SiteBuilderOptions): Promise<SiteBuilder> {
  const root = resolve(opts.siteRoot);
  await mkdir(root, { recursive: true });
  const link = join(root, CURRENT);
  let current: string | null = null;
  try {
    current = resolve(root, await readlink(link));
  } catch {
    current = null;
  }

  // Folders of builds still running: the clean-up must never take them.
  const running = new Set<string>();
  // The code this process renders with; a build records it, and only a build by the same code is patched.
  // Read on first use (about 70 ms), not before the server can listen.
  const code = once(() => codeFingerprint(opts.projectDir));

  /**
   * Removes every build folder (and its record) except the one served now, its base, and those still being
   * written. A replaced full build's client files the new one lacks are kept a week (retired-assets.ts).
   */
  async function removeOldBuilds() {
    const base = current && baseOf(current);
    const keep = new Set([current, base]);
    await pruneRetiredAssets(root);
    for (const entry of await readdir(root)) {
      const dir = join(root, entry.replace(/\.json$/, ''));
      if (!/^(build|patch|partial)-\d+(\.json)?$/.test(entry) || keep.has(dir) || running.has(dir))
        continue;
      if (base && /^build-\d+$/.test(entry)) await retireAssets(dir, base);
      await rm(join(root, entry), { recursive: true, force: true });
    }
  }

  // Partial builds run in a warm process; full builds in a fresh one each, which leaves no large heap behind.
  const worker = createBuildWorker(opts.projectDir);

  /** `astro build` into a new folder under the root; the folder is removed again if the build fails. */
  async function astroInto(name: string, env: BuildEnv): Promise<string> {
    const outDir = join(root, name);
    running.add(outDir);
    try {
      await runAstroBuild(opts.projectDir, outDir, env, opts.log);
      return outDir;
    } catch (err) {
      await rm(outDir, { recursive: true, force: true });
      throw err;
    } finally {
      running.delete(outDir);
    }
  }

  /** rename() over the old link is atomic: a reader sees the old build or the new one, never neither. */
  async function swapIn(dir: string) {
    const name = dir.slice(root.length + 1);
    const tmpLink = join(root, `.current-${name}`);
    await symlink(name, tmpLink);
    await rename(tmpLink, link);
    current = dir;
    // A request that resolved the old folder a moment ago may still read it; give it a moment.
    setTimeout(() => void removeOldBuilds().catch(() => undefined), 5_000).unref();
  }

  async function fullBuild(): Promise<BuildOutcome> {
    const env = opts.env();
    const outDir = await astroInto(`build-${Date.now()}`, env);
    const record: BuildRecord = {
      siteUrl: env.SITE_URL,
      builtAt: new Date().toISOString(),
      code: await code(),
    };
    await writeFile(recordFile(outDir), JSON.stringify(record));
    await swapIn(outDir);
    return { kind: 'full' };
  }

  /** The partial path, or null when only a full build is right (see partialAllowed). */
  async function partialBuild(live: string, articleIds: number[]): Promise<BuildOutcome | null> {
    const env = opts.env();
    if (!(await partialAllowed(live, env.SITE_URL, await code()))) return null;
    const stamp = Date.now();
    const scopeFile = join(root, `scope-${stamp}.json`);
    const wanted = new Set(articleIds);
    const sitemapPages = (await liveArticleIds(live))
      .filter((id) => !wanted.has(id))
      .map((id) => articleSitemapUrl(id, env.SITE_URL));
    await writeFile(scopeFile, JSON.stringify({ kind: 'partial', articleIds, sitemapPages }));
    let out: string | null = null;
    try {
      out = partialOutDir(opts.projectDir, stamp);
      await worker.build(out, { ...env, SITE_PARTIAL: scopeFile });
      // New client assets mean the code changed since the live build: its pages would not match these.
      if (!(await sameClientAssets(out, baseOf(live)))) return null;
      const patchDir = join(root, `patch-${stamp}`);
      running.add(patchDir);
      try {
        // The patch's record keeps its base's (origin and build time) beside its own.
        const baseRecord = (await readRecord(baseOf(live))) ?? undefined;
        const result = await writePatch({ live, out, patchDir, articleIds, record: baseRecord });
        await swapIn(patchDir);
        return { kind: 'partial', ...result };
      } finally {
        running.delete(patchDir);
      }
    } finally {
      await rm(scopeFile, { force: true });
      if (out) await rm(out, { recursive: true, force: true });
    }
  }

  return {
    current: () => current,
    outdated: async () =>
      current !== null && (await readRecord(baseOf(current)))?.code !== (await code()),
    warm: () => worker.warm(opts.env()),
    close: () => worker.close(),
    async build(change) {
      const live = current;
      if (live && change && !change.full) {
        try {
          const partial = await partialBuild(live, change.articleIds);
          if (partial) return partial;
        } catch (err) {
          // A full build covers the change as well; only its failure is the build's failure.
          opts.log?.(`Partial build failed, building every page: ${String(err)}`);
        }
      }
      return fullBuild();
    },
  };
}

/** What a full build records beside its folder (a patch adds its base and deletions, site-layers.ts). */
interface BuildRecord {
  siteUrl: string;
  builtAt: string;
  /** codeFingerprint of the code that built it (absent in builds from before it was recorded). */
  code?: string;
}

/** A full build's record, or null for a build from before records. */
async function readRecord(dir: string): Promise<BuildRecord | null> {
  try {
    return JSON.parse(await readFile(recordFile(dir), 'utf8')) as BuildRecord;
  } catch {
    return null;
  }
}

/** The full build a folder lies over: itself unless it is a patch. */
const baseOf = (dir: string) => readPatch(dir)?.patch.base ?? dir;

/**
 * A partial build is right when the live build was made by this code for this origin, its base is under
 * a day old (a full build runs at least daily) and of this year, and its patch is still small. Otherwise
 * the change takes a full build.
 */
export async function partialAllowed(
  live: string,
  siteUrl: string,
  code: string,
): Promise<boolean> {
  const record = await readRecord(baseOf(live));
  if (record?.siteUrl !== siteUrl || record.code !== code) return false;
  if (Date.now() - Date.parse(record.builtAt) > BASE_MAX_AGE_MS) return false;
  // Every page's footer prints the year it was built in (Footer.astro): a new year renders them all.
  if (new Date(record.builtAt).getFullYear() !== new Date().getFullYear()) return false;
  if (!readPatch(live)) return true;
  return (await readdir(live, { recursive: true })).length < PATCH_MAX_FILES;
}
