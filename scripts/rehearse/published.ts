// What a content journey measured: how long each change took to reach readers through the router, and what the
// builds that published it did, read from the build job's own report lines in each build's log.
import { readFile } from 'node:fs/promises';
import { parseBuildReports, type BuildReport } from '../pipeline/build-report.ts';

/** One build as a journey reports it: its kind (and why), the pages it rendered, its own time from start to published. */
export type BuiltPages = Pick<BuildReport, 'kind' | 'pages' | 'ms'> &
  Partial<Pick<BuildReport, 'reason' | 'peakMemoryMb'>>;

/** Per change of a journey (e.g. `create`, `import`), ms from the write sent until the router served it. */
export type LiveMs = Record<string, number>;

/**
 * The report lines of these builds' logs, in order of the builds and of the lines: a build whose log has none (or
 * no log at all) yields nothing.
 */
export async function builtPages(builds: readonly { logFile: string }[]): Promise<BuiltPages[]> {
  const out: BuiltPages[] = [];
  for (const build of builds) {
    const log = await readFile(build.logFile, 'utf8').catch(() => '');
    for (const { kind, reason, pages, ms, peakMemoryMb } of parseBuildReports(log))
      out.push({ kind, reason, pages, ms, peakMemoryMb });
  }
  return out;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The line printed under a journey's result: each change's time to live and each build's kind, pages and time;
 * empty when the journey measured neither.
 */
export function measuresLine(result: { liveMs?: LiveMs; builds?: BuiltPages[] }): string {
  const parts: string[] = [];
  const live = Object.entries(result.liveMs ?? {});
  if (live.length > 0)
    parts.push(`live: ${live.map(([change, ms]) => `${change} ${seconds(ms)}`).join(', ')}`);
  if (result.builds) {
    const builds = result.builds.map(
      (b) =>
        `${b.kind}${b.reason ? ` (${b.reason})` : ''} ${b.pages} pages ${seconds(b.ms)}` +
        (b.peakMemoryMb ? ` ${b.peakMemoryMb} MB` : ''),
    );
    parts.push(`builds: ${builds.join(', ') || 'no report line in the log'}`);
  }
  return parts.join('; ');
}
