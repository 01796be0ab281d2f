// The environment of a rehearsed CodeBuild build, and the buildspec it reads: CodeBuild's variables, the project's
// and the buildspec's, the role's keys, and this machine's way to the npm registry.
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { REGION } from '../template.ts';
import type { Build } from './codebuild-build.ts';
import type { BuildProject } from './codebuild-projects.ts';
import type { Endpoint } from './endpoint.ts';
import { nodeBinary } from './node.ts';

interface BuildspecPhase {
  'runtime-versions'?: Record<string, string | number>;
  commands?: string[];
  'on-failure'?: 'ABORT' | 'CONTINUE';
  finally?: string[];
}

export interface Buildspec {
  version: string | number;
  env?: { variables?: Record<string, string> };
  phases?: Partial<Record<'install' | 'pre_build' | 'build' | 'post_build', BuildspecPhase>>;
}

/** CodeBuild's own variables, then the project's and the buildspec's, then the role's keys and the endpoint. */
export async function buildEnvironment(
  project: BuildProject,
  build: Build,
  spec: Buildspec,
  options: { cacheDir: string; endpoint: Endpoint },
): Promise<Record<string, string>> {
  const nodeVersion = spec.phases?.install?.['runtime-versions']?.nodejs;
  const node =
    nodeVersion === undefined
      ? null
      : await nodeBinary(parseInt(String(nodeVersion), 10), options.cacheDir);
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
    ...build.variables,
    ...spec.env?.variables,
    ...options.endpoint.environment(project.role),
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
