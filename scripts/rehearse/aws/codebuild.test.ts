// The CodeBuild runner: a buildspec's phases in a copy of the source, on-failure ABORT, the API the rebuild hook calls.
import {
  BatchGetBuildsCommand,
  CodeBuildClient,
  ListBuildsForProjectCommand,
  StartBuildCommand,
} from '@aws-sdk/client-codebuild';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stack, STACK_NAME } from '../template.ts';
import type { BuildProject } from './codebuild-projects.ts';
import { CodeBuild } from './codebuild.ts';
import { Endpoint } from './endpoint.ts';
import { Iam } from './iam.ts';

const root = mkdtempSync(join(tmpdir(), 'codebuild-test-'));
const TEMPLATE = {
  Resources: {
    Site: { Type: 'AWS::CodeBuild::Project', Properties: {} },
    Builder: { Type: 'AWS::IAM::Role', Properties: {} },
    Starter: { Type: 'AWS::IAM::Role', Properties: {} },
    StarterPolicy: {
      Type: 'AWS::IAM::Policy',
      Properties: {
        Roles: [{ Ref: 'Starter' }],
        PolicyDocument: {
          Statement: [
            {
              Effect: 'Allow',
              Action: [
                'codebuild:StartBuild',
                'codebuild:ListBuildsForProject',
                'codebuild:BatchGetBuilds',
              ],
              Resource: { 'Fn::GetAtt': ['Site', 'Arn'] },
            },
          ],
        },
      },
    },
  },
};

let endpoint: Endpoint;
let stack: Stack;
let source: string;

beforeAll(async () => {
  writeFileSync(join(root, `${STACK_NAME}.template.json`), JSON.stringify(TEMPLATE));
  stack = new Stack(root, { parameters: {}, secretValue: () => '' });
  endpoint = new Endpoint({ iam: new Iam(stack), principalArn: (c) => c });
  await endpoint.start();
  source = join(root, 'source');
  mkdirSync(source);
  writeFileSync(join(source, 'input.txt'), 'from the source asset\n');
});
afterAll(async () => {
  await endpoint.stop();
  rmSync(root, { recursive: true, force: true });
});

const major = Number(process.versions.node.split('.')[0]);

function runner(
  phases: Record<string, unknown>,
  limit: number | null = null,
  discardSources = false,
  seedNodeModules?: string,
) {
  const project: BuildProject = {
    name: stack.ref('Site'),
    arn: stack.getAtt('Site', 'Arn'),
    role: 'Builder',
    buildspec: JSON.stringify({ version: '0.2', phases }),
    sourceDir: source,
    variables: { SITE_BUCKET: 'the-bucket' },
    image: 'aws/codebuild/amazonlinux-aarch64-standard:3.0',
    timeoutMinutes: 1,
    concurrentBuildLimit: limit,
  };
  return new CodeBuild([project], {
    endpoint,
    workDir: join(root, 'builds'),
    cacheDir: join(root, 'cache'),
    discardSources,
    ...(seedNodeModules ? { seedNodeModules } : {}),
  });
}

describe('CodeBuild runner', () => {
  it('runs the phases in a copy of the source, on the runtime version, with the project environment and role keys', async () => {
    const codebuild = runner({
      install: { 'runtime-versions': { nodejs: major }, commands: ['node --version > node.txt'] },
      build: {
        commands: [
          'cat input.txt > out.txt',
          'echo "$SITE_BUCKET $AWS_ENDPOINT_URL $AWS_ACCESS_KEY_ID $CODEBUILD_BUILD_SUCCEEDING" >> out.txt',
        ],
      },
      post_build: { commands: ['echo post >> out.txt'] },
    });
    const build = await codebuild.start(stack.ref('Site'), 'tester').done;
    expect(build.buildStatus).toBe('SUCCEEDED');
    expect(readFileSync(join(build.sourceDir, 'node.txt'), 'utf8').trim()).toBe(process.version);
    const out = readFileSync(join(build.sourceDir, 'out.txt'), 'utf8').split('\n');
    expect(out[0]).toBe('from the source asset');
    expect(out[1]).toBe(
      `the-bucket ${endpoint.url} ${endpoint.credentialsFor('Builder').accessKeyId} 1`,
    );
    expect(out[2]).toBe('post');
    expect(existsSync(join(source, 'out.txt'))).toBe(false);
    expect(build.phases.map((p) => `${p.phaseType}:${p.phaseStatus}`)).toEqual([
      'SUBMITTED:SUCCEEDED',
      'PROVISIONING:SUCCEEDED',
      'DOWNLOAD_SOURCE:SUCCEEDED',
      'INSTALL:SUCCEEDED',
      'PRE_BUILD:SUCCEEDED',
      'BUILD:SUCCEEDED',
      'POST_BUILD:SUCCEEDED',
      'FINALIZING:SUCCEEDED',
      'COMPLETED:undefined',
    ]);
  });

  it("discards a build's source copy once it ends, as CodeBuild discards its container, and keeps its log", async () => {
    // Prepare
    const codebuild = runner({ build: { commands: ['echo built > built.txt'] } }, null, true);
    // Act
    const build = await codebuild.start(stack.ref('Site'), 'tester').done;
    await codebuild.stop();
    // Assess
    expect(build.buildStatus).toBe('SUCCEEDED');
    expect(existsSync(build.sourceDir)).toBe(false);
    expect(readFileSync(build.logFile, 'utf8')).toContain('Running command echo built > built.txt');
  });

  it('gives every build the seeded node_modules, linked once and carried from one build to the next', async () => {
    // Prepare
    const seed = join(root, 'seed', 'node_modules');
    mkdirSync(join(seed, 'pkg'), { recursive: true });
    writeFileSync(join(seed, 'pkg', 'index.js'), 'seeded\n');
    const codebuild = runner(
      { build: { commands: ['cat node_modules/pkg/index.js > seen.txt'] } },
      1,
      false,
      seed,
    );
    // Act
    const first = await codebuild.start(stack.ref('Site'), 'tester').done;
    const second = await codebuild.start(stack.ref('Site'), 'tester').done;
    // Assess
    for (const build of [first, second]) {
      expect(build.buildStatus).toBe('SUCCEEDED');
      expect(readFileSync(join(build.sourceDir, 'seen.txt'), 'utf8')).toBe('seeded\n');
      expect(existsSync(join(build.sourceDir, 'node_modules'))).toBe(false);
    }
    // The seed's file and one link for both builds.
    expect(statSync(join(seed, 'pkg', 'index.js')).nlink).toBe(2);
  });

  it('does not run post_build after a failed build phase with on-failure ABORT, and the build FAILED', async () => {
    const codebuild = runner({
      build: {
        'on-failure': 'ABORT',
        commands: ['echo building', 'exit 3', 'echo never > never.txt'],
      },
      post_build: { commands: ['echo published > published.txt'] },
    });
    const build = await codebuild.start(stack.ref('Site'), 'tester').done;
    expect(build.buildStatus).toBe('FAILED');
    expect(existsSync(join(build.sourceDir, 'never.txt'))).toBe(false);
    expect(existsSync(join(build.sourceDir, 'published.txt'))).toBe(false);
    const failed = build.phases.find((p) => p.phaseType === 'BUILD');
    expect(failed?.phaseStatus).toBe('FAILED');
    expect(failed?.contexts?.[0]?.message).toBe(
      'Error while executing command: exit 3. Reason: exit status 3',
    );
    expect(build.phases.some((p) => p.phaseType === 'POST_BUILD')).toBe(false);
    expect(readFileSync(build.logFile, 'utf8')).toContain('building\n');
  });

  it('still runs post_build after a failed build phase without ABORT (CODEBUILD_BUILD_SUCCEEDING=0)', async () => {
    const codebuild = runner({
      build: { commands: ['false'] },
      post_build: { commands: ['echo $CODEBUILD_BUILD_SUCCEEDING > post.txt'] },
    });
    const build = await codebuild.start(stack.ref('Site'), 'tester').done;
    expect(build.buildStatus).toBe('FAILED');
    expect(readFileSync(join(build.sourceDir, 'post.txt'), 'utf8').trim()).toBe('0');
  });

  it('answers StartBuild, ListBuildsForProject and BatchGetBuilds for a permitted role; refuses a second build past the limit', async () => {
    const codebuild = runner({ build: { commands: ['sleep 1'] } }, 1);
    const client = new CodeBuildClient({
      region: 'eu-west-1',
      endpoint: endpoint.url,
      credentials: endpoint.credentialsFor('Starter'),
    });
    const projectName = stack.ref('Site');
    const started = await client.send(new StartBuildCommand({ projectName }));
    expect(started.build?.buildStatus).toBe('IN_PROGRESS');
    expect(started.build?.startTime).toBeInstanceOf(Date);
    await expect(client.send(new StartBuildCommand({ projectName }))).rejects.toMatchObject({
      name: 'AccountLimitExceededException',
    });
    const list = await client.send(
      new ListBuildsForProjectCommand({ projectName, sortOrder: 'DESCENDING' }),
    );
    expect(list.ids).toEqual([started.build?.id]);
    await codebuild.wait(started.build!.id!);
    const got = await client.send(new BatchGetBuildsCommand({ ids: list.ids }));
    expect(got.builds?.[0]?.buildStatus).toBe('SUCCEEDED');

    const stranger = new CodeBuildClient({
      region: 'eu-west-1',
      endpoint: endpoint.url,
      credentials: endpoint.credentialsFor('Builder'),
    });
    await expect(stranger.send(new StartBuildCommand({ projectName }))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
  });
});
