// CDK template assertions for scheduled publishing (product.md §10.12): the rule every minute, its Lambda, and a role
// that may make a publish's store calls on this table and invoke the rebuild hook, nothing more.
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { logicalId, newTestStack, roleId, type PolicyProps } from '../tests/support/infra-stack.ts';
import { PUBLISH_ACTIONS } from './constructs/schedule.ts';

let template: Template;
let publisher: string;
let rebuild: string;
let table: string;

beforeAll(() => {
  template = Template.fromStack(newTestStack());
  publisher = logicalId(template, 'AWS::Lambda::Function', 'A11y Tech News scheduled publishing');
  rebuild = logicalId(
    template,
    'AWS::Lambda::Function',
    'A11y Tech News rebuild hook (starts the site build)',
  );
  table = Object.keys(template.findResources('AWS::DynamoDB::GlobalTable'))[0]!;
}, 120_000);

/** The statements of the policy attached to the publisher's role. */
function publisherStatements() {
  const role = roleId(template, publisher);
  const policies = Object.values(
    template.findResources('AWS::IAM::Policy', {
      Properties: { Roles: Match.arrayWith([{ Ref: role }]) },
    }),
  ) as { Properties: PolicyProps }[];
  expect(policies).toHaveLength(1);
  return policies[0]!.Properties.PolicyDocument.Statement;
}

describe('scheduled publishing', () => {
  it('fires every minute with the publishDue input, at the publisher, one run at a time', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [publisher, 'Arn'] },
          Input: JSON.stringify({ publishDue: true }),
        }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'A11y Tech News scheduled publishing',
      ReservedConcurrentExecutions: 1,
      Timeout: 50,
      Environment: {
        Variables: {
          TABLE_NAME: { Ref: table },
          REBUILD_FUNCTION_NAME: { Ref: rebuild },
          SITE_SOURCE: Match.stringLikeRegexp('^[0-9a-f]{64}$'),
        },
      },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [publisher, 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
  });

  it("may make a publish's store calls on this table and its indexes, and invoke the rebuild hook, only", () => {
    // Act
    const statements = publisherStatements();
    // Assess: two statements, no Scan, no other table, no other function.
    const actions = statements.map((s) => [s.Action].flat());
    expect(actions).toEqual([[...PUBLISH_ACTIONS], ['lambda:InvokeFunction']]);
    expect(actions.flat()).not.toContain('dynamodb:Scan');
    expect(statements[0]!.Resource).toEqual([
      { 'Fn::GetAtt': [table, 'Arn'] },
      { 'Fn::Join': ['', [{ 'Fn::GetAtt': [table, 'Arn'] }, '/index/*']] },
    ]);
    expect(statements[1]!.Resource).toEqual([
      { 'Fn::GetAtt': [rebuild, 'Arn'] },
      { 'Fn::Join': ['', [{ 'Fn::GetAtt': [rebuild, 'Arn'] }, ':*']] },
    ]);
    expect(statements.every((s) => s.Effect === 'Allow')).toBe(true);
  });

  it('names the deployed site code as the build job records it, so a deploy of new code is built in full', () => {
    const [project] = Object.values(template.findResources('AWS::CodeBuild::Project')) as {
      Properties: { Environment: { EnvironmentVariables: { Name: string; Value: unknown }[] } };
    }[];
    const built = project!.Properties.Environment.EnvironmentVariables.find(
      (v) => v.Name === 'SITE_SOURCE',
    )?.Value;
    const fn = template.findResources('AWS::Lambda::Function', {
      Properties: { Description: 'A11y Tech News scheduled publishing' },
    });
    const deployed = (
      Object.values(fn)[0] as {
        Properties: { Environment: { Variables: { SITE_SOURCE: unknown } } };
      }
    ).Properties.Environment.Variables.SITE_SOURCE;
    expect(built).toMatch(/^[0-9a-f]{64}$/);
    expect(deployed).toBe(built);
  });
});
