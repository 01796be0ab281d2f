// The template's Lambda functions as the rehearsal runs them: asset folder in cdk.out, handler, Node major, limits,
// environment, log group and asynchronous invocation settings.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REGION, STACK_NAME, type Stack } from '../template.ts';

/** Lambda's defaults for asynchronous invocation (no AWS::Lambda::EventInvokeConfig): 6 hours, 2 retries. */
const DEFAULT_MAX_EVENT_AGE_MS = 6 * 3600_000;
const DEFAULT_MAX_RETRIES = 2;

/** One function as the template deploys it. */
export interface FunctionSpec {
  logicalId: string;
  name: string;
  arn: string;
  /** The execution role's logical id. */
  role: string;
  assetDir: string;
  handler: string;
  /** The Node major of its Runtime (nodejs24.x: 24). */
  nodeMajor: number;
  runtime: string;
  timeoutMs: number;
  memoryMb: number;
  /** ReservedConcurrentExecutions; null when unreserved. */
  reserved: number | null;
  /** Environment.Variables, resolved. */
  variables: Record<string, string>;
  logGroup: string;
  maxEventAgeMs: number;
  maxRetries: number;
}

/** The asset folder in cdk.out for an S3 key `<hash>.zip` (cdk.out/<stack>.assets.json names it). */
export function assetDir(stack: Stack, key: string): string {
  const hash = key.replace(/\.zip$/, '');
  const manifest = JSON.parse(
    readFileSync(join(stack.dir, `${STACK_NAME}.assets.json`), 'utf8'),
  ) as {
    files: Record<string, { source: { path: string } }>;
  };
  const entry = manifest.files[hash];
  return resolve(stack.dir, entry ? entry.source.path : `asset.${hash}`);
}

/** The template's functions, with their assets, limits and async settings. */
export function functionsFromStack(stack: Stack): FunctionSpec[] {
  const invokeConfigs = stack
    .ofType('AWS::Lambda::EventInvokeConfig')
    .map(([, r]) => r.Properties ?? {});
  return stack.ofType('AWS::Lambda::Function').map(([id, r]) => {
    const p = r.Properties as {
      Code: { S3Key: unknown };
      Handler: string;
      Runtime: string;
      Timeout?: number;
      MemorySize?: number;
      ReservedConcurrentExecutions?: number;
      Environment?: { Variables?: Record<string, unknown> };
      Role: unknown;
      LoggingConfig?: { LogGroup?: unknown };
    };
    const major = /^nodejs(\d+)\.x$/.exec(p.Runtime)?.[1];
    if (!major)
      throw new Error(`lambda: the rehearsal runs Node runtimes only, not ${p.Runtime} (${id})`);
    const roleArn = stack.string(p.Role);
    const role = stack
      .ofType('AWS::IAM::Role')
      .find(([rid]) => stack.getAtt(rid, 'Arn') === roleArn)?.[0];
    if (!role) throw new Error(`lambda: no role in the template for ${id}`);
    const config = invokeConfigs.find((c) => stack.string(c.FunctionName) === stack.ref(id)) as
      { MaximumEventAgeInSeconds?: number; MaximumRetryAttempts?: number } | undefined;
    return {
      logicalId: id,
      name: stack.ref(id),
      arn: stack.getAtt(id, 'Arn'),
      role,
      assetDir: assetDir(stack, stack.string(p.Code.S3Key)),
      handler: p.Handler,
      nodeMajor: Number(major),
      runtime: p.Runtime,
      timeoutMs: (p.Timeout ?? 3) * 1000,
      memoryMb: p.MemorySize ?? 128,
      reserved: p.ReservedConcurrentExecutions ?? null,
      variables: stack.resolve(p.Environment?.Variables ?? {}) as Record<string, string>,
      logGroup: p.LoggingConfig?.LogGroup
        ? stack.string(p.LoggingConfig.LogGroup)
        : `/aws/lambda/${stack.ref(id)}`,
      maxEventAgeMs: (config?.MaximumEventAgeInSeconds ?? DEFAULT_MAX_EVENT_AGE_MS / 1000) * 1000,
      maxRetries: config?.MaximumRetryAttempts ?? DEFAULT_MAX_RETRIES,
    };
  });
}

/**
 * The environment Lambda gives a function: the template's variables, the runtime's reserved variables, and `extra`
 * (the SDK's endpoint and credentials, the rehearsal's additions). `tmp` stands for the function's /tmp.
 */
export function functionEnvironment(
  spec: FunctionSpec,
  tmp: string,
  extra: Record<string, string>,
): Record<string, string> {
  return {
    ...spec.variables,
    AWS_REGION: REGION,
    AWS_DEFAULT_REGION: REGION,
    AWS_LAMBDA_FUNCTION_NAME: spec.name,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(spec.memoryMb),
    AWS_LAMBDA_LOG_GROUP_NAME: spec.logGroup,
    AWS_LAMBDA_LOG_STREAM_NAME: `rehearsal/[$LATEST]${spec.logicalId}`,
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    AWS_EXECUTION_ENV: `AWS_Lambda_${spec.runtime}`,
    LAMBDA_TASK_ROOT: spec.assetDir,
    LAMBDA_RUNTIME_DIR: import.meta.dirname,
    _HANDLER: spec.handler,
    TZ: ':UTC',
    LANG: 'en_US.UTF-8',
    PATH: '/usr/local/bin:/usr/bin:/bin',
    TMPDIR: tmp,
    ...extra,
  };
}
