// The rehearsal's "deploy": every AWS part started from the synthesized template (cdk.out), wired to one loopback
// endpoint, and the handle the edge and the journeys use (invoke, origin reads, recorded calls, outbox, builds).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ACCOUNT, REGION, Stack } from '../template.ts';
import type { Invoke, InvokeResult, RecordedCall, S3OriginGet } from '../types.ts';
import { CloudFrontApi, type Invalidation, type InvalidationListener } from './cloudfront.ts';
import { projectsFromStack } from './codebuild-projects.ts';
import { CodeBuild, type Build } from './codebuild.ts';
import { startDynamo, type TableDefinition } from './dynamodb.ts';
import { Endpoint, type Credentials, type UnsupportedCall } from './endpoint.ts';
import { EventBridge, type Rule } from './eventbridge.ts';
import { Iam, type IamReport } from './iam.ts';
import { Lambdas, type AsyncInvocation, type InvokeFrom } from './lambda.ts';
import type { FunctionSpec } from './lambda-functions.ts';
import { startS3, type S3Emulator } from './s3.ts';
import { Secrets } from './secrets.ts';
import { Ses, type SentMail } from './ses.ts';

export interface DeployOptions {
  /** The template's parameters (AdminPasswordHash: functions/api/auth/password.ts hashPassword). */
  parameters: Record<string, string>;
  /** node@<major> installs and the npm cache; default `.data-rehearse` in the working directory (git-ignored). */
  cacheDir?: string;
  /** Logs, S3 objects, build copies; default a new temporary folder, removed by stop() unless keepWorkDir. */
  workDir?: string;
  keepWorkDir?: boolean;
  /** Hard-linked into each build's source copy before its npm install; default ./node_modules; false: none. */
  seedNodeModules?: string | false;
  /**
   * Environment the rehearsal adds, by function logical id, on top of the template's. The import function (the one
   * another function names in IMPORT_FUNCTION_NAME) always gets FEEDS_ALLOW_LOOPBACK=1, so it may fetch a feed
   * served on loopback (config.ts: tests only).
   */
  extraEnv?: Record<string, Record<string, string>>;
  /** Wait before Lambda retries a failed async invocation; default 1 s (Lambda: about 1 and 2 minutes). */
  asyncRetryDelayMs?: number;
}

export interface Deployment {
  stack: Stack;
  /** AWS_ENDPOINT_URL for every process of the rehearsal. */
  endpointUrl: string;
  workDir: string;
  /** The keys a role's processes use (the endpoint knows the caller by them), and the full environment for one. */
  credentialsFor(roleLogicalId: string): Credentials;
  environmentFor(roleLogicalId: string): Record<string, string>;

  functions: FunctionSpec[];
  /** API Gateway's Lambda integration: RequestResponse as apigateway.amazonaws.com (the Lambda permission decides). */
  invoke: Invoke;
  /** A RequestResponse invocation by any caller (a role's logical id or a service principal). */
  invokeAs(functionName: string, event: unknown, from: InvokeFrom): Promise<InvokeResult>;
  /** Fresh-instance mode: every invocation in a new process, none reused (proves answers do not rely on warm state). */
  setFresh(fresh: boolean): void;
  asyncInvocations: AsyncInvocation[];
  /** `<workDir>/lambda/<logicalId>.log`: the function's console output with START/END/REPORT lines. */
  logFile(functionLogicalId: string): string;

  s3OriginGet: S3OriginGet;
  /** The buckets, and objects read and written as an operator (no IAM, not recorded). */
  s3: Pick<S3Emulator, 'buckets' | 'list' | 'get' | 'put'>;
  /** dynalite's own address (operator access for seeding: no IAM, not recorded) and the tables. */
  dynamo: { endpoint: string; tables: TableDefinition[] };

  rules: Rule[];
  /** Fires an EventBridge rule now: its targets' async invocations. */
  fire(ruleLogicalId: string): AsyncInvocation[];

  /** Every AWS call so far (live). */
  calls: RecordedCall[];
  iamReport(): IamReport;
  /** Calls no emulator takes (answered 501). */
  unsupported: UnsupportedCall[];
  outbox: SentMail[];
  invalidations: Invalidation[];
  onInvalidation(listener: InvalidationListener): void;
  /** Each secret's generated value by ARN. */
  secrets: Map<string, string>;

  builds: Build[];
  /** Starts a build of a project (default: the template's only one) as `initiator`. */
  startBuild(projectName?: string, initiator?: string): Build;
  waitForBuild(id: string): Promise<Build>;
  /** Kills the command a build is running (a fault: the phase fails). */
  killBuild(id: string): void;

  /** Resolves when no async invocation is queued or running and no build is running. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/** Deploys the template in `cdkOut` on loopback. */
export async function deploy(cdkOut: string, options: DeployOptions): Promise<Deployment> {
  const workDir = options.workDir ?? mkdtempSync(join(tmpdir(), 'rehearse-'));
  const cacheDir = resolve(options.cacheDir ?? '.data-rehearse');
  let secrets: Secrets | undefined;
  const stack = new Stack(cdkOut, {
    parameters: options.parameters,
    secretValue: (arn) => secrets!.resolveForDeploy(arn),
  });
  const iam = new Iam(stack);
  const roleNames = new Map(stack.ofType('AWS::IAM::Role').map(([id]) => [id, stack.ref(id)]));
  const endpoint = new Endpoint({
    iam,
    principalArn: (caller) =>
      roleNames.has(caller)
        ? `arn:aws:sts::${ACCOUNT}:assumed-role/${roleNames.get(caller)}/${caller}`
        : caller,
  });
  const stops: (() => unknown)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
    if (!options.workDir && !options.keepWorkDir) rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await endpoint.start();
    stops.push(() => endpoint.stop());
    secrets = new Secrets(stack, endpoint, iam);
    const dynamo = await startDynamo(stack, endpoint);
    stops.push(() => dynamo.stop());
    const s3 = await startS3(stack, endpoint, iam, join(workDir, 's3'));
    stops.push(() => s3.stop());
    const cloudFront = new CloudFrontApi(stack, endpoint);
    const ses = new Ses(endpoint);

    const functions = stack.ofType('AWS::Lambda::Function');
    const importName = functions
      .map(
        ([, r]) =>
          (r.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)
            ?.Variables?.IMPORT_FUNCTION_NAME,
      )
      .find((v) => v !== undefined);
    const importFunction =
      importName === undefined
        ? undefined
        : stack.byRef('AWS::Lambda::Function', stack.string(importName))[0];
    const extraEnv: Record<string, Record<string, string>> = { ...options.extraEnv };
    if (importFunction)
      extraEnv[importFunction] = { FEEDS_ALLOW_LOOPBACK: '1', ...extraEnv[importFunction] };

    const lambdas = new Lambdas({
      stack,
      endpoint,
      iam,
      dir: join(workDir, 'lambda'),
      cacheDir,
      extraEnv,
      ...(options.asyncRetryDelayMs !== undefined
        ? { asyncRetryDelayMs: options.asyncRetryDelayMs }
        : {}),
    });
    stops.push(() => lambdas.stop());
    const codeBuild = new CodeBuild(projectsFromStack(stack), {
      endpoint,
      workDir: join(workDir, 'codebuild'),
      cacheDir,
      discardSources: true,
      ...(options.seedNodeModules === false
        ? {}
        : { seedNodeModules: resolve(options.seedNodeModules ?? 'node_modules') }),
    });
    stops.push(() => codeBuild.stop());
    const events = new EventBridge(stack, lambdas);
    const api = stack.ofType('AWS::ApiGatewayV2::Api')[0]?.[0];

    /** The source ARN API Gateway invokes with: api/stage/METHOD/route path (the route key's path, as written). */
    const apiSourceArn = (event: unknown): string | undefined => {
      const ctx = (
        event as {
          requestContext?: {
            apiId?: string;
            stage?: string;
            routeKey?: string;
            http?: { method?: string };
          };
        }
      ).requestContext;
      const apiId = ctx?.apiId ?? (api ? stack.ref(api) : undefined);
      if (!apiId) return undefined;
      const routePath = ctx?.routeKey?.split(' ')[1] ?? '/';
      return `arn:aws:execute-api:${REGION}:${ACCOUNT}:${apiId}/${ctx?.stage ?? '$default'}/${ctx?.http?.method ?? 'GET'}${routePath}`;
    };

    return {
      stack,
      endpointUrl: endpoint.url,
      workDir,
      credentialsFor: (role) => endpoint.credentialsFor(role),
      environmentFor: (role) => endpoint.environment(role),
      functions: lambdas.functions,
      invoke: (functionName, event) => {
        const sourceArn = apiSourceArn(event);
        return lambdas.invoke(functionName, event, {
          caller: 'apigateway.amazonaws.com',
          ...(sourceArn ? { sourceArn } : {}),
        });
      },
      invokeAs: (functionName, event, from) => lambdas.invoke(functionName, event, from),
      setFresh: (fresh) => {
        lambdas.fresh = fresh;
      },
      asyncInvocations: lambdas.asyncInvocations,
      logFile: (id) => lambdas.logFile(id),
      s3OriginGet: s3.originGet,
      s3: { buckets: s3.buckets, list: s3.list, get: s3.get, put: s3.put },
      dynamo: { endpoint: dynamo.endpoint, tables: dynamo.tables },
      rules: events.rules,
      fire: (id) => events.fire(id),
      calls: iam.calls,
      iamReport: () => iam.report(),
      unsupported: endpoint.unsupported,
      outbox: ses.outbox,
      invalidations: cloudFront.invalidations,
      onInvalidation: (listener) => cloudFront.onInvalidation(listener),
      secrets: secrets.values,
      builds: codeBuild.builds,
      startBuild: (projectName, initiator = 'rehearsal') => {
        const name = projectName ?? stack.ref(stack.only('AWS::CodeBuild::Project')[0]);
        return codeBuild.start(name, initiator);
      },
      waitForBuild: (id) => codeBuild.wait(id),
      killBuild: (id) => codeBuild.kill(id),
      async settled() {
        for (;;) {
          const before = lambdas.asyncInvocations.length + codeBuild.builds.length;
          await lambdas.settled();
          await codeBuild.settled();
          if (lambdas.asyncInvocations.length + codeBuild.builds.length === before) return;
        }
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
