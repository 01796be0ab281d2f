// EventBridge in the rehearsal: each AWS::Events::Rule fired on demand, its Lambda targets invoked asynchronously with
// the event EventBridge sends (the target's Input when set, else the scheduled-event envelope).
import { randomUUID } from 'node:crypto';
import { ACCOUNT, REGION, type Stack } from '../template.ts';
import type { AsyncInvocation, Lambdas } from './lambda.ts';

export interface RuleTarget {
  id: string;
  arn: string;
  /** The target's constant Input (JSON text), when set. */
  input?: string;
}

export interface Rule {
  logicalId: string;
  name: string;
  arn: string;
  schedule?: string;
  targets: RuleTarget[];
}

export function rulesFromStack(stack: Stack): Rule[] {
  return stack.ofType('AWS::Events::Rule').map(([id, r]) => {
    const p = r.Properties as { ScheduleExpression?: string; Targets?: Record<string, unknown>[] };
    const targets = (p.Targets ?? []).map((t) => {
      if (t.InputPath !== undefined || t.InputTransformer !== undefined)
        throw new Error(
          `eventbridge: the rehearsal sends Input or the whole event, not InputPath/InputTransformer (${id})`,
        );
      return {
        id: String(t.Id),
        arn: stack.string(t.Arn),
        ...(t.Input !== undefined ? { input: stack.string(t.Input) } : {}),
      };
    });
    return {
      logicalId: id,
      name: stack.ref(id),
      arn: stack.getAtt(id, 'Arn'),
      ...(p.ScheduleExpression ? { schedule: p.ScheduleExpression } : {}),
      targets,
    };
  });
}

/** The event a schedule rule sends when its target has no Input. */
export function scheduledEvent(rule: Rule, at = new Date()): Record<string, unknown> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: ACCOUNT,
    time: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: REGION,
    resources: [rule.arn],
    detail: {},
  };
}

export class EventBridge {
  readonly rules: Rule[];
  private readonly lambdas: Lambdas;

  constructor(stack: Stack, lambdas: Lambdas) {
    this.rules = rulesFromStack(stack);
    this.lambdas = lambdas;
  }

  /** Fires a rule now: one async invocation per target (checked against the target's Lambda permission). */
  fire(ruleLogicalId: string): AsyncInvocation[] {
    const rule = this.rules.find((r) => r.logicalId === ruleLogicalId);
    if (!rule) throw new Error(`eventbridge: no rule ${ruleLogicalId}`);
    return rule.targets.map((target) => {
      const event =
        target.input !== undefined ? (JSON.parse(target.input) as unknown) : scheduledEvent(rule);
      const invocation = this.lambdas.invokeAsync(target.arn, event, {
        caller: 'events.amazonaws.com',
        sourceArn: rule.arn,
      });
      if (!invocation)
        throw new Error(
          `eventbridge: ${rule.logicalId} may not invoke ${target.arn} (no Lambda permission)`,
        );
      return invocation;
    });
  }
}
