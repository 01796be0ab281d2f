// The site build's CDK assertions: one CodeBuild job at a time, a buildspec that publishes only after a good build, and a role limited to what the publisher calls.
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { newTestStack } from '../tests/support/infra-stack.ts';

let template: Template;

interface Statement {
  Action: string | string[];
  Resource: unknown;
}

/** The one CodeBuild project's properties, and every statement of the policies on its role. */
function siteBuild() {
  const [project] = Object.values(template.findResources('AWS::CodeBuild::Project')) as Array<{
    Properties: { ServiceRole: { 'Fn::GetAtt': [string, string] }; Source: { BuildSpec: string } };
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
  return { buildSpec: JSON.parse(project!.Properties.Source.BuildSpec), statements };
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

  it('publishes with the publisher, and only after astro build succeeded; clears the changes it covered after that', () => {
    // Act
    const { buildSpec } = siteBuild();
    // Assess: the recorded changes are read before the pages and cleared only once the site is published
    expect(buildSpec.phases.build).toEqual({
      'on-failure': 'ABORT',
      commands: [
        'node --experimental-strip-types scripts/pipeline/site-changes.ts read site-changes.json',
        'node --experimental-strip-types scripts/pipeline/build-pages.ts . dist',
      ],
    });
    expect(buildSpec.phases.post_build.commands).toEqual([
      'node --experimental-strip-types scripts/pipeline/publish-site.ts dist',
      'node --experimental-strip-types scripts/pipeline/site-changes.ts clear site-changes.json',
    ]);
    expect(JSON.stringify(buildSpec)).not.toContain('aws s3 sync');
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
