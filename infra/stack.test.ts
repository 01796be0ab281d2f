// CDK template assertions: table keys and indexes, Lambda runtime/memory, schedules, private buckets, CloudFront behaviours, newsletter mail (the site build: rebuild.test.ts).
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HEADER_CSP,
  PERMISSIONS_POLICY,
  UPLOADS_CSP,
  X_FRAME_OPTIONS,
} from '../functions/policy/security.ts';
import { LAMBDA_REQUIRED_ENV } from '../functions/config.ts';
import { GSI1, GSI_POPULAR, PK, SK } from '../functions/data/table.ts';
import { logicalId, newTestStack, roleId, type PolicyProps } from '../tests/support/infra-stack.ts';

let template: Template;

beforeAll(() => {
  template = Template.fromStack(newTestStack());
}, 120_000);

describe('NewsStack', () => {
  it('mirrors the data layer table: keys and every GSI', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: PK, KeyType: 'HASH' },
        { AttributeName: SK, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: Match.arrayWith([
        Match.objectLike({ IndexName: GSI1, Projection: { ProjectionType: 'KEYS_ONLY' } }),
        Match.objectLike({
          IndexName: GSI_POPULAR,
          KeySchema: Match.arrayWith([{ AttributeName: 'views', KeyType: 'RANGE' }]),
        }),
      ]),
    });
  });

  it('runs five Lambdas on nodejs24.x with their memory sizes', () => {
    const fns = template.findResources('AWS::Lambda::Function', {
      Properties: { Runtime: 'nodejs24.x' },
    });
    const memory = Object.values(fns)
      .map((f) => (f as { Properties: { MemorySize: number } }).Properties.MemorySize)
      .sort((a, b) => a - b);
    expect(memory).toEqual([256, 256, 512, 1024, 1024]);
    template.hasResourceProperties('AWS::Lambda::Function', {
      MemorySize: 1024,
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: Match.anyValue(),
          UPLOADS_BUCKET: Match.anyValue(),
          IMPORT_FUNCTION_NAME: Match.anyValue(),
          REBUILD_FUNCTION_NAME: Match.anyValue(),
        }),
      },
    });
  });

  it.each([
    ['A11y Tech News API (Hono)', LAMBDA_REQUIRED_ENV.api],
    ['A11y Tech News RSS import', LAMBDA_REQUIRED_ENV.import],
    ['A11y Tech News rebuild hook (starts the site build)', LAMBDA_REQUIRED_ENV.rebuild],
    ['A11y Tech News newsletter digest', LAMBDA_REQUIRED_ENV.newsletter],
    ['A11y Tech News scheduled publishing', LAMBDA_REQUIRED_ENV.schedule],
  ])('gives the %s Lambda every variable its entry point requires', (description, names) => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: description,
      Environment: {
        Variables: Match.objectLike(Object.fromEntries(names.map((n) => [n, Match.anyValue()]))),
      },
    });
  });

  it('imports feeds every 30 minutes, one import at a time', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(30 minutes)',
      State: 'ENABLED',
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'A11y Tech News RSS import',
      ReservedConcurrentExecutions: 1,
      Timeout: 300,
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
    });
  });

  it('sends the newsletter weekly through its own Lambda, beside sign-ups, resuming unfinished runs every 15 minutes', () => {
    // Prepare
    const newsletterFn = logicalId(
      template,
      'AWS::Lambda::Function',
      'A11y Tech News newsletter digest',
    );
    // Assess
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(7 days)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [newsletterFn, 'Arn'] },
          Input: JSON.stringify({ schedule: 'weekly' }),
        }),
      ],
    });
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [newsletterFn, 'Arn'] },
          Input: JSON.stringify({ resume: true }),
        }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'A11y Tech News newsletter digest',
      ReservedConcurrentExecutions: 3,
      Timeout: 900,
      Environment: {
        Variables: Match.objectLike({
          MAIL_FROM: 'A11y Tech News <newsletter@news.example.org>',
          NEWSLETTER_INTERVAL_DAYS: '7',
          SESSION_SECRET: Match.anyValue(),
          SITE_URL: Match.anyValue(),
        }),
      },
    });
  });

  it('lets the newsletter role alone send through SES, from the sending identity only', () => {
    // Prepare
    const identityArn = {
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':ses:eu-west-1:123456789012:identity/news.example.org',
        ],
      ],
    };
    // Act: every statement naming an SES action, with the roles its policy is attached to
    const sesStatements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((p) => {
      const props = (p as { Properties: PolicyProps }).Properties;
      return props.PolicyDocument.Statement.filter((st) =>
        JSON.stringify(st.Action).includes('ses:'),
      ).map((st) => ({ ...st, roles: props.Roles }));
    });
    // Assess
    const roleOf = (description: string) => ({
      Ref: roleId(template, logicalId(template, 'AWS::Lambda::Function', description)),
    });
    expect(sesStatements).toEqual([
      {
        Action: 'ses:SendEmail',
        Effect: 'Allow',
        Resource: identityArn,
        roles: [roleOf('A11y Tech News newsletter digest')],
      },
    ]);
  });

  it('gives the API the sender, the newsletter function and the right to invoke it', () => {
    // Prepare
    const newsletterFn = logicalId(
      template,
      'AWS::Lambda::Function',
      'A11y Tech News newsletter digest',
    );
    // Assess
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'A11y Tech News API (Hono)',
      Environment: {
        Variables: Match.objectLike({
          MAIL_FROM: 'A11y Tech News <newsletter@news.example.org>',
          NEWSLETTER_FUNCTION_NAME: { Ref: newsletterFn },
        }),
      },
    });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Action: 'lambda:InvokeFunction',
            Effect: 'Allow',
            Resource: Match.arrayWith([{ 'Fn::GetAtt': [newsletterFn, 'Arn'] }]),
          },
        ]),
      },
      Roles: [
        {
          Ref: roleId(
            template,
            logicalId(template, 'AWS::Lambda::Function', 'A11y Tech News API (Hono)'),
          ),
        },
      ],
    });
  });

  it('keeps both buckets private', () => {
    const buckets = template.findResources('AWS::S3::Bucket', {
      Properties: {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
      },
    });
    expect(Object.keys(buckets).length).toBeGreaterThanOrEqual(2);
  });

  it('routes /api/* to the HTTP API and /uploads/* to S3 behind CloudFront (the API cache: cdn.test.ts)', () => {
    // Uploads carry the headers the local server sends with them.
    const [uploadsHeaders] = Object.keys(
      template.findResources('AWS::CloudFront::ResponseHeadersPolicy', {
        Properties: {
          ResponseHeadersPolicyConfig: Match.objectLike({
            SecurityHeadersConfig: Match.objectLike({
              ContentSecurityPolicy: { ContentSecurityPolicy: UPLOADS_CSP, Override: true },
              ContentTypeOptions: { Override: true },
            }),
          }),
        },
      }),
    );
    expect(uploadsHeaders).toBeDefined();
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/uploads/*',
            CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
            ResponseHeadersPolicyId: { Ref: uploadsHeaders },
          }),
          Match.objectLike({
            PathPattern: '/api/*',
            OriginRequestPolicyId:
              OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
            AllowedMethods: Match.arrayWith(['PUT', 'POST', 'DELETE']),
          }),
        ]),
      }),
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    // The API refuses requests without the secret only CloudFront sends (so its viewer address is real).
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({
            OriginCustomHeaders: [{ HeaderName: 'x-origin-verify', HeaderValue: Match.anyValue() }],
          }),
        ]),
      }),
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ ORIGIN_VERIFY_SECRET: Match.anyValue() }),
      },
    });
  });

  it('sends the CSP header part, Permissions-Policy and HSTS with the site (product.md §11.9)', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: HEADER_CSP, Override: true },
          FrameOptions: { FrameOption: X_FRAME_OPTIONS, Override: true },
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31_536_000 }),
        }),
        CustomHeadersConfig: {
          Items: [{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }],
        },
      }),
    });
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const [policyId] = Object.keys(policies);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({ ResponseHeadersPolicyId: { Ref: policyId } }),
      }),
    });
  });
});
