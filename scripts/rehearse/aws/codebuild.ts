// CodeBuild in the rehearsal: StartBuild runs a project's (codebuild-projects.ts) buildspec phase by phase in a clean
// copy of its source asset, on the Node its runtime-versions names, with the project's environment and its role's keys.
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ACCOUNT, REGION } from '../template.ts';
import type { AwsRequest, AwsResponse, Endpoint } from './endpoint.ts';
import { errorResponse } from './endpoint.ts';
import type { BuildProject } from './codebuild-projects.ts';
import { nodeBinary } from './node.ts';

const run = promisify(execFile);

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

interface BuildspecPhase {
  'runtime-versions'?: Record<string, string | number>;
  commands?: string[];
  'on-failure'?: 'ABORT' | 'CONTINUE';
  finally?: string[];
}

interface Buildspec {
  version: string | number;
  env?: { variables?: Record<string, string> };
  phases?: Partial<Record<'install' | 'pre_build' | 'build' | 'post_build', BuildspecPhase>>;
}

const PHASES = ['install', 'pre_build', 'build', 'post_build'] as const;

export interface CodeBuildOptions {
  endpoint: Endpoint;
  /** Builds' source copies and logs go under `<workDir>/<build>/`. */
  workDir: string;
  /** node@<major> installs and the npm cache. */
  cacheDir: string;
  /** A node_modules folder hard-linked into each source copy first (a local cache), before the buildspec's npm install. */
  seedNodeModules?: string;
  /**
   * Removes a build's source copy when the build ends, as CodeBuild discards its container (the log stays). A copy
   * holds its node_modules, about 100,000 links: removed as each build ends, not all at once when the run stops.
   */
  discardSources?: boolean;
}

/** The CodeBuild API on the endpoint (StartBuild, BatchGetBuilds, ListBuildsForProject) and the builds. */
export class CodeBuild {
  readonly builds: Build[] = [];
  private readonly projects: BuildProject[];
  private readonly options: CodeBuildOptions;
  private readonly children = new Set<number>();
  /** The process group of each build's running command. */
  private readonly running = new Map<string, number>();
  private counter = 0;
  /** Source copies being removed (discardSources). */
  private readonly discarding = new Set<Promise<unknown>>();

  constructor(projects: BuildProject[], options: CodeBuildOptions) {
    this.projects = projects;
    this.options = options;
    options.endpoint.handle('codebuild', (request) => this.handle(request));
  }

  project(name: string): BuildProject | undefined {
    return this.projects.find((p) => p.name === name || p.arn === name);
  }

  /** Starts a build; throws AccountLimitExceededException when the project's concurrent build limit is reached. */
  start(projectName: string, initiator: string): Build {
    const project = this.project(projectName);
    if (!project)
      throw Object.assign(new Error(`Project cannot be found: ${projectName}`), {
        code: 'ResourceNotFoundException',
      });
    const running = this.builds.filter(
      (b) => b.projectName === project.name && b.buildStatus === 'IN_PROGRESS',
    );
    if (project.concurrentBuildLimit !== null && running.length >= project.concurrentBuildLimit)
      throw Object.assign(
        new Error(
          `Project-level concurrent build limit cannot exceed ${project.concurrentBuildLimit}`,
        ),
        { code: 'AccountLimitExceededException' },
      );
    this.counter += 1;
    const id = `${project.name}:${randomUUID()}`;
    const dir = join(this.options.workDir, id.replace(':', '-'));
    mkdirSync(dir, { recursive: true });
    const build: Build = {
      id,
      arn: `arn:aws:codebuild:${REGION}:${ACCOUNT}:build/${id}`,
      buildNumber: this.counter,
      projectName: project.name,
      initiator,
      buildStatus: 'IN_PROGRESS',
      currentPhase: 'SUBMITTED',
      startTime: new Date(),
      phases: [],
      logFile: join(dir, 'build.log'),
      sourceDir: join(dir, 'src'),
      done: Promise.resolve(null as unknown as Build),
    };
    build.done = this.execute(project, build).then(() => {
      if (this.options.discardSources) {
        const removal = run('rm', ['-rf', build.sourceDir]).catch(() => undefined);
        this.discarding.add(removal);
        void removal.then(() => this.discarding.delete(removal));
      }
      return build;
    });
    this.builds.push(build);
    return build;
  }

  async wait(id: string): Promise<Build> {
    const build = this.builds.find((b) => b.id === id);
    if (!build) throw new Error(`codebuild: no build ${id}`);
    return build.done;
  }

  /** Resolves when no build is running. */
  async settled(): Promise<void> {
    await Promise.all(this.builds.map((b) => b.done));
  }

  /** Kills the command a build is running, as a container that dies would: its phase fails. */
  kill(id: string): void {
    const pid = this.running.get(id);
    if (pid === undefined) throw new Error(`codebuild: build ${id} runs no command`);
    process.kill(-pid, 'SIGKILL');
  }

  async stop(): Promise<void> {
    for (const pid of this.children) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await Promise.all(this.discarding);
  }

  private log(build: Build, line: string): void {
    appendFileSync(build.logFile, `[Container] ${new Date().toISOString()} ${line}\n`);
  }

  private phase(build: Build, phaseType: string): BuildPhase {
    const previous = build.phases.at(-1);
    if (previous && !previous.endTime) {
      previous.endTime = new Date();
      previous.durationInSeconds = Math.round(
        (previous.endTime.getTime() - previous.startTime.getTime()) / 1000,
      );
      previous.phaseStatus ??= 'SUCCEEDED';
    }
    const phase: BuildPhase = { phaseType, startTime: new Date() };
    build.phases.push(phase);
    build.currentPhase = phaseType;
    return phase;
  }

  private async execute(project: BuildProject, build: Build): Promise<void> {
    const deadline = Date.now() + project.timeoutMinutes * 60_000;
    let failed = false;
    let timedOut = false;
    try {
      this.phase(build, 'SUBMITTED');
      this.phase(build, 'PROVISIONING');
      const spec = JSON.parse(project.buildspec) as Buildspec;
      this.phase(build, 'DOWNLOAD_SOURCE');
      await run('cp', ['-a', `${project.sourceDir}/.`, build.sourceDir]);
      if (this.options.seedNodeModules && existsSync(this.options.seedNodeModules))
        await run('cp', [
          '-al',
          this.options.seedNodeModules,
          join(build.sourceDir, 'node_modules'),
        ]);
      const env = await this.environment(project, build, spec);
      for (const name of PHASES) {
        const phaseSpec = spec.phases?.[name];
        // Install and pre_build failures end the build (below); after a failed build phase, post_build still runs
        // unless the build phase says on-failure: ABORT.
        if (failed) {
          if (spec.phases?.build?.['on-failure'] === 'ABORT') {
            this.log(
              build,
              `Phase ${name.toUpperCase()} not run: the build phase failed (on-failure: ABORT)`,
            );
            continue;
          }
          env.CODEBUILD_BUILD_SUCCEEDING = '0';
        }
        const phase = this.phase(build, name.toUpperCase());
        this.log(build, `Entering phase ${phase.phaseType}`);
        if (!phaseSpec) continue;
        let error: string | null = null;
        for (const command of phaseSpec.commands ?? []) {
          this.log(build, `Running command ${command}`);
          const status = await this.command(command, build, env, deadline);
          if (status === 'timeout') {
            timedOut = true;
            error = `Error while executing command: ${command}. Reason: build timed out`;
            break;
          }
          if (status !== 0) {
            error = `Error while executing command: ${command}. Reason: exit status ${status}`;
            break;
          }
        }
        for (const command of phaseSpec.finally ?? []) {
          this.log(build, `Running command ${command}`);
          await this.command(command, build, env, deadline);
        }
        if (error) {
          failed = true;
          phase.phaseStatus = timedOut ? 'TIMED_OUT' : 'FAILED';
          phase.contexts = [{ statusCode: 'COMMAND_EXECUTION_ERROR', message: error }];
          this.log(build, `Phase complete: ${phase.phaseType} State: FAILED`);
          this.log(build, `Phase context status code: COMMAND_EXECUTION_ERROR Message: ${error}`);
          // install and pre_build failures end the build; a build failure may still run post_build.
          if (name === 'install' || name === 'pre_build' || timedOut) break;
        } else {
          phase.phaseStatus = 'SUCCEEDED';
          this.log(build, `Phase complete: ${phase.phaseType} State: SUCCEEDED`);
        }
      }
    } catch (err) {
      failed = true;
      this.log(build, `Build failed: ${err instanceof Error ? err.message : String(err)}`);
      const last = build.phases.at(-1);
      if (last) last.phaseStatus = 'FAILED';
    }
    this.phase(build, 'FINALIZING');
    const completed = this.phase(build, 'COMPLETED');
    completed.endTime = completed.startTime;
    build.endTime = new Date();
    build.buildStatus = timedOut ? 'TIMED_OUT' : failed ? 'FAILED' : 'SUCCEEDED';
    this.log(build, `Build ${build.buildStatus}`);
  }

  /** CodeBuild's own variables, then the project's and the buildspec's, then the role's keys and the endpoint. */
  private async environment(
    project: BuildProject,
    build: Build,
    spec: Buildspec,
  ): Promise<Record<string, string>> {
    const nodeVersion = spec.phases?.install?.['runtime-versions']?.nodejs;
    const node =
      nodeVersion === undefined
        ? null
        : await nodeBinary(parseInt(String(nodeVersion), 10), this.options.cacheDir);
    const home = join(dirname(build.sourceDir), 'home');
    mkdirSync(home, { recursive: true });
    return {
      PATH: [...(node ? [dirname(node)] : []), '/usr/local/bin', '/usr/bin', '/bin'].join(':'),
      HOME: home,
      LANG: 'en_US.UTF-8',
      // The build image reaches the npm registry; here that takes this machine's own way out (its CA
      // certificates, proxy and npm settings) and its npm cache, so the buildspec's npm install finds what it needs.
      ...hostNetwork(),
      AWS_REGION: REGION,
      AWS_DEFAULT_REGION: REGION,
      CODEBUILD_BUILD_ID: build.id,
      CODEBUILD_BUILD_ARN: build.arn,
      CODEBUILD_BUILD_NUMBER: String(build.buildNumber),
      CODEBUILD_BUILD_IMAGE: project.image,
      CODEBUILD_BUILD_SUCCEEDING: '1',
      CODEBUILD_INITIATOR: build.initiator,
      CODEBUILD_SRC_DIR: build.sourceDir,
      CODEBUILD_START_TIME: String(build.startTime.getTime()),
      CODEBUILD_CI: 'true',
      ...project.variables,
      ...spec.env?.variables,
      ...this.options.endpoint.environment(project.role),
    };
  }

  /** Runs one command in bash in the source copy; its exit status, or 'timeout' past the build's deadline. */
  private command(
    command: string,
    build: Build,
    env: Record<string, string>,
    deadline: number,
  ): Promise<number | 'timeout'> {
    const log = openSync(build.logFile, 'a');
    const child = spawn('bash', ['-c', command], {
      cwd: build.sourceDir,
      env,
      stdio: ['ignore', log, log],
      detached: true,
    });
    closeSync(log);
    if (child.pid) {
      this.children.add(child.pid);
      this.running.set(build.id, child.pid);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
          resolve('timeout');
        },
        Math.max(0, deadline - Date.now()),
      );
      child.on('close', (code) => {
        clearTimeout(timer);
        if (child.pid) this.children.delete(child.pid);
        this.running.delete(build.id);
        resolve(code ?? 1);
      });
    });
  }

  private async handle(request: AwsRequest): Promise<AwsResponse> {
    const { endpoint } = this.options;
    const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    const input = JSON.parse(request.body.toString('utf8') || '{}') as Record<string, unknown>;
    const ok = (body: unknown): AwsResponse => ({
      status: 200,
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: JSON.stringify(body, (_k, v: unknown) => v),
    });
    const projectArn = (name: string) =>
      this.project(name)?.arn ?? `arn:aws:codebuild:${REGION}:${ACCOUNT}:project/${name}`;
    switch (operation) {
      case 'StartBuild': {
        const name = String(input.projectName);
        const denied = endpoint.authorize(request.caller, 'codebuild:StartBuild', projectArn(name));
        if (denied) return denied;
        try {
          return ok({ build: describe(this.start(name, request.caller)) });
        } catch (err) {
          const code = (err as { code?: string }).code ?? 'InvalidInputException';
          return errorResponse('codebuild', 400, code, (err as Error).message);
        }
      }
      case 'BatchGetBuilds': {
        const ids = (input.ids as string[]) ?? [];
        for (const id of ids) {
          const denied = endpoint.authorize(
            request.caller,
            'codebuild:BatchGetBuilds',
            projectArn(id.split(':')[0]!),
          );
          if (denied) return denied;
        }
        const found = ids.map((id) => this.builds.find((b) => b.id === id));
        return ok({
          builds: found.filter((b) => b !== undefined).map(describe),
          buildsNotFound: ids.filter((_id, i) => !found[i]),
        });
      }
      case 'ListBuildsForProject': {
        const name = String(input.projectName);
        const denied = endpoint.authorize(
          request.caller,
          'codebuild:ListBuildsForProject',
          projectArn(name),
        );
        if (denied) return denied;
        if (!this.project(name))
          return errorResponse(
            'codebuild',
            400,
            'ResourceNotFoundException',
            `Project cannot be found: ${name}`,
          );
        const ids = this.builds.filter((b) => b.projectName === name).map((b) => b.id);
        return ok({ ids: input.sortOrder === 'ASCENDING' ? ids : ids.reverse() });
      }
      default:
        return endpoint.notEmulated(request, `CodeBuild ${operation}`);
    }
  }
}

/** A build as the CodeBuild API describes it (times as epoch seconds, the JSON protocol's timestamps). */
function describe(build: Build): Record<string, unknown> {
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

/** This machine's route to the npm registry: CA certificates, proxies, its npm user config and cache. */
function hostNetwork(): Record<string, string> {
  const names =
    /^(NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR|HTTPS?_PROXY|NO_PROXY|https?_proxy|no_proxy)$/;
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => names.test(entry[0]) && entry[1] !== undefined,
    ),
  );
  const userConfig = join(homedir(), '.npmrc');
  return {
    ...env,
    npm_config_cache: process.env.npm_config_cache ?? join(homedir(), '.npm'),
    ...(existsSync(userConfig) ? { npm_config_userconfig: userConfig } : {}),
  };
}
