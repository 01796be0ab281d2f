// Secrets Manager in the rehearsal: one generated value per AWS::SecretsManager::Secret, read by CloudFormation when it
// resolves the template's dynamic references at deploy time, and by GetSecretValue on the endpoint.
import { randomInt, randomUUID } from 'node:crypto';
import type { Stack } from '../template.ts';
import type { AwsRequest, AwsResponse, Endpoint } from './endpoint.ts';
import { errorResponse } from './endpoint.ts';
import type { Iam } from './iam.ts';

interface GenerateSecretString {
  PasswordLength?: number;
  ExcludePunctuation?: boolean;
  ExcludeUppercase?: boolean;
  ExcludeLowercase?: boolean;
  ExcludeNumbers?: boolean;
  ExcludeCharacters?: string;
  IncludeSpace?: boolean;
  SecretStringTemplate?: string;
  GenerateStringKey?: string;
}

const PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** A password as Secrets Manager's GenerateSecretString makes it (length 32 unless set, the classes it excludes left out). */
export function generatePassword(spec: GenerateSecretString): string {
  const classes = [
    spec.ExcludeLowercase ? '' : 'abcdefghijklmnopqrstuvwxyz',
    spec.ExcludeUppercase ? '' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    spec.ExcludeNumbers ? '' : '0123456789',
    spec.ExcludePunctuation ? '' : PUNCTUATION,
    spec.IncludeSpace ? ' ' : '',
  ];
  const exclude = new Set(spec.ExcludeCharacters ?? '');
  const pool = [...classes.join('')].filter((c) => !exclude.has(c));
  const length = spec.PasswordLength ?? 32;
  return Array.from({ length }, () => pool[randomInt(pool.length)]).join('');
}

export class Secrets {
  /** Each secret's value by ARN. */
  readonly values = new Map<string, string>();
  private readonly iam: Iam;

  constructor(stack: Stack, endpoint: Endpoint, iam: Iam) {
    this.iam = iam;
    for (const [id, r] of stack.ofType('AWS::SecretsManager::Secret')) {
      const p = (r.Properties ?? {}) as {
        SecretString?: unknown;
        GenerateSecretString?: GenerateSecretString;
      };
      const generate = p.GenerateSecretString;
      let value: string;
      if (p.SecretString !== undefined) value = stack.string(p.SecretString);
      else if (generate?.SecretStringTemplate && generate.GenerateStringKey)
        value = JSON.stringify({
          ...(JSON.parse(generate.SecretStringTemplate) as object),
          [generate.GenerateStringKey]: generatePassword(generate),
        });
      else value = generatePassword(generate ?? {});
      this.values.set(stack.ref(id), value);
    }
    endpoint.handle('secretsmanager', (request) => this.handle(endpoint, request));
  }

  /** What CloudFormation reads for a dynamic reference (recorded with the caller 'cloudformation'). */
  resolveForDeploy(arn: string): string {
    const value = this.values.get(arn);
    this.iam.record({
      service: 'secretsmanager',
      action: 'GetSecretValue',
      resource: arn,
      caller: 'cloudformation',
      allowed: value !== undefined,
    });
    if (value === undefined) throw new Error(`secrets: no secret ${arn} in the template`);
    return value;
  }

  private find(secretId: string): string | undefined {
    return [...this.values.keys()].find(
      (arn) => arn === secretId || arn.split(':secret:')[1]?.replace(/-\w{6}$/, '') === secretId,
    );
  }

  private handle(endpoint: Endpoint, request: AwsRequest): AwsResponse {
    const target = String(request.headers['x-amz-target'] ?? '');
    if (target !== 'secretsmanager.GetSecretValue')
      return endpoint.notEmulated(request, `Secrets Manager ${target}`);
    const { SecretId } = JSON.parse(request.body.toString('utf8')) as { SecretId: string };
    const arn = this.find(SecretId);
    const denied = endpoint.authorize(
      request.caller,
      'secretsmanager:GetSecretValue',
      arn ?? SecretId,
    );
    if (denied) return denied;
    if (!arn)
      return errorResponse(
        'secretsmanager',
        400,
        'ResourceNotFoundException',
        "Secrets Manager can't find the specified secret.",
      );
    return {
      status: 200,
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: JSON.stringify({
        ARN: arn,
        Name: arn.split(':secret:')[1]!.replace(/-\w{6}$/, ''),
        SecretString: this.values.get(arn),
        VersionId: randomUUID(),
        VersionStages: ['AWSCURRENT'],
        CreatedDate: Date.now() / 1000,
      }),
    };
  }
}
