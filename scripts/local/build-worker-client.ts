// Runs builds in the warm worker (build-worker.ts), forked on first use and ended after a quiet spell.
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { BuildEnv } from './site-build.ts';

/** The worker holds a few hundred MB; after this long without a build it exits, and the next build forks a new one. */
const IDLE_EXIT_MS = 15 * 60_000;
/** Each build's page code stays in the module cache, so a worker is replaced after this many builds. */
const BUILDS_PER_WORKER = 40;

export interface BuildWorker {
  /**
   * Builds into a new folder under projectDir (see partialOutDir): Astro writes a build's page code into outDir
   * only when outDir lies under the working directory, and into one shared folder otherwise, where Node's module
   * cache would hand every later build the first one's code and data.
   */
  build(outDir: string, env: BuildEnv): Promise<void>;
  close(): Promise<void>;
}

/** A fresh output folder for a warm build: inside the project, where the page code can import its packages. */
export const partialOutDir = (projectDir: string, stamp: number) =>
  join(projectDir, '.astro', 'partial-builds', String(stamp));

export function createBuildWorker(projectDir: string): BuildWorker {
  let child: ChildProcess | null = null;
  let idle: ReturnType<typeof setTimeout> | null = null;
  let nextId = 0;
  let builds = 0;
  const waiting = new Map<number, { ok: () => void; fail: (err: Error) => void }>();

  const failAll = (err: Error) => {
    for (const w of waiting.values()) w.fail(err);
    waiting.clear();
  };

  function start(): ChildProcess {
    const worker = fork(new URL('./build-worker.ts', import.meta.url), [], {
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
      failAll(new Error(`the build worker exited with ${code}: ${tail.trim().slice(-500)}`));
    });
    return worker;
  }

  return {
    build(outDir, env) {
      if (idle) clearTimeout(idle);
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
      return new Promise<void>((ok, fail) => {
        waiting.set(id, { ok, fail });
        worker.send({ id, root: projectDir, outDir, env });
      }).finally(() => {
        idle = setTimeout(() => child?.kill(), IDLE_EXIT_MS);
        idle.unref();
      });
    },
    async close() {
      if (idle) clearTimeout(idle);
      const worker = child;
      if (!worker) return;
      await new Promise<void>((ok) => {
        worker.once('exit', () => ok());
        worker.kill();
      });
    },
  };
}
