// One Lambda execution environment: a Node child process (runtime.ts) that has imported the function's module,
// invoked over IPC, with the function's timeout; a timeout or a crash ends it.
import type { ChildProcess } from 'node:child_process';
import type { InvokeResult } from '../types.ts';
import type { InvokeMessage, RuntimeMessage } from './runtime.ts';

/** One execution environment: a child process that has imported the function's module. */
export class Instance {
  readonly ready: Promise<InvokeResult | null>;
  private readonly child: ChildProcess;
  private settle:
    ((message: RuntimeMessage | { type: 'exit'; code: number | null }) => void) | undefined;
  dead = false;

  constructor(child: ChildProcess) {
    this.child = child;
    this.ready = new Promise((resolve) => {
      const onMessage = (m: RuntimeMessage) => {
        if (m.type === 'ready') resolve(null);
        else if (m.type === 'init-error') {
          this.dead = true;
          resolve({ ok: false, errorType: m.errorType, errorMessage: m.errorMessage });
        } else this.settle?.(m);
      };
      child.on('message', onMessage);
      child.on('exit', (code) => {
        this.dead = true;
        resolve({
          ok: false,
          errorType: 'Runtime.ExitError',
          errorMessage: `Runtime exited with error: exit status ${code}`,
        });
        this.settle?.({ type: 'exit', code });
      });
    });
  }

  /** Runs one invocation; a timeout or a crash ends the instance. */
  async invoke(
    message: Omit<InvokeMessage, 'deadlineMs'>,
    timeoutMs: number,
  ): Promise<InvokeResult> {
    const init = await this.ready;
    if (init) return init;
    // As in Lambda, the function's timeout counts from the end of its init, not from the request.
    const deadlineMs = Date.now() + timeoutMs;
    return new Promise<InvokeResult>((resolve) => {
      const timer = setTimeout(() => {
        this.kill();
        resolve({
          ok: false,
          errorType: 'Sandbox.Timedout',
          errorMessage: `RequestId: ${message.requestId} Error: Task timed out after ${(timeoutMs / 1000).toFixed(2)} seconds`,
        });
      }, timeoutMs);
      this.settle = (m) => {
        clearTimeout(timer);
        this.settle = undefined;
        if (m.type === 'result') resolve({ ok: true, payload: JSON.parse(m.payload) as unknown });
        else if (m.type === 'error')
          resolve({ ok: false, errorType: m.errorType, errorMessage: m.errorMessage });
        else if (m.type === 'exit')
          resolve({
            ok: false,
            errorType: 'Runtime.ExitError',
            errorMessage: `RequestId: ${message.requestId} Error: Runtime exited with error: exit status ${m.code}`,
          });
      };
      this.child.send({ ...message, deadlineMs } satisfies InvokeMessage);
    });
  }

  kill(): void {
    this.dead = true;
    this.child.kill('SIGKILL');
  }
}
