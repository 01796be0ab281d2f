// Local site builder: `astro build` into a fresh folder, then an atomic swap of the `current` symlink.
import { spawn } from 'node:child_process';
import { mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** What a build's pages need: the store to read and the origin for canonical links. */
export interface BuildEnv {
  DYNAMODB_ENDPOINT: string;
  TABLE_NAME: string;
  SITE_URL: string;
  AWS_REGION?: string;
}

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

export interface SiteBuilder {
  build(): Promise<void>;
  /** The folder readers are served from, or null before the first build. */
  current(): string | null;
}

const CURRENT = 'current';

/** `astro build --outDir outDir` in a child process; rejects with the output's last lines on failure. */
export function runAstroBuild(
  projectDir: string,
  outDir: string,
  env: BuildEnv,
  log?: (l: string) => void,
): Promise<void> {
  return new Promise<void>((resolvePromise, reject) => {
    const astro = join(projectDir, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const child = spawn(process.execPath, [astro, 'build', '--outDir', outDir], {
      cwd: projectDir,
      // Always a production build: Vite lets NODE_ENV override the mode, so a build started under vitest
      // (NODE_ENV=test, the e2e setup) bundled React's development build, about 63 KB more gzipped JS a page.
      env: { ...process.env, ...env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-4000);
      if (log) for (const line of text.split('\n')) if (line.trim()) log(line);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolvePromise()
        : reject(
            new Error(
              `astro build exited with ${code}: ${tail.trim().split('\n').slice(-5).join(' | ')}`,
            ),
          ),
    );
  });
}

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

  /** Removes every build folder except the one served now and those still being written. */
  async function removeOldBuilds() {
    for (const entry of await readdir(root)) {
      const dir = join(root, entry);
      if (entry.startsWith('build-') && dir !== current && !running.has(dir))
        await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    current: () => current,
    async build() {
      const name = `build-${Date.now()}`;
      const outDir = join(root, name);
      running.add(outDir);
      try {
        await runAstroBuild(opts.projectDir, outDir, opts.env(), opts.log);
      } catch (err) {
        await rm(outDir, { recursive: true, force: true });
        throw err;
      } finally {
        running.delete(outDir);
      }
      // rename() over the old link is atomic: a reader sees the old build or the new one, never neither.
      const tmpLink = join(root, `.current-${name}`);
      await symlink(name, tmpLink);
      await rename(tmpLink, link);
      current = outDir;
      // A request that resolved the old folder a moment ago may still read it; give it a moment.
      setTimeout(() => void removeOldBuilds().catch(() => undefined), 5_000).unref();
    },
  };
}
