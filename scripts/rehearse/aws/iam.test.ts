// IAM in the rehearsal: wildcard matching, identity and resource policies from a template, the calls' report.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT, Stack, STACK_NAME } from '../template.ts';
import { Iam, formatIamReport } from './iam.ts';
import { wildcardMatch } from './iam-statements.ts';

const tableArn = { 'Fn::GetAtt': ['Table', 'Arn'] };
const TEMPLATE = {
  Resources: {
    Table: { Type: 'AWS::DynamoDB::GlobalTable', Properties: {} },
    Bucket: { Type: 'AWS::S3::Bucket', Properties: {} },
    Dist: { Type: 'AWS::CloudFront::Distribution', Properties: {} },
    Reader: { Type: 'AWS::IAM::Role', Properties: {} },
    Nobody: { Type: 'AWS::IAM::Role', Properties: {} },
    ReaderPolicy: {
      Type: 'AWS::IAM::Policy',
      Properties: {
        Roles: [{ Ref: 'Reader' }],
        PolicyDocument: {
          Statement: [
            {
              Effect: 'Allow',
              Action: ['dynamodb:GetItem', 'dynamodb:Query'],
              Resource: [tableArn, { 'Fn::Join': ['', [tableArn, '/index/*']] }],
            },
            { Effect: 'Allow', Action: 's3:GetObject*', Resource: 'arn:aws:s3:::other/*' },
          ],
        },
      },
    },
    BucketPolicy: {
      Type: 'AWS::S3::BucketPolicy',
      Properties: {
        Bucket: { Ref: 'Bucket' },
        PolicyDocument: {
          Statement: [
            {
              Effect: 'Deny',
              Principal: { AWS: '*' },
              Action: 's3:*',
              Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Bucket', 'Arn'] }, '/*']] },
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            },
            {
              Effect: 'Allow',
              Principal: { Service: 'cloudfront.amazonaws.com' },
              Action: 's3:GetObject',
              Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Bucket', 'Arn'] }, '/*']] },
              Condition: {
                StringEquals: {
                  'AWS:SourceArn': {
                    'Fn::Sub': 'arn:aws:cloudfront::${AWS::AccountId}:distribution/${Dist}',
                  },
                },
              },
            },
          ],
        },
      },
    },
  },
};

function iam() {
  const dir = mkdtempSync(join(tmpdir(), 'iam-test-'));
  writeFileSync(join(dir, `${STACK_NAME}.template.json`), JSON.stringify(TEMPLATE));
  const stack = new Stack(dir, { parameters: {}, secretValue: () => '' });
  return { iam: new Iam(stack), stack };
}

describe('wildcardMatch', () => {
  it('reads * as any run and ? as one character, actions without regard to case', () => {
    expect(wildcardMatch('s3:GetObject*', 's3:GetObjectTagging')).toBe(true);
    expect(wildcardMatch('s3:GetObject?', 's3:GetObject')).toBe(false);
    expect(wildcardMatch('dynamodb:getitem', 'dynamodb:GetItem', true)).toBe(true);
    expect(wildcardMatch('dynamodb:getitem', 'dynamodb:GetItem')).toBe(false);
    expect(wildcardMatch('arn:x:*/api/{proxy+}', 'arn:x:abc/$default/GET/api/{proxy+}')).toBe(true);
  });
});

describe('Iam', () => {
  it("allows what a role's policy names, denies the rest, and reports both with the unused statements", () => {
    const { iam: policies, stack } = iam();
    const table = stack.getAtt('Table', 'Arn');
    expect(
      policies.authorize({ caller: 'Reader', action: 'dynamodb:GetItem', resource: table }),
    ).toBe(true);
    expect(
      policies.authorize({
        caller: 'Reader',
        action: 'dynamodb:Query',
        resource: `${table}/index/gsi1`,
      }),
    ).toBe(true);
    expect(
      policies.authorize({ caller: 'Reader', action: 'dynamodb:PutItem', resource: table }),
    ).toBe(false);
    expect(
      policies.authorize({ caller: 'Nobody', action: 'dynamodb:GetItem', resource: table }),
    ).toBe(false);

    const report = policies.report();
    expect(report.calls).toBe(4);
    expect(report.allowed).toBe(2);
    expect(report.denied.map((c) => `${c.caller} ${c.action}`)).toEqual([
      'Reader PutItem',
      'Nobody GetItem',
    ]);
    expect(report.unusedStatements.map((s) => s.id)).toContain('ReaderPolicy#1');
    expect(report.unusedStatements.map((s) => s.id)).not.toContain('ReaderPolicy#0');
    expect(formatIamReport(report)[0]).toBe('IAM: allowed 2 of 4 calls');
  });

  it('lets CloudFront read the bucket only as the distribution the bucket policy names', () => {
    const { iam: policies, stack } = iam();
    const object = `${stack.getAtt('Bucket', 'Arn')}/index.html`;
    const as = (distribution: string) =>
      policies.authorize({
        caller: 'cloudfront.amazonaws.com',
        action: 's3:GetObject',
        resource: object,
        context: { 'AWS:SourceArn': `arn:aws:cloudfront::${ACCOUNT}:distribution/${distribution}` },
      });
    expect(as(stack.ref('Dist'))).toBe(true);
    expect(as('EOTHER')).toBe(false);
    // An insecure request meets the explicit deny.
    expect(
      policies.evaluate({
        caller: 'cloudfront.amazonaws.com',
        action: 's3:GetObject',
        resource: object,
        context: {
          'AWS:SourceArn': `arn:aws:cloudfront::${ACCOUNT}:distribution/${stack.ref('Dist')}`,
          'aws:SecureTransport': 'false',
        },
      }).allowed,
    ).toBe(false);
  });
});
