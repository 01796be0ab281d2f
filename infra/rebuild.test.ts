// The site build's CDK assertions: one CodeBuild job at a time, a buildspec running the one rebuild path after an install
// the cached tree makes unneeded, and a role limited to what the publisher calls.
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { newTestStack } from '../tests/support/infra-stack.ts';
import { INSTALL_UNLESS_CACHED } from './constructs/rebuild.ts';

let template: Template;

interface Statement {
  Action: string | string[];
  Resource: unknown;
}

/** The parts of the CodeBuild buildspec (its JSON source) that the cases read. */
interface BuildSpec {
  phases: Partial<Record<'install' | 'build' | 'post_build', { commands: string[] }>>;
  cache?: unknown;
}

/** The one CodeBuild project's properties, and every statement of the policies on its role. */
function siteBuild() {
  const [project] = Object.values(template.findResources('AWS::CodeBuild::Project')) as Array<{
    Properties: {
      ServiceRole: { 'Fn::GetAtt': [string, string] };
      Source: { BuildSpec: string };
      Cache?: unknown;
    };
  }>;
  const role = project!.Properties.ServiceRole['Fn::GetAtt'][0];
  const statements = Object.values(template.findResources('AWS::IAM::Policy'))
    .map(
      (p) =>
        (p as { Properties: { Roles: unknown[]; PolicyDocument: { Statement: Statement[] } } })
          .Properties,
    )
    .filter((p) => JSON.stringify(p.Roles) === JSON.stringify([{ Ref: role }]))
    .flatMap((p) => p.PolicyDocument.Statement);
  return {
    buildSpec: JSON.parse(project!.Properties.Source.BuildSpec) as BuildSpec,
    statements,
    cache: project!.Properties.Cache,
  };
}

const SITE_BUCKET_ID = () =>
  Object.keys(template.findResources('AWS::S3::Bucket')).find((id) =>
    id.startsWith('SiteSiteBucket'),
  )!;

beforeAll(() => {
  template = Template.fromStack(newTestStack());
}, 120_000);

describe('the site build', () => {
  it('builds the site with one CodeBuild job at a time, started by a single-concurrency hook', () => {
    template.hasResourceProperties('AWS::CodeBuild::Project', { ConcurrentBuildLimit: 1 });
    template.hasResourceProperties('AWS::Lambda::Function', {
      MemorySize: 256,
      ReservedConcurrentExecutions: 1,
    });
  });

  it('builds the pages from the table in AWS, for the public origin', () => {
    template.hasResourceProperties('AWS::CodeBuild::Project', {
      Environment: Match.objectLike({
        EnvironmentVariables: Match.arrayWith([
          Match.objectLike({ Name: 'TABLE_NAME' }),
          Match.objectLike({ Name: 'SITE_URL' }),
          Match.objectLike({ Name: 'SITE_BUILD_STORE', Value: 'aws' }),
        ]),
      }),
    });
  });

  it('runs the one rebuild path as one command, after an install that the cached tree makes unneeded', () => {
    // Act
    const { buildSpec } = siteBuild();
    // Assess: read changes, build, publish and clear in one command (scripts/pipeline/rebuild.ts), so a failed
    // build publishes nothing and clears nothing
    expect(buildSpec.phases.install?.commands).toEqual([INSTALL_UNLESS_CACHED]);
    expect(buildSpec.phases.build).toEqual({
      commands: ['node --experimental-strip-types scripts/pipeline/rebuild.ts'],
    });
    expect(buildSpec.phases.post_build).toBeUndefined();
    expect(buildSpec.cache).toEqual({ paths: ['node_modules/**/*'] });
    expect(JSON.stringify(buildSpec)).not.toContain('aws s3 sync');
  });

  it('keeps node_modules on the build host and installs only when the lockfile changed', async () => {
    // Prepare: a project with a lockfile and an install that leaves a mark
    const dir = await mkdtemp(join(tmpdir(), 'install-cache-'));
    try {
      await writeFile(join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
      await mkdir(join(dir, 'bin'));
      const npm = join(dir, 'bin', 'npm');
      await writeFile(npm, '#!/bin/sh\nmkdir -p node_modules && echo x >> installs\n');
      await chmod(npm, 0o755);
      const install = () =>
        promisify(execFile)('bash', ['-c', INSTALL_UNLESS_CACHED], {
          cwd: dir,
          env: { ...process.env, PATH: `${join(dir, 'bin')}:${process.env.PATH}` },
        });
      const installs = async () => (await readFile(join(dir, 'installs'), 'utf8')).length / 2;
      // Act: a first build, a second on the cached tree, a third after the lockfile changed
      await install();
      await install();
      const afterCached = await installs();
      await writeFile(join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
      await install();
      // Assess
      expect(afterCached).toBe(1);
      expect(await installs()).toBe(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('caches locally on the build host', () => {
    const { cache } = siteBuild();
    expect(cache).toEqual({ Type: 'LOCAL', Modes: ['LOCAL_CUSTOM_CACHE'] });
  });

  it('lets the job read, put and delete site objects, list the bucket and invalidate its distribution, nothing more on either', () => {
    // Prepare
    const bucket = SITE_BUCKET_ID();
    const [distribution] = Object.keys(template.findResources('AWS::CloudFront::Distribution'));
    // Act: the statements naming the site bucket or CloudFront
    const { statements } = siteBuild();
    const onSite = statements.filter(
      (s) =>
        JSON.stringify(s.Resource).includes(bucket) ||
        JSON.stringify(s.Action).includes('cloudfront:'),
    );
    // Assess
    expect(onSite).toEqual([
      {
        Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        Effect: 'Allow',
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucket, 'Arn'] }, '/*']] },
      },
      { Action: 's3:ListBucket', Effect: 'Allow', Resource: { 'Fn::GetAtt': [bucket, 'Arn'] } },
      {
        Action: 'cloudfront:CreateInvalidation',
        Effect: 'Allow',
        Resource: {
          'Fn::Join': [
            '',
            ['arn:aws:cloudfront::123456789012:distribution/', { Ref: distribution }],
          ],
        },
      },
    ]);
  });

  it('builds the pages with the footer links the deploy names, and none it does not', () => {
    const variables = (t: Template) =>
      (
        Object.values(t.findResources('AWS::CodeBuild::Project'))[0] as {
          Properties: { Environment: { EnvironmentVariables: { Name: string; Value: unknown }[] } };
        }
      ).Properties.Environment.EnvironmentVariables;
    const withLinks = Template.fromStack(
      newTestStack({ socialLinks: { SOCIAL_X_URL: 'https://x.com/a11ytechnews' } }),
    );
    expect(variables(withLinks)).toContainEqual({
      Name: 'SOCIAL_X_URL',
      Type: 'PLAINTEXT',
      Value: 'https://x.com/a11ytechnews',
    });
    expect(variables(template).map((v) => v.Name)).not.toContain('SOCIAL_X_URL');
    expect(variables(withLinks).map((v) => v.Name)).not.toContain('SOCIAL_FACEBOOK_URL');
  });
});
