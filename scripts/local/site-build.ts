// The local site builder: the one rebuild path (scripts/pipeline/site-rebuild.ts) publishing into DATA_DIR/site/public,
// with partial builds rendered in a warm build process.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MANIFEST_KEY, parsePublished } from '../../functions/publish/manifest.ts';
import { once } from '../../functions/lib/once.ts';
import type { BuildEnv } from '../pipeline/astro-build.ts';
import type { BuildScope } from '../pipeline/build-plan.ts';
import type { BuildReport } from '../pipeline/build-report.ts';
import { codeFingerprint } from '../pipeline/code-fingerprint.ts';
import { rebuildSite } from '../pipeline/site-rebuild.ts';
import { createBuildWorker, partialOutDir } from './build-worker-client.ts';
import { folderSitePort, publicDir } from './site-folder.ts';

export interface SiteBuilderOptions {
  /** DATA_DIR/site: the published folder, its manifest, and the builds being rendered. */
  siteRoot: string;
  /** Project root where astro.config.mjs lives. */
  projectDir: string;
  /** Read at each build, so the server can name its real port (SITE_URL) once it listens. */
  env: () => BuildEnv;
  /** Build output goes here unless quiet. */
  log?: (line: string) => void;
}

export interface SiteBuilder {
  /**
   * Builds and publishes the site: a change scoped to article ids takes the partial path when the published site
   * allows it (build-plan.ts); no change, or one without scope, a full build.
   */
  build(change?: BuildScope, fullAskedFor?: string): Promise<BuildReport>;
  /** The folder readers are served from, or null before the first publish. */
  current(): string | null;
  /** True when the published site was built by other code: it needs a full build. */
  outdated(): Promise<boolean>;
  /** Readies the warm build worker, so the first partial build is not a cold one. */
  warm(): Promise<void>;
  /** Ends the warm build worker, if one runs. */
  close(): Promise<void>;
}

/** What older code left in the site root: its build folders and the link between them. */
const OLD_LAYOUT = /^(build|patch|partial)-\d+(\.json)?$|^current$|^\.current-|^retired-assets$/;

export async function createSiteBuilder(opts: SiteBuilderOptions): Promise<SiteBuilder> {
  const root = resolve(opts.siteRoot);
  await mkdir(root, { recursive: true });
  for (const entry of await readdir(root))
    if (OLD_LAYOUT.test(entry)) await rm(join(root, entry), { recursive: true, force: true });
  const port = folderSitePort(root);
  const workDir = join(root, 'work');
  // A build cut short by a stop leaves its folder here.
  await rm(workDir, { recursive: true, force: true });
  let published = existsSync(join(root, 'manifest.json'));
  // The code this process renders with; read on first use (tens of ms), not before the server can listen.
  const code = once(() => codeFingerprint(opts.projectDir));
  // Partial builds run in a warm process; full builds in a fresh one each, which leaves no large heap behind.
  const worker = createBuildWorker(opts.projectDir);

  return {
    current: () => (published ? publicDir(root) : null),
    async outdated() {
      const stored = await port.read(MANIFEST_KEY);
      return stored !== null && parsePublished(stored)?.build?.code !== (await code());
    },
    warm: () => worker.warm(opts.env()),
    close: () => worker.close(),
    async build(change = { full: true, articleIds: [] }, fullAskedFor) {
      const report = await rebuildSite({
        projectDir: opts.projectDir,
        port,
        env: opts.env(),
        scope: change,
        code: await code(),
        workDir,
        ...(fullAskedFor ? { fullAskedFor } : {}),
        renderPartial: async (env, stamp) => {
          const out = partialOutDir(opts.projectDir, stamp);
          try {
            await worker.build(out, env);
          } catch (err) {
            await rm(out, { recursive: true, force: true });
            throw err;
          }
          return out;
        },
        ...(opts.log ? { log: opts.log } : {}),
      });
      published = true;
      return report;
    },
  };
}
