// A CodeBuild build as the rehearsal keeps it, and as the CodeBuild API describes it.

export type BuildStatus = 'IN_PROGRESS' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'STOPPED';

export interface BuildPhase {
  phaseType: string;
  phaseStatus?: 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'STOPPED';
  startTime: Date;
  endTime?: Date;
  durationInSeconds?: number;
  contexts?: { statusCode: string; message: string }[];
}

/** How long a finished build spent in each buildspec phase that ran, as 'install 8 s, build 20 s, post_build 3 s'. */
export function phaseTimes(build: Build): string {
  return build.phases
    .filter((p) => ['INSTALL', 'PRE_BUILD', 'BUILD', 'POST_BUILD'].includes(p.phaseType))
    .filter((p) => p.durationInSeconds !== undefined)
    .map((p) => `${p.phaseType.toLowerCase()} ${p.durationInSeconds} s`)
    .join(', ');
}

export interface Build {
  id: string;
  arn: string;
  buildNumber: number;
  projectName: string;
  initiator: string;
  /** StartBuild's environmentVariablesOverride, over the project's variables. */
  variables: Record<string, string>;
  buildStatus: BuildStatus;
  currentPhase: string;
  startTime: Date;
  endTime?: Date;
  phases: BuildPhase[];
  /** The build's log (CodeBuild's [Container] lines and the commands' output). */
  logFile: string;
  /** The source copy the build ran in. */
  sourceDir: string;
  done: Promise<Build>;
}

/** A build as the CodeBuild API describes it (times as epoch seconds, the JSON protocol's timestamps). */
export function describeBuild(build: Build): Record<string, unknown> {
  const seconds = (d: Date | undefined) => (d ? d.getTime() / 1000 : undefined);
  return {
    id: build.id,
    arn: build.arn,
    buildNumber: build.buildNumber,
    projectName: build.projectName,
    initiator: build.initiator,
    buildStatus: build.buildStatus,
    currentPhase: build.currentPhase,
    buildComplete: build.buildStatus !== 'IN_PROGRESS',
    startTime: seconds(build.startTime),
    endTime: seconds(build.endTime),
    phases: build.phases.map((p) => ({
      phaseType: p.phaseType,
      phaseStatus: p.phaseStatus,
      startTime: seconds(p.startTime),
      endTime: seconds(p.endTime),
      durationInSeconds: p.durationInSeconds,
      contexts: p.contexts,
    })),
  };
}
