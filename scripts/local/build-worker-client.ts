// Runs partial builds in the warm worker (build-worker.ts): one at a time, warmed up before the first change needs it.
import { fork, type ChildProcess } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildEnv } from '../pipeline/astro-build.ts';

/** Each build's page code stays in the module cache, so a worker is replaced (and warmed) after this many builds. */
const BUILDS_PER_WORKER = 40;
/**
 * A partial build takes seconds even at 100,000 articles (docs/scale-builds.md). One still running after this is taken
 * to hang: its worker is stopped, so the change takes a full build and later changes are not held behind it.
 */
export const PARTIAL_BUILD_TIMEOUT_MS = 5 * 60_000;

export interface BuildWorkerOptions {
  /** How long a build may run before its worker is stopped. */
  timeoutMs?: number;
  /** The worker's module (tests give a stand-in). */
  module?: URL;
}

export interface BuildWorker {
  /**
   * Builds into a new folder under projectDir (see partialOutDir): Astro writes a build's page code into outDir
   * only when outDir lies under the working directory, and into one shared folder otherwise, where Node's module
   * cache would hand every later build the first one's code and data.
   */
  build(outDir: string, env: BuildEnv): Promise<void>;
  /**
   * Forks the worker if none runs and has it build once, output thrown away: a cold worker's first build takes
   * longer than the next ones (docs/benchmarks.md), so the first change waits for the cold one otherwise.
   * Failures are ignored: the change's own build reports them.
   */
  warm(env: BuildEnv): Promise<void>;
  close(): Promise<void>;
}

/** A fresh output folder for a warm build: inside the project, where the page code can import its packages. */
export const partialOutDir = (projectDir: string, stamp: number) =>
  join(projectDir, '.astro', 'partial-builds', String(stamp));

export function createBuildWorker(
  projectDir: string,
  {
    timeoutMs = PARTIAL_BUILD_TIMEOUT_MS,
    module = new URL('./build-worker.ts', import.meta.url),
  }: BuildWorkerOptions = {},
): BuildWorker {
  let child: ChildProcess | null = null;
  let nextId = 0;
  let builds = 0;
  let warmed = false;
  let closed = false;
  // One build at a time: a build sets the worker's environment for its whole run.
  let queue: Promise<unknown> = Promise.resolve();
  const waiting = new Map<
    number,
    { ok: () => void; fail: (err: Error) => void; worker: ChildProcess }
  >();

  function start(): ChildProcess {
    const worker = fork(module, [], {
      cwd: projectDir,
      execArgv: [],
      // Always a production build (see runAstroBuild); no telemetry.
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let tail = '';
    worker.stderr?.on('data', (d: Buffer) => (tail = (tail + d.toString()).slice(-2000)));
    worker.on('message', (message) => {
      const m = message as { id: number; ok: boolean; error?: string };
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.ok) w?.ok();
      else w?.fail(new Error(`astro build failed: ${m.error ?? 'unknown error'}`));
    });
    worker.on('exit', (code) => {
      if (child === worker) child = null;
      const err = new Error(`the build worker exited with ${code}: ${tail.trim().slice(-500)}`);
      // Only this worker's builds: a stopped worker may exit after its successor has taken a build.
      for (const [id, w] of waiting)
        if (w.worker === worker) {
          waiting.delete(id);
          w.fail(err);
        }
    });
    return worker;
  }

  function run(outDir: string, env: BuildEnv): Promise<void> {
    const next = queue.then(async () => {
      if (closed) throw new Error('the build worker is closed');
      if (child && builds >= BUILDS_PER_WORKER) {
        child.kill();
        child = null;
      }
      if (!child) {
        child = start();
        builds = 0;
      }
      builds++;
      const id = nextId++;
      const worker = child;
      let timer: NodeJS.Timeout | undefined;
      try {
        await new Promise<void>((ok, fail) => {
          waiting.set(id, { ok, fail, worker });
          worker.send({ id, root: projectDir, outDir, env });
          timer = setTimeout(() => {
            waiting.delete(id);
            if (child === worker) child = null;
            worker.kill('SIGKILL');
            fail(
              new Error(`the partial build ran over ${timeoutMs / 1000} s; its worker was stopped`),
            );
          }, timeoutMs);
        });
      } finally {
        clearTimeout(timer);
      }
    });
    queue = next.catch(() => undefined);
    return next;
  }

  async function warmUp(env: BuildEnv) {
    const stamp = Date.now();
    const scope = join(projectDir, '.astro', `warm-scope-${stamp}.json`);
    const out = partialOutDir(projectDir, stamp);
    try {
      await writeFile(scope, JSON.stringify({ articleIds: [], sitemapPages: [] }));
      await run(out, { ...env, SITE_PARTIAL: scope });
      warmed = true;
    } catch {
      // The next real build reports any failure.
    } finally {
      await rm(scope, { force: true });
      await rm(out, { recursive: true, force: true });
    }
  }

  return {
    async build(outDir, env) {
      await run(outDir, env);
      // The build that reached the limit leaves a fresh worker warmed for the next change.
      if (builds >= BUILDS_PER_WORKER) {
        warmed = false;
        void warmUp(env);
      }
    },
    async warm(env) {
      if (!warmed && !closed) await warmUp(env);
    },
    /** Ends the worker at once; a build still running in it fails (the server is stopping). */
    async close() {
      closed = true;
      const worker = child;
      if (worker)
        await new Promise<void>((ok) => {
          worker.once('exit', () => ok());
          worker.kill();
        });
      await queue;
    },
  };
}
