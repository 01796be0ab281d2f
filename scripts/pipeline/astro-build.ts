// `astro build` in a child process, from a working folder that keeps each build's page code apart.
import { spawn } from 'node:child_process';
import { mkdir, symlink } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a build's pages need: the store to read and the origin for canonical links. */
export interface BuildEnv {
  /** The store to read; unset where the build reads DynamoDB itself (SITE_BUILD_STORE=aws). */
  DYNAMODB_ENDPOINT?: string;
  TABLE_NAME: string;
  SITE_URL: string;
  AWS_REGION?: string;
  /** Partial builds only: the scope file (site/build/partial.ts). */
  SITE_PARTIAL?: string;
  /** Full builds: the processes that share the article pages (functions/config.ts); unset picks by size and cores. */
  SITE_BUILD_SHARDS?: string;
}

/**
 * Where `astro build` runs: outDir's parent. Astro writes a build's page code into outDir only when outDir lies
 * under the working directory, and otherwise into one shared folder (the project's .astro/.prerender), where
 * two builds at once (a test's and a server's) overwrite each other's code. Outside the project, the folder
 * gets a link to the project's packages, which that code imports.
 */
async function buildCwd(projectDir: string, outDir: string): Promise<string> {
  const dir = dirname(resolve(outDir));
  const rel = relative(resolve(projectDir), dir);
  if (rel.startsWith('..') || isAbsolute(rel)) {
    await mkdir(dir, { recursive: true });
    await symlink(
      join(resolve(projectDir), 'node_modules'),
      join(dir, 'node_modules'),
      'dir',
    ).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
  }
  return dir;
}

/** `astro build` into outDir in a child process (scripts/pipeline/build-pages.ts); rejects with the output's last lines on failure. */
export async function runAstroBuild(
  projectDir: string,
  outDir: string,
  env: BuildEnv,
  log?: (l: string) => void,
): Promise<void> {
  const cwd = await buildCwd(projectDir, outDir);
  return new Promise<void>((resolvePromise, reject) => {
    const script = fileURLToPath(new URL('./build-pages.ts', import.meta.url));
    const child = spawn(process.execPath, [script, resolve(projectDir), resolve(outDir)], {
      cwd,
      // Always a production build: Vite lets NODE_ENV override the mode, so a build started under vitest
      // (NODE_ENV=test, the e2e setup) bundled React's development build, more JS on every page (docs/decisions.md).
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
