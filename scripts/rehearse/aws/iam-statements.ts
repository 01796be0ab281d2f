// One IAM policy statement and how it matches a call: principal, action and resource patterns with IAM's wildcards,
// and the condition operators this stack's policies use.
import { ACCOUNT } from '../template.ts';

/** One policy statement as the template writes it, resolved. */
export interface Statement {
  Effect: 'Allow' | 'Deny';
  Action?: string | string[];
  NotAction?: string | string[];
  Resource?: string | string[];
  NotResource?: string | string[];
  Principal?: '*' | Record<string, string | string[]>;
  Condition?: Record<string, Record<string, string | string[]>>;
  Sid?: string;
}

/** Request context keys that conditions read (aws:SourceArn, aws:SecureTransport...). */
export type ConditionContext = Record<string, string>;

/** A policy field that may be one string or several, as a list. */
export const list = (v: string | string[] | undefined): string[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];

/** IAM's wildcards: `*` any run of characters, `?` one; actions compare case-insensitively. */
export function wildcardMatch(pattern: string, value: string, ignoreCase = false): boolean {
  const source = pattern
    .split('')
    .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\/]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, ignoreCase ? 'is' : 's').test(value);
}

/** The condition operators these templates use; any other is refused loudly rather than guessed. */
export function conditionHolds(
  condition: Statement['Condition'],
  context: ConditionContext,
): boolean {
  for (const [operator, entries] of Object.entries(condition ?? {})) {
    for (const [key, expected] of Object.entries(entries)) {
      const actual = Object.entries(context).find(
        ([k]) => k.toLowerCase() === key.toLowerCase(),
      )?.[1];
      const values = list(expected);
      let holds: boolean;
      switch (operator) {
        case 'StringEquals':
        case 'ArnEquals':
          holds = actual !== undefined && values.includes(actual);
          break;
        case 'StringLike':
        case 'ArnLike':
          holds = actual !== undefined && values.some((v) => wildcardMatch(v, actual));
          break;
        case 'Bool':
          holds = actual !== undefined && values.map(String).includes(actual);
          break;
        default:
          throw new Error(`iam: the rehearsal does not evaluate condition operator ${operator}`);
      }
      if (!holds) return false;
    }
  }
  return true;
}

/** Whether a statement's Principal names the caller (a service, or the role by its ARN or its account). */
export function principalMatches(statement: Statement, caller: string, roleArn?: string): boolean {
  const principal = statement.Principal;
  if (principal === undefined) return true; // identity policy: its role is the principal
  if (principal === '*') return true;
  const services = list(principal.Service);
  const aws = list(principal.AWS);
  if (services.includes(caller) || aws.includes('*')) return true;
  return (
    roleArn !== undefined && aws.some((p) => p === roleArn || p === `arn:aws:iam::${ACCOUNT}:root`)
  );
}

/** Whether a statement's Action (or NotAction) covers `action`. */
export function actionMatches(statement: Statement, action: string): boolean {
  if (statement.NotAction)
    return !list(statement.NotAction).some((p) => wildcardMatch(p, action, true));
  return list(statement.Action).some((p) => wildcardMatch(p, action, true));
}

/** Whether a statement's Resource (or NotResource) covers `resource`. */
export function resourceMatches(statement: Statement, resource: string): boolean {
  if (statement.NotResource)
    return !list(statement.NotResource).some((p) => wildcardMatch(p, resource));
  return list(statement.Resource).some((p) => wildcardMatch(p, resource));
}
