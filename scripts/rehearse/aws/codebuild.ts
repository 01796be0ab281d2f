// CodeBuild in the rehearsal: StartBuild runs a project's (codebuild-projects.ts) buildspec phase by phase in a clean
// copy of its source asset, on the Node its runtime-versions names, with the project's environment and its role's keys.
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ACCOUNT, REGION } from '../template.ts';
import { handleCodeBuild } from './codebuild-api.ts';
import { markCachedInstall } from './codebuild-cache.ts';
import type { Build, BuildPhase } from './codebuild-build.ts';
import { buildEnvironment, type Buildspec } from './codebuild-env.ts';
import type { BuildProject } from './codebuild-projects.ts';
import type { Endpoint } from './endpoint.ts';

export { phaseTimes, type Build, type BuildPhase, type BuildStatus } from './codebuild-build.ts';

const run = promisify(execFile);

const PHASES = ['install', 'pre_build', 'build', 'post_build'] as const;

export interface CodeBuildOptions {
  endpoint: Endpoint;
  workDir: string; // builds' source copies and logs: `<workDir>/<build>/`
  cacheDir: string; // node@<major> installs and the npm cache
  /**
   * A node_modules folder each source copy gets before its install step, as CodeBuild's local cache keeps one
   * (codebuild-cache.ts): hard-linked once (cost: docs/benchmarks.md), then moved into each build and back out
   * when it ends; a build that finds it in use by another gets its own links.
   */
  seedNodeModules?: string;
  /** Removes a build's source copy (its node_modules included) as the build ends, as CodeBuild discards its container. */
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
  private stopped = false;
  private readonly discarding = new Set<Promise<unknown>>(); // source copies being removed
  /** Where the seeded node_modules waits between builds (absent while the builds in `lent` hold it). */
  private readonly cachedModules: string;
  /** The one linking of the seed into `cachedModules`; cleared when a build loses the cache. */
  private linking: Promise<unknown> | undefined;
  private readonly lent = new Set<string>();

  constructor(projects: BuildProject[], options: CodeBuildOptions) {
    this.projects = projects;
    this.options = options;
    this.cachedModules = join(options.workDir, 'node_modules-cache');
    options.endpoint.handle('codebuild', (request) =>
      handleCodeBuild(this, options.endpoint, request),
    );
  }

  project(name: string): BuildProject | undefined {
    return this.projects.find((p) => p.name === name || p.arn === name);
  }

  /** Starts a build (`variables`: StartBuild's overrides); throws AccountLimitExceededException at the project's limit. */
  start(projectName: string, initiator: string, variables: Record<string, string> = {}): Build {
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
      variables,
      buildStatus: 'IN_PROGRESS',
      currentPhase: 'SUBMITTED',
      startTime: new Date(),
      phases: [],
      logFile: join(dir, 'build.log'),
      sourceDir: join(dir, 'src'),
      done: Promise.resolve(null as unknown as Build),
    };
    build.done = this.execute(project, build).then(() => {
      this.returnModules(build);
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
    this.stopped = true;
    for (const pid of this.children) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await Promise.all(this.discarding);
  }

  /** Puts the seeded node_modules into a build's source copy (seedNodeModules; codebuild-cache.ts). */
  private async lendModules(build: Build): Promise<void> {
    const seed = this.options.seedNodeModules;
    if (!seed || !existsSync(seed)) return;
    const target = join(build.sourceDir, 'node_modules');
    // Shared, so a build starting meanwhile never takes a half-linked tree; should it fail, each build links its own.
    await (this.linking ??= run('cp', ['-al', seed, this.cachedModules]).catch(() => undefined));
    if (existsSync(this.cachedModules)) {
      renameSync(this.cachedModules, target);
      this.lent.add(build.id);
    } else await run('cp', ['-al', seed, target]);
    markCachedInstall(target, build.sourceDir, seed);
  }

  /** Takes the seeded node_modules back out of an ended build, for the next one. */
  private returnModules(build: Build): void {
    if (!this.lent.delete(build.id)) return;
    try {
      renameSync(join(build.sourceDir, 'node_modules'), this.cachedModules);
    } catch {
      this.linking = undefined; // the build removed it: the next build links it again
    }
  }

  private log(build: Build, line: string): void {
    if (this.stopped) return; // its folder may be gone
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
      await this.lendModules(build);
      const env = await buildEnvironment(project, build, spec, this.options);
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

  /** Runs one command in bash in the source copy; its exit status, or 'timeout' past the build's deadline. */
  private command(
    command: string,
    build: Build,
    env: Record<string, string>,
    deadline: number,
  ): Promise<number | 'timeout'> {
    if (this.stopped) return Promise.resolve(1);
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
}
