// Lambda in the rehearsal: each AWS::Lambda::Function of the template (lambda-functions.ts) run from its cdk.out asset
// in Node child processes (lambda-instance.ts, runtime.ts), with Lambda's reserved concurrency, warm instances, the
// async queue with its retries, and the Invoke API.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT, REGION, type Stack } from '../template.ts';
import type { InvokeResult } from '../types.ts';
import type { AwsRequest, AwsResponse, Endpoint } from './endpoint.ts';
import { errorResponse } from './endpoint.ts';
import type { Iam } from './iam.ts';
import { Instance } from './lambda-instance.ts';
import { functionsFromStack, type FunctionSpec } from './lambda-functions.ts';
import { nodeBinary } from './node.ts';

/** Lambda's limit on a synchronous request or response payload. */
const SYNC_PAYLOAD_LIMIT = 6 * 1024 * 1024;

/** Who invokes: a role through the endpoint, or a service principal (its source ARN checked by the permission). */
export interface InvokeFrom {
  caller: string;
  sourceArn?: string;
}

export type AsyncStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'dropped';

/** An Event invocation: accepted (202), queued, run when the function has room, retried per its settings. */
export interface AsyncInvocation {
  id: string;
  functionName: string;
  event: unknown;
  caller: string;
  status: AsyncStatus;
  /** Each attempt's outcome, in order. */
  attempts: InvokeResult[];
  done: Promise<AsyncInvocation>;
}

type Outcome = { throttled: true } | { throttled: false; result: InvokeResult };

/** A synchronous answer over 6 MB is an error, as Lambda reports it. */
function withinLimit(result: InvokeResult): InvokeResult {
  if (!result.ok || Buffer.byteLength(JSON.stringify(result.payload)) <= SYNC_PAYLOAD_LIMIT)
    return result;
  return {
    ok: false,
    errorType: 'Function.ResponseSizeTooLarge',
    errorMessage: 'Response payload size exceeded maximum allowed payload size (6291556 bytes).',
  };
}

interface Runtime {
  spec: FunctionSpec;
  env: Record<string, string>;
  running: number;
  idle: Instance[];
  all: Set<Instance>;
  queue: { invocation: AsyncInvocation; enqueuedAt: number; finish: () => void }[];
}

export interface LambdaOptions {
  stack: Stack;
  endpoint: Endpoint;
  iam: Iam;
  /** Per-function log files `<logicalId>.log` and each function's TMPDIR go here. */
  dir: string;
  /** Where node@<major> is installed when the runtime's major is not this process's. */
  cacheDir: string;
  /** Environment the rehearsal adds to a function (by logical id), never in the template. */
  extraEnv?: Record<string, Record<string, string>>;
  /** Wait before an async retry (Lambda waits about a minute, then two). */
  asyncRetryDelayMs?: number;
}

/** The deployed functions. */
export class Lambdas {
  readonly functions: FunctionSpec[];
  readonly asyncInvocations: AsyncInvocation[] = [];
  /** Fresh-instance mode: every invocation gets a new process (a cold start), none is reused. */
  fresh = false;
  private stopped = false;
  private readonly runtimes = new Map<string, Runtime>();
  private readonly options: LambdaOptions;

  constructor(options: LambdaOptions) {
    this.options = options;
    this.functions = functionsFromStack(options.stack);
    mkdirSync(options.dir, { recursive: true });
    for (const spec of this.functions) {
      const tmp = join(options.dir, 'tmp', spec.logicalId);
      mkdirSync(tmp, { recursive: true });
      const env: Record<string, string> = {
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
        // Lambda's /tmp, one per function here.
        TMPDIR: tmp,
        ...options.endpoint.environment(spec.role),
        ...options.extraEnv?.[spec.logicalId],
      };
      this.runtimes.set(spec.name, { spec, env, running: 0, idle: [], all: new Set(), queue: [] });
    }
    options.endpoint.handle('lambda', (request) => this.handle(request));
  }

  /** The function of a name, an ARN or a partial ARN (a `:qualifier` suffix allowed). */
  find(nameOrArn: string): FunctionSpec | undefined {
    const name = nameOrArn
      .replace(/^arn:aws:lambda:[^:]*:[^:]*:function:/, '')
      .replace(/^function:/, '')
      .split(':')[0]!;
    return this.runtimes.get(name)?.spec;
  }

  logFile(logicalId: string): string {
    return join(this.options.dir, `${logicalId}.log`);
  }

  /** A RequestResponse invocation from a role or a service principal; throttled when its reserved concurrency is used. */
  async invoke(nameOrArn: string, event: unknown, from: InvokeFrom): Promise<InvokeResult> {
    const spec = this.find(nameOrArn);
    if (!spec)
      return {
        ok: false,
        errorType: 'ResourceNotFoundException',
        errorMessage: `Function not found: ${nameOrArn}`,
      };
    if (!this.permitted(spec, from))
      return {
        ok: false,
        errorType: 'AccessDeniedException',
        errorMessage: `${from.caller} may not invoke ${spec.arn}`,
      };
    const outcome = await this.run(spec, event);
    return outcome.throttled
      ? { ok: false, errorType: 'TooManyRequestsException', errorMessage: 'Rate Exceeded.' }
      : withinLimit(outcome.result);
  }

  /** An Event invocation (what EventBridge and InvocationType Event do); null when the caller is not permitted. */
  invokeAsync(nameOrArn: string, event: unknown, from: InvokeFrom): AsyncInvocation | null {
    const spec = this.find(nameOrArn);
    if (!spec || !this.permitted(spec, from)) return null;
    return this.enqueue(spec, event, from.caller);
  }

  /** Resolves when every async invocation so far (and those they started) has finished or been dropped. */
  async settled(): Promise<void> {
    for (;;) {
      const open = this.asyncInvocations.filter(
        (a) => a.status === 'queued' || a.status === 'running',
      );
      if (open.length === 0) return;
      await Promise.all(open.map((a) => a.done));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const r of this.runtimes.values()) {
      for (const i of r.all) i.kill();
      r.all.clear();
      r.idle = [];
    }
  }

  /** Service principals need a Lambda permission for their source; roles are checked by the endpoint. */
  private permitted(spec: FunctionSpec, from: InvokeFrom): boolean {
    if (!from.caller.endsWith('.amazonaws.com')) return true;
    return this.options.iam.authorize({
      caller: from.caller,
      action: 'lambda:InvokeFunction',
      resource: spec.arn,
      ...(from.sourceArn
        ? { context: { 'AWS:SourceArn': from.sourceArn, 'AWS:SourceAccount': ACCOUNT } }
        : {}),
    });
  }

  private hasRoom(r: Runtime): boolean {
    return r.spec.reserved === null || r.running < r.spec.reserved;
  }

  private async spawn(r: Runtime): Promise<Instance> {
    if (this.stopped) throw new Error(`lambda: the rehearsal has stopped (${r.spec.name})`);
    const node = await nodeBinary(r.spec.nodeMajor, this.options.cacheDir);
    const log = openSync(this.logFile(r.spec.logicalId), 'a');
    const child = fork(join(import.meta.dirname, 'runtime.ts'), [], {
      execPath: node,
      execArgv: [
        ...(r.spec.nodeMajor < 23 ? ['--experimental-strip-types'] : []),
        `--max-old-space-size=${Math.floor(r.spec.memoryMb * 0.9)}`,
      ],
      env: r.env,
      cwd: r.spec.assetDir,
      stdio: ['ignore', log, log, 'ipc'],
    });
    closeSync(log);
    const instance = new Instance(child);
    r.all.add(instance);
    child.on('exit', () => {
      r.all.delete(instance);
      r.idle = r.idle.filter((i) => i !== instance);
    });
    return instance;
  }

  /** One invocation on a warm instance (or a new one), within the function's reserved concurrency. */
  private async run(spec: FunctionSpec, event: unknown): Promise<Outcome> {
    const r = this.runtimes.get(spec.name)!;
    if (!this.hasRoom(r)) return { throttled: true };
    r.running += 1;
    const requestId = randomUUID();
    // After stop() the log folder may be gone: the invocations it cut short write nothing.
    const log = (line: string) => {
      if (!this.stopped) appendFileSync(this.logFile(spec.logicalId), line);
    };
    try {
      let instance = this.fresh ? undefined : r.idle.pop();
      instance ??= await this.spawn(r);
      const started = performance.now();
      log(`START RequestId: ${requestId} Version: $LATEST\n`);
      const result = await instance.invoke(
        {
          type: 'invoke',
          requestId,
          event: JSON.stringify(event ?? null),
          invokedFunctionArn: spec.arn,
        },
        spec.timeoutMs,
      );
      if (!result.ok) log(`${requestId}\tERROR\t${result.errorType}: ${result.errorMessage}\n`);
      log(
        `END RequestId: ${requestId}\nREPORT RequestId: ${requestId}\tDuration: ${(performance.now() - started).toFixed(2)} ms\n`,
      );
      if (this.fresh || instance.dead) instance.kill();
      else r.idle.push(instance);
      return { throttled: false, result };
    } finally {
      r.running -= 1;
      this.pump(r);
    }
  }

  private enqueue(spec: FunctionSpec, event: unknown, caller: string): AsyncInvocation {
    const r = this.runtimes.get(spec.name)!;
    let finish!: () => void;
    const invocation: AsyncInvocation = {
      id: randomUUID(),
      functionName: spec.name,
      event,
      caller,
      status: 'queued',
      attempts: [],
      done: Promise.resolve(null as unknown as AsyncInvocation),
    };
    invocation.done = new Promise<AsyncInvocation>((resolve) => {
      finish = () => resolve(invocation);
    });
    this.asyncInvocations.push(invocation);
    r.queue.push({ invocation, enqueuedAt: Date.now(), finish });
    queueMicrotask(() => this.pump(r));
    return invocation;
  }

  /** Runs queued events while the function has room; drops those older than its maximum event age. */
  private pump(r: Runtime): void {
    while (r.queue.length && this.hasRoom(r)) {
      const entry = r.queue.shift()!;
      const { invocation } = entry;
      if (Date.now() - entry.enqueuedAt > r.spec.maxEventAgeMs) {
        invocation.status = 'dropped';
        entry.finish();
        continue;
      }
      invocation.status = 'running';
      const ran = this.run(r.spec, invocation.event).catch((err: unknown): Outcome => ({
        throttled: false,
        result: { ok: false, errorType: 'Rehearsal', errorMessage: String(err) },
      }));
      void ran.then((outcome) => {
        if (outcome.throttled) {
          invocation.status = 'queued';
          r.queue.unshift(entry);
          return;
        }
        invocation.attempts.push(outcome.result);
        if (outcome.result.ok) {
          invocation.status = 'succeeded';
          entry.finish();
        } else if (invocation.attempts.length <= r.spec.maxRetries) {
          invocation.status = 'queued';
          setTimeout(() => {
            r.queue.push(entry);
            this.pump(r);
          }, this.options.asyncRetryDelayMs ?? 1000);
        } else {
          invocation.status = 'failed';
          entry.finish();
        }
      });
    }
  }

  /** The Lambda API on the endpoint: Invoke (RequestResponse, Event, DryRun). */
  private async handle(request: AwsRequest): Promise<AwsResponse> {
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(request.path);
    if (!match || request.method !== 'POST')
      return this.options.endpoint.notEmulated(request, `Lambda ${request.method} ${request.path}`);
    const name = decodeURIComponent(match[1]!);
    const spec = this.find(name);
    const qualifier = request.query.get('Qualifier');
    const arn = spec
      ? `${spec.arn}${qualifier ? `:${qualifier}` : ''}`
      : `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${name}`;
    const denied = this.options.endpoint.authorize(request.caller, 'lambda:InvokeFunction', arn);
    if (denied) return denied;
    if (!spec)
      return errorResponse(
        'lambda',
        404,
        'ResourceNotFoundException',
        `Function not found: ${arn}`,
      );
    const type = String(request.headers['x-amz-invocation-type'] ?? 'RequestResponse');
    const text = request.body.toString('utf8') || 'null';
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch {
      return errorResponse(
        'lambda',
        400,
        'InvalidRequestContentException',
        'Could not parse request body into json',
      );
    }
    if (type === 'DryRun') return { status: 204 };
    if (type === 'Event') {
      this.enqueue(spec, event, request.caller);
      return { status: 202, headers: { 'x-amzn-requestid': randomUUID() } };
    }
    if (request.body.length > SYNC_PAYLOAD_LIMIT)
      return errorResponse(
        'lambda',
        413,
        'RequestTooLargeException',
        'Request must be smaller than 6291456 bytes for the InvokeFunction operation',
      );
    const outcome = await this.run(spec, event);
    if (outcome.throttled)
      return {
        status: 429,
        headers: {
          'content-type': 'application/json',
          'x-amzn-errortype': 'TooManyRequestsException',
        },
        body: JSON.stringify({
          Reason: 'ReservedFunctionConcurrentInvocationLimitExceeded',
          Type: 'User',
          message: 'Rate Exceeded.',
        }),
      };
    const result = withinLimit(outcome.result);
    return {
      status: 200,
      headers: {
        'content-type': 'application/json',
        'x-amz-executed-version': '$LATEST',
        ...(result.ok ? {} : { 'x-amz-function-error': 'Unhandled' }),
      },
      body: result.ok
        ? JSON.stringify(result.payload)
        : JSON.stringify({
            errorType: result.errorType,
            errorMessage: result.errorMessage,
            trace: [],
          }),
    };
  }
}
