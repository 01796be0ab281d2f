// cdk-nag's AwsSolutions pack over the whole stack: no unacknowledged error or warning (each acknowledgement and its reason: nag-suppressions.ts).
import type { PolicyViolation } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { newTestStack } from '../tests/support/infra-stack.ts';

let violations: PolicyViolation[];

/** "rule at path" for each finding, so a failure names the rule and the resource. */
const findings = (severity: string) =>
  violations
    .filter((v) => v.severity === severity)
    .flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`));

beforeAll(() => {
  // Prepare: synthesize first, so what CDK adds at synthesis is checked too
  const stack = newTestStack();
  Template.fromStack(stack);
  // Act
  violations = new AwsSolutionsChecks().validateScope(stack).violations;
}, 120_000);

describe('AwsSolutions checks', () => {
  it('leaves no unacknowledged error', () => {
    expect(findings('error')).toEqual([]);
  });

  it('leaves no unacknowledged warning', () => {
    expect(findings('warning')).toEqual([]);
  });
});
