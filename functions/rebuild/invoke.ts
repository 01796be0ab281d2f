// Fire-and-forget Lambda invocations (InvocationType Event) that a handler flushes before returning, since Lambda freezes after.
import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';

export interface AsyncInvoker {
  /** Starts an async invoke; a missing function name (not configured) does nothing. */
  invoke(functionName: string | undefined, payload: object): void;
  /** Resolves when every started invoke has been accepted or has failed (failures are logged, never thrown). */
  flush(): Promise<void>;
}

export function createAsyncInvoker(client: LambdaClient): AsyncInvoker {
  const inFlight = new Set<Promise<unknown>>();
  return {
    invoke(functionName, payload) {
      if (!functionName) return;
      const p = client
        .send(
          new InvokeCommand({
            FunctionName: functionName,
            InvocationType: 'Event',
            Payload: new TextEncoder().encode(JSON.stringify(payload)),
          }),
        )
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
