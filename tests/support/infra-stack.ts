// The stack the infra tests assert on, built one way: bundling skipped, a fixed account, region and sending identity;
// and the look-ups they share on its template.
import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import { NewsStack, type NewsStackProps } from '../../infra/stack.ts';

export function newTestStack(props: Partial<NewsStackProps> = {}): NewsStack {
  // Skipping bundling keeps the tests fast; `npx cdk synth` bundles for real.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  return new NewsStack(app, 'TestStack', {
    env: { account: '123456789012', region: 'eu-west-1' },
    mailFromIdentity: 'news.example.org',
    ...props,
  });
}

export interface PolicyProps {
  PolicyDocument: { Statement: Array<{ Action: unknown; Effect: string; Resource: unknown }> };
  Roles: unknown[];
}

/** The logical id of the one resource of `type` with this Description. */
export function logicalId(template: Template, type: string, description: string): string {
  const ids = Object.keys(
    template.findResources(type, { Properties: { Description: description } }),
  );
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

/** The logical id of a function's execution role. */
export function roleId(template: Template, functionId: string): string {
  const { Resources } = template.toJSON() as { Resources: Record<string, unknown> };
  const fn = Resources[functionId] as {
    Properties: { Role: { 'Fn::GetAtt': [string, string] } };
  };
  return fn.Properties.Role['Fn::GetAtt'][0];
}
