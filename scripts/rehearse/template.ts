// The synthesized stack as the rehearsal reads it: cdk.out's template, each resource's rehearsal name and ARN, and
// CloudFormation's intrinsic functions resolved against them (docs/rehearsal.md "Wiring from the template").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REGION = 'eu-west-1';
export const ACCOUNT = '123456789012';
export const STACK_NAME = 'A11yTechNews';

export interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
  DependsOn?: string | string[];
}

export interface Template {
  Resources: Record<string, Resource>;
  Parameters?: Record<string, { Type: string; Default?: unknown }>;
}

/** A dynamic reference CloudFormation resolves at deploy time: `{{resolve:secretsmanager:ARN:SecretString:::}}`. */
const DYNAMIC_REFERENCE = /\{\{resolve:secretsmanager:([^:}]+(?::[^:}]+){6}):SecretString:::\}\}/g;

export interface StackOptions {
  /** Values for the template's parameters (AdminPasswordHash, ...). */
  parameters: Record<string, string>;
  /** Resolves a Secrets Manager dynamic reference, as CloudFormation does at deploy time. */
  secretValue: (secretArn: string) => string;
}

/**
 * The deployed stack, rehearsed: every resource gets a physical name (the logical id, lower-cased where AWS wants
 * lower case) and an ARN in one made-up account and region.
 */
export class Stack {
  readonly template: Template;
  readonly dir: string;
  private readonly options: StackOptions;

  constructor(cdkOut: string, options: StackOptions) {
    this.dir = cdkOut;
    this.template = JSON.parse(
      readFileSync(join(cdkOut, `${STACK_NAME}.template.json`), 'utf8'),
    ) as Template;
    this.options = options;
  }

  resource(logicalId: string): Resource {
    const found = this.template.Resources[logicalId];
    if (!found) throw new Error(`template: no resource ${logicalId}`);
    return found;
  }

  /** [logicalId, resource] for every resource of one type, in template order. */
  ofType(type: string): [string, Resource][] {
    return Object.entries(this.template.Resources).filter(([, r]) => r.Type === type);
  }

  /** The one resource of a type; throws when there is none or several. */
  only(type: string): [string, Resource] {
    const all = this.ofType(type);
    if (all.length !== 1) throw new Error(`template: ${all.length} resources of type ${type}`);
    return all[0]!;
  }

  /** The logical id of the resource of `type` whose `Ref` is `value` (a policy id in a behavior, a function name). */
  byRef(type: string, value: string): [string, Resource] {
    const found = this.ofType(type).find(([id]) => this.ref(id) === value);
    if (!found) throw new Error(`template: no ${type} named ${value}`);
    return found;
  }

  /** What `Ref` gives for a resource: its name (bucket, table, function, role, project), id or ARN. */
  ref(logicalId: string): string {
    const params = this.template.Parameters ?? {};
    if (logicalId in params) {
      const value = this.options.parameters[logicalId] ?? params[logicalId]!.Default;
      if (typeof value !== 'string')
        throw new Error(`template: no value for parameter ${logicalId}`);
      return value;
    }
    const pseudo: Record<string, string> = {
      'AWS::Region': REGION,
      'AWS::AccountId': ACCOUNT,
      'AWS::Partition': 'aws',
      'AWS::URLSuffix': 'amazonaws.com',
      'AWS::StackName': STACK_NAME,
    };
    if (logicalId in pseudo) return pseudo[logicalId]!;
    const type = this.resource(logicalId).Type;
    switch (type) {
      case 'AWS::S3::Bucket':
        return `${STACK_NAME}-${logicalId}`.toLowerCase();
      case 'AWS::SecretsManager::Secret':
        return `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:${logicalId}-AbCdEf`;
      case 'AWS::CloudFront::Distribution':
        return `E${hash(logicalId, 13)}`;
      case 'AWS::ApiGatewayV2::Api':
        return hash(logicalId, 10).toLowerCase();
      default:
        return `${STACK_NAME}-${logicalId}`;
    }
  }

  /** What `Fn::GetAtt` gives for the attributes this stack uses. */
  getAtt(logicalId: string, attribute: string): string {
    const type = this.resource(logicalId).Type;
    const name = this.ref(logicalId);
    const key = `${type}.${attribute}`;
    switch (key) {
      case 'AWS::S3::Bucket.Arn':
        return `arn:aws:s3:::${name}`;
      case 'AWS::S3::Bucket.RegionalDomainName':
        return `${name}.s3.${REGION}.amazonaws.com`;
      case 'AWS::DynamoDB::GlobalTable.Arn':
      case 'AWS::DynamoDB::Table.Arn':
        return `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${name}`;
      case 'AWS::Lambda::Function.Arn':
        return `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${name}`;
      case 'AWS::IAM::Role.Arn':
        return `arn:aws:iam::${ACCOUNT}:role/${name}`;
      case 'AWS::CodeBuild::Project.Arn':
        return `arn:aws:codebuild:${REGION}:${ACCOUNT}:project/${name}`;
      case 'AWS::Events::Rule.Arn':
        return `arn:aws:events:${REGION}:${ACCOUNT}:rule/${name}`;
      case 'AWS::CloudFront::Distribution.DomainName':
        return `d${hash(logicalId, 13).toLowerCase()}.cloudfront.net`;
      case 'AWS::CloudFront::Function.FunctionARN':
        return `arn:aws:cloudfront::${ACCOUNT}:function/${name}`;
      case 'AWS::CloudFront::OriginAccessControl.Id':
        return `E${hash(logicalId, 13)}`;
      case 'AWS::ApiGatewayV2::Api.ApiEndpoint':
        return `https://${name}.execute-api.${REGION}.amazonaws.com`;
      default:
        throw new Error(`template: the rehearsal does not know Fn::GetAtt ${key}`);
    }
  }

  /** A template value with every intrinsic function and dynamic reference resolved. */
  resolve(value: unknown): unknown {
    if (typeof value === 'string') return this.resolveDynamic(value);
    if (Array.isArray(value)) return value.map((v) => this.resolve(v));
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 1) {
      const [fn, arg] = entries[0]!;
      if (fn === 'Ref') return this.ref(arg as string);
      if (fn === 'Fn::GetAtt') {
        const [id, attribute] = arg as [string, string];
        return this.getAtt(id, attribute);
      }
      if (fn === 'Fn::Join') {
        const [separator, parts] = arg as [string, unknown[]];
        return this.resolveDynamic(
          (this.resolve(parts) as unknown[]).map((p) => String(p)).join(separator),
        );
      }
      if (fn === 'Fn::Sub') {
        const text = typeof arg === 'string' ? arg : (arg as [string])[0];
        const vars =
          typeof arg === 'string' ? {} : ((arg as [string, Record<string, unknown>])[1] ?? {});
        return this.resolveDynamic(
          text.replace(/\$\{([^}]+)\}/g, (_m, name: string) => {
            if (name in vars) return String(this.resolve(vars[name]));
            const [id, attribute] = name.split('.');
            return attribute ? this.getAtt(id!, attribute) : this.ref(id!);
          }),
        );
      }
      if (fn === 'Fn::Select') {
        const [index, list] = arg as [number, unknown];
        return (this.resolve(list) as unknown[])[Number(index)];
      }
      if (fn === 'Fn::Split') {
        const [separator, text] = arg as [string, unknown];
        return String(this.resolve(text)).split(separator);
      }
      if (fn.startsWith('Fn::')) throw new Error(`template: the rehearsal does not know ${fn}`);
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, this.resolve(v)]));
  }

  /** A resolved value that must be a string. */
  string(value: unknown): string {
    const resolved = this.resolve(value);
    if (typeof resolved !== 'string') throw new Error('template: expected a string value');
    return resolved;
  }

  private resolveDynamic(text: string): string {
    return text.replace(DYNAMIC_REFERENCE, (_m, arn: string) => this.options.secretValue(arn));
  }
}

/** A stable, made-up id from a logical id (upper-case letters and digits). */
function hash(text: string, length: number): string {
  let h = 2166136261;
  let out = '';
  while (out.length < length) {
    for (const ch of text + out.length) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    out += h.toString(36).toUpperCase();
  }
  return out.slice(0, length);
}
