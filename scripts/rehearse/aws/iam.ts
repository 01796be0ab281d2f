// IAM in the rehearsal: each call checked against the caller's policies in the template (identity policies of a role,
// resource policies for service principals), recorded, and reported with the statements no call used.
import { ACCOUNT, type Stack } from '../template.ts';
import type { RecordedCall } from '../types.ts';
import {
  actionMatches,
  conditionHolds,
  list,
  principalMatches,
  resourceMatches,
  wildcardMatch,
  type ConditionContext,
  type Statement,
} from './iam-statements.ts';

/** A statement and where it came from, e.g. `ApiHandlerServiceRoleDefaultPolicy72087A41#2`. */
export interface SourcedStatement {
  id: string;
  statement: Statement;
  /** identity: attached to a role; resource: a bucket policy or a Lambda permission. */
  kind: 'identity' | 'resource';
}

/** The call as IAM evaluates it: `action` is `service:Action`. */
export interface Request {
  caller: string;
  action: string;
  resource: string;
  context?: ConditionContext;
}

/** The managed policies this stack attaches, as AWS defines them (AWSLambdaBasicExecutionRole: logs only). */
const MANAGED_POLICIES: Record<string, Statement[]> = {
  'arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole': [
    {
      Effect: 'Allow',
      Action: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
      Resource: '*',
    },
  ],
};

export interface StatementUse {
  id: string;
  kind: 'identity' | 'resource';
  /** The role (logical id) an identity statement belongs to; the resource's logical id for a resource policy. */
  owner: string;
  actions: string[];
  resources: string[];
  /** Calls it allowed. */
  used: number;
  /** Its action patterns that allowed no call (least-privilege candidates when the journeys cover the product). */
  unusedActions: string[];
}

export interface IamReport {
  calls: number;
  allowed: number;
  denied: RecordedCall[];
  /** Allow statements that allowed no call. */
  unusedStatements: StatementUse[];
  statements: StatementUse[];
}

interface Owned extends SourcedStatement {
  owner: string;
  /** The resource ARN patterns a resource policy protects (its bucket's ARNs, its function's ARN). */
  guards?: string[];
}

/**
 * The stack's policies. Identity policies: AWS::IAM::Policy and AWS::IAM::ManagedPolicy attached to a role, the
 * role's inline Policies and its AWS managed policies. Resource policies: AWS::S3::BucketPolicy and
 * AWS::Lambda::Permission. A call is allowed when some statement allows it and none denies it.
 */
export class Iam {
  readonly calls: RecordedCall[] = [];
  private readonly statements: Owned[] = [];
  private readonly uses = new Map<string, Set<string>>();
  private readonly counts = new Map<string, number>();
  private readonly roleArns = new Map<string, string>();

  constructor(stack: Stack) {
    for (const [id] of stack.ofType('AWS::IAM::Role')) {
      this.roleArns.set(id, stack.getAtt(id, 'Arn'));
      const props = stack.resolve(stack.resource(id).Properties ?? {}) as {
        Policies?: { PolicyName: string; PolicyDocument: { Statement: Statement[] } }[];
        ManagedPolicyArns?: string[];
      };
      for (const p of props.Policies ?? [])
        this.add(id, `${id}/${p.PolicyName}`, 'identity', p.PolicyDocument.Statement);
      for (const arn of props.ManagedPolicyArns ?? []) {
        const managed = MANAGED_POLICIES[arn];
        if (!managed) throw new Error(`iam: the rehearsal does not know managed policy ${arn}`);
        this.add(id, `${id}/${arn.split('/').pop()}`, 'identity', managed);
      }
    }
    for (const type of ['AWS::IAM::Policy', 'AWS::IAM::ManagedPolicy']) {
      for (const [id, r] of stack.ofType(type)) {
        const roles = (r.Properties?.Roles ?? []) as { Ref: string }[];
        const doc = stack.resolve(r.Properties?.PolicyDocument) as { Statement: Statement[] };
        for (const role of roles) this.add(role.Ref, id, 'identity', doc.Statement);
      }
    }
    for (const [id, r] of stack.ofType('AWS::S3::BucketPolicy')) {
      const bucket = (r.Properties?.Bucket as { Ref: string }).Ref;
      const doc = stack.resolve(r.Properties?.PolicyDocument) as { Statement: Statement[] };
      const arn = stack.getAtt(bucket, 'Arn');
      this.add(bucket, id, 'resource', doc.Statement, [arn, `${arn}/*`]);
    }
    for (const [id, r] of stack.ofType('AWS::Lambda::Permission')) {
      const p = stack.resolve(r.Properties) as {
        Action: string;
        FunctionName: string;
        Principal: string;
        SourceArn?: string;
      };
      const fn = p.FunctionName.startsWith('arn:')
        ? p.FunctionName
        : `arn:aws:lambda:${stack.string({ Ref: 'AWS::Region' })}:${ACCOUNT}:function:${p.FunctionName}`;
      const statement: Statement = {
        Effect: 'Allow',
        Action: p.Action,
        Resource: fn,
        Principal: { Service: p.Principal },
        ...(p.SourceArn ? { Condition: { ArnLike: { 'AWS:SourceArn': p.SourceArn } } } : {}),
      };
      this.add(id, id, 'resource', [statement], [fn, `${fn}:*`]);
    }
  }

  /** The ARN of a role by logical id (what `aws:PrincipalArn` would be). */
  roleArn(role: string): string | undefined {
    return this.roleArns.get(role);
  }

  private add(
    owner: string,
    source: string,
    kind: 'identity' | 'resource',
    statements: Statement[],
    guards?: string[],
  ): void {
    statements.forEach((statement, i) => {
      const id = `${source}#${i}`;
      this.statements.push({ id, owner, kind, statement, ...(guards ? { guards } : {}) });
      this.uses.set(id, new Set());
      this.counts.set(id, 0);
    });
  }

  /** Whether the call is allowed, without recording it. */
  evaluate(request: Request): { allowed: boolean; by: Owned[] } {
    const context = { 'aws:SecureTransport': 'true', ...request.context };
    const roleArn = this.roleArns.get(request.caller);
    const applies = this.statements.filter((s) => {
      if (s.kind === 'identity' && s.owner !== request.caller) return false;
      if (s.kind === 'resource') {
        if (!s.guards?.some((g) => wildcardMatch(g, request.resource))) return false;
        if (!principalMatches(s.statement, request.caller, roleArn)) return false;
      }
      return (
        actionMatches(s.statement, request.action) &&
        resourceMatches(s.statement, request.resource) &&
        conditionHolds(s.statement.Condition, context)
      );
    });
    if (applies.some((s) => s.statement.Effect === 'Deny')) return { allowed: false, by: [] };
    const by = applies.filter((s) => s.statement.Effect === 'Allow');
    return { allowed: by.length > 0, by };
  }

  /** Evaluates and records one call (`action` as `service:Action`); answers whether it is allowed. */
  authorize(request: Request): boolean {
    const { allowed, by } = this.evaluate(request);
    const [service, action] = request.action.split(':') as [string, string];
    this.calls.push({
      service,
      action,
      resource: request.resource,
      caller: request.caller,
      allowed,
    });
    for (const s of by) {
      this.counts.set(s.id, (this.counts.get(s.id) ?? 0) + 1);
      const patterns = s.statement.Action ? list(s.statement.Action) : [];
      for (const p of patterns)
        if (wildcardMatch(p, request.action, true)) this.uses.get(s.id)!.add(p);
    }
    return allowed;
  }

  /** Records a call that IAM does not gate here (CloudFormation resolving a secret at deploy time). */
  record(call: RecordedCall): void {
    this.calls.push(call);
  }

  report(): IamReport {
    const statements: StatementUse[] = this.statements
      .filter((s) => s.statement.Effect === 'Allow')
      .map((s) => {
        const actions = list(s.statement.Action ?? s.statement.NotAction);
        const used = this.uses.get(s.id)!;
        return {
          id: s.id,
          kind: s.kind,
          owner: s.owner,
          actions,
          resources: list(s.statement.Resource ?? s.statement.NotResource),
          used: this.counts.get(s.id) ?? 0,
          unusedActions: actions.filter((a) => !used.has(a)),
        };
      });
    return {
      calls: this.calls.length,
      allowed: this.calls.filter((c) => c.allowed).length,
      denied: this.calls.filter((c) => !c.allowed),
      unusedStatements: statements.filter((s) => s.used === 0),
      statements,
    };
  }
}

/** The report as lines: `allowed N of N` first, then the denied calls and the unused statements. */
export function formatIamReport(report: IamReport): string[] {
  const lines = [`IAM: allowed ${report.allowed} of ${report.calls} calls`];
  for (const c of report.denied)
    lines.push(`  denied: ${c.caller} ${c.service}:${c.action} on ${c.resource}`);
  for (const s of report.unusedStatements)
    lines.push(`  never used: ${s.id} (${s.owner}) ${s.actions.join(', ')}`);
  return lines;
}
