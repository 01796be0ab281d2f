// The rehearsal's Lambda runtime bootstrap, one per instance (a child process): imports the function's module from
// LAMBDA_TASK_ROOT per _HANDLER, then runs the handler for each invocation the parent sends over IPC.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the parent sends per invocation. */
export interface InvokeMessage {
  type: 'invoke';
  requestId: string;
  /** The event as JSON text, as Lambda passes it. */
  event: string;
  deadlineMs: number;
  invokedFunctionArn: string;
}

/** What the runtime answers: init errors, results and errors as Lambda reports them. */
export type RuntimeMessage =
  | { type: 'ready' }
  | { type: 'init-error'; errorType: string; errorMessage: string }
  | { type: 'result'; requestId: string; payload: string }
  | { type: 'error'; requestId: string; errorType: string; errorMessage: string; trace: string[] };

type Handler = (event: unknown, context: object) => unknown;

const send = (message: RuntimeMessage) => process.send!(message);
const describe = (err: unknown) =>
  err instanceof Error
    ? { errorType: err.name, errorMessage: err.message, trace: (err.stack ?? '').split('\n') }
    : { errorType: 'Error', errorMessage: String(err), trace: [] };

const root = process.env.LAMBDA_TASK_ROOT!;
const [moduleName, exportName] = (process.env._HANDLER ?? 'index.handler').split('.') as [
  string,
  string,
];
let current: string | undefined;

process.on('unhandledRejection', (err) => {
  const d = describe(err);
  if (current)
    send({
      type: 'error',
      requestId: current,
      ...d,
      errorType: 'Runtime.UnhandledPromiseRejection',
    });
  process.exit(1);
});

let handler: Handler;
try {
  const file = ['.mjs', '.js', '.cjs']
    .map((ext) => join(root, moduleName + ext))
    .find((f) => existsSync(f));
  if (!file)
    throw Object.assign(new Error(`Cannot find module '${moduleName}'`), {
      name: 'Runtime.ImportModuleError',
    });
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const found = mod[exportName];
  if (typeof found !== 'function')
    throw Object.assign(new Error(`${moduleName}.${exportName} is undefined or not exported`), {
      name: 'Runtime.HandlerNotFound',
    });
  handler = found as Handler;
  send({ type: 'ready' });
} catch (err) {
  const { errorType, errorMessage } = describe(err);
  send({ type: 'init-error', errorType, errorMessage });
  process.exit(1);
}

process.on('message', (message: InvokeMessage) => {
  if (message.type !== 'invoke') return;
  current = message.requestId;
  const env = process.env;
  const context = {
    awsRequestId: message.requestId,
    functionName: env.AWS_LAMBDA_FUNCTION_NAME,
    functionVersion: env.AWS_LAMBDA_FUNCTION_VERSION,
    invokedFunctionArn: message.invokedFunctionArn,
    memoryLimitInMB: env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
    logGroupName: env.AWS_LAMBDA_LOG_GROUP_NAME,
    logStreamName: env.AWS_LAMBDA_LOG_STREAM_NAME,
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, message.deadlineMs - Date.now()),
  };
  void (async () => {
    try {
      const result = await handler(JSON.parse(message.event) as unknown, context);
      send({
        type: 'result',
        requestId: message.requestId,
        payload: JSON.stringify(result ?? null),
      });
    } catch (err) {
      send({ type: 'error', requestId: message.requestId, ...describe(err) });
    } finally {
      current = undefined;
    }
  })();
});
