// Lambda in the rehearsal: each AWS::Lambda::Function of the template (lambda-functions.ts) run from its cdk.out asset
// in Node child processes (lambda-instance.ts, runtime.ts), with Lambda's reserved concurrency, warm instances, the
// async queue with its retries, and the Invoke API.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT, type Stack } from '../template.ts';
import type { InvokeResult } from '../types.ts';
import type { Endpoint } from './endpoint.ts';
import type { Iam } from './iam.ts';
import { handleLambda, withinLimit, type Outcome } from './lambda-api.ts';
import { Instance } from './lambda-instance.ts';
import { functionEnvironment, functionsFromStack, type FunctionSpec } from './lambda-functions.ts';
import { nodeBinary } from './node.ts';

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
      const env = functionEnvironment(spec, tmp, {
        ...options.endpoint.environment(spec.role),
        ...options.extraEnv?.[spec.logicalId],
      });
      this.runtimes.set(spec.name, { spec, env, running: 0, idle: [], all: new Set(), queue: [] });
    }
    options.endpoint.handle('lambda', (request) => handleLambda(this, options.endpoint, request));
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

  stop(): Promise<void> {
    this.stopped = true;
    for (const r of this.runtimes.values()) {
      for (const i of r.all) i.kill();
      r.all.clear();
      r.idle = [];
    }
    return Promise.resolve();
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
  async run(spec: FunctionSpec, event: unknown): Promise<Outcome> {
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
}
