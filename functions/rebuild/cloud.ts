// Cloud rebuild: one CodeBuild job at a time; a change is covered by any build that started after it.
// The rebuild Lambda runs with reserved concurrency 1, so check-then-start never races.

export type BuildStatus =
  'IN_PROGRESS' | 'SUCCEEDED' | 'FAILED' | 'FAULT' | 'TIMED_OUT' | 'STOPPED';

export interface BuildInfo {
  id: string;
  /** CodeBuild may add statuses; `string & {}` keeps the known names for editors. */
  status: BuildStatus | (string & {});
  startTime: Date | null;
}

/** The CodeBuild calls the rebuild needs; the handler adapts @aws-sdk/client-codebuild to this. */
export interface BuildPort {
  /** The most recent builds of the project, newest first. */
  recentBuilds(): Promise<BuildInfo[]>;
  startBuild(): Promise<string>;
}

export interface RebuildOptions {
  port: BuildPort;
  /** When the content changed (the invoking API's clock). */
  changedAt: Date;
  /** Quiet period so a burst of changes lands in one build; REBUILD_SETTLE_MS by default. */
  settleMs?: number;
  /** Poll interval while another build runs. */
  pollMs?: number;
  /** Gives up waiting before the Lambda's own timeout. */
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export type RebuildOutcome = { action: 'covered'; by: string } | { action: 'started'; id: string };

/**
 * How long the hook waits after a change before it looks at builds (product.md §11.1), the local host's quiet period
 * too: long enough for the notices of one action (a save, an import run) to arrive, short because each second of it
 * is a second before the change is live. Bursts coalesce whatever its length: a change arriving later finds the build
 * in progress, waits for it, and then one build covers everything that came meanwhile.
 */
export const REBUILD_SETTLE_MS = 2_000;

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Starts a build unless one that began after the change exists; waits for a running one first (never two at once). */
export async function rebuildAfterChange(opts: RebuildOptions): Promise<RebuildOutcome> {
  const sleep = opts.sleep ?? defaultSleep;
  const now = opts.now ?? Date.now;
  const deadline = now() + (opts.maxWaitMs ?? 12 * 60_000);
  await sleep(opts.settleMs ?? REBUILD_SETTLE_MS);
  for (;;) {
    const builds = await opts.port.recentBuilds();
    const covering = builds.find(
      (b) =>
        b.startTime &&
        b.startTime.getTime() > opts.changedAt.getTime() &&
        b.status !== 'FAILED' &&
        b.status !== 'FAULT' &&
        b.status !== 'STOPPED' &&
        b.status !== 'TIMED_OUT',
    );
    if (covering) return { action: 'covered', by: covering.id };
    if (!builds.some((b) => b.status === 'IN_PROGRESS'))
      return { action: 'started', id: await opts.port.startBuild() };
    // Throwing lets Lambda's async retry try again later; the change is never dropped silently.
    if (now() > deadline) throw new Error('A site build is still running; retrying later');
    await sleep(opts.pollMs ?? 10_000);
  }
}
