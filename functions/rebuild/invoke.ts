// Fire-and-forget Lambda invocations (InvocationType Event) that a handler flushes before returning, since Lambda freezes after.
import type { LambdaClient } from '@aws-sdk/client-lambda';

export interface AsyncInvoker {
  /** Starts an async invoke; a missing function name (not configured) does nothing. */
  invoke(functionName: string | undefined, payload: object): void;
  /** Resolves when every started invoke has been accepted or has failed (failures are logged, never thrown). */
  flush(): Promise<void>;
}

/**
 * `client` may be a loader (the API Lambda's): the Lambda client and its commands are then imported on
 * the first invoke, not at cold start.
 */
export function createAsyncInvoker(
  client: Pick<LambdaClient, 'send'> | (() => Promise<Pick<LambdaClient, 'send'>>),
): AsyncInvoker {
  const inFlight = new Set<Promise<unknown>>();
  const send = async (functionName: string, payload: object) => {
    const [lambda, { InvokeCommand }] = await Promise.all([
      typeof client === 'function' ? client() : client,
      import('@aws-sdk/client-lambda'),
    ]);
    return lambda.send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'Event',
        Payload: new TextEncoder().encode(JSON.stringify(payload)),
      }),
    );
  };
  return {
    invoke(functionName, payload) {
      if (!functionName) return;
      const p = send(functionName, payload)
        .catch((err: unknown) => console.error(`invoke ${functionName} failed`, err))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    },
    async flush() {
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** The rebuild hook's payload: the change time lets the hook skip builds that already cover it (cloud.ts). */
export const rebuildPayload = (reason: string) => ({ reason, changedAt: new Date().toISOString() });
