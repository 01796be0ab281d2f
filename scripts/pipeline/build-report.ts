// What one site build did, as one line in its log: the rebuild path prints it (locally and in the build job), and
// the rehearsal and the benches read it back from the log.

/** One build: which kind ran and why, the pages it rendered, and its own time from start to published. */
export interface BuildReport {
  kind: 'partial' | 'full';
  /** Why this kind ran ('3 articles changed', 'the code changed', 'asked for a full build', ...). */
  reason: string;
  /** Pages (HTML, XML, feeds, text) the build rendered. */
  pages: number;
  /** From the start of the build to the site published, in ms. */
  ms: number;
  /** Of those, rendering and publishing. */
  renderMs: number;
  publishMs: number;
  /** Files uploaded and deleted by the publish. */
  put: number;
  deleted: number;
  /** The peak resident memory of the build's processes (the job's own included), in MB; 0 where not sampled. */
  peakMemoryMb: number;
}

const PREFIX = 'site-build result: ';

export const formatBuildReport = (report: BuildReport): string =>
  `${PREFIX}${JSON.stringify(report)}`;

/** Every build report in a log's text, in order. */
export function parseBuildReports(log: string): BuildReport[] {
  const reports: BuildReport[] = [];
  for (const line of log.split('\n')) {
    const at = line.indexOf(PREFIX);
    if (at >= 0) reports.push(JSON.parse(line.slice(at + PREFIX.length)) as BuildReport);
  }
  return reports;
}
