// The Lambda runtime: warm instances and fresh mode, the timeout, reserved concurrency, init errors, async retries.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stack, STACK_NAME } from '../template.ts';
import { Endpoint } from './endpoint.ts';
import { Iam } from './iam.ts';
import { Lambdas } from './lambda.ts';

const root = mkdtempSync(join(tmpdir(), 'lambda-test-'));
const fn = (code: string, extra: Record<string, unknown> = {}) => ({
  Type: 'AWS::Lambda::Function',
  Properties: {
    Code: { S3Key: `${code}.zip` },
    Handler: 'index.handler',
    Runtime: 'nodejs24.x',
    Role: { 'Fn::GetAtt': ['Role', 'Arn'] },
    Timeout: 1,
    Environment: { Variables: { GREETING: 'hello' } },
    ...extra,
  },
});
const TEMPLATE = {
  Resources: {
    Role: { Type: 'AWS::IAM::Role', Properties: {} },
    Counter: fn('counter', { ReservedConcurrentExecutions: 1 }),
    Broken: fn('broken'),
  },
};
// A module-level counter tells a warm instance (it keeps counting) from a fresh one (it starts again).
const COUNTER = `let n = 0;
export async function handler(event, context) {
  n += 1;
  if (event.sleepMs) await new Promise((r) => setTimeout(r, event.sleepMs));
  if (event.fail) throw new TypeError('asked to fail');
  console.log('invoked', n);
  return { n, greeting: process.env.GREETING, name: context.functionName, remaining: context.getRemainingTimeInMillis() > 0 };
}`;

let lambdas: Lambdas;
let endpoint: Endpoint;

beforeAll(async () => {
  writeFileSync(join(root, `${STACK_NAME}.template.json`), JSON.stringify(TEMPLATE));
  writeFileSync(join(root, `${STACK_NAME}.assets.json`), JSON.stringify({ files: {} }));
  for (const [name, code] of [
    ['counter', COUNTER],
    ['broken', "throw new Error('no TABLE_NAME');"],
  ] as const) {
    mkdirSync(join(root, `asset.${name}`));
    writeFileSync(join(root, `asset.${name}`, 'index.mjs'), code);
  }
  const stack = new Stack(root, { parameters: {}, secretValue: () => '' });
  const iam = new Iam(stack);
  endpoint = new Endpoint({ iam, principalArn: (c) => c });
  await endpoint.start();
  lambdas = new Lambdas({
    stack,
    endpoint,
    iam,
    dir: join(root, 'run'),
    cacheDir: join(root, 'cache'),
    asyncRetryDelayMs: 10,
  });
});
afterAll(async () => {
  await lambdas.stop();
  await endpoint.stop();
  rmSync(root, { recursive: true, force: true });
});

const counter = () => `${STACK_NAME}-Counter`;
const call = (event: object) => lambdas.invoke(counter(), event, { caller: 'Role' });

describe('Lambdas', () => {
  it('reuses a warm instance, and starts a new one per invocation in fresh mode', async () => {
    const first = await call({});
    expect(first).toEqual({
      ok: true,
      payload: { n: 1, greeting: 'hello', name: counter(), remaining: true },
    });
    expect(await call({})).toMatchObject({ payload: { n: 2 } });
    lambdas.fresh = true;
    expect(await call({})).toMatchObject({ payload: { n: 1 } });
    expect(await call({})).toMatchObject({ payload: { n: 1 } });
    lambdas.fresh = false;
    expect(readFileSync(lambdas.logFile('Counter'), 'utf8')).toMatch(
      /START RequestId: .*\ninvoked 1\n/,
    );
  });

  it('reports a thrown error as Lambda does, and ends an invocation at the Timeout', async () => {
    expect(await call({ fail: true })).toEqual({
      ok: false,
      errorType: 'TypeError',
      errorMessage: 'asked to fail',
    });
    const timedOut = await call({ sleepMs: 3000 });
    expect(timedOut).toMatchObject({ ok: false, errorType: 'Sandbox.Timedout' });
    expect((timedOut as { errorMessage: string }).errorMessage).toMatch(
      /Task timed out after 1\.00 seconds/,
    );
  });

  it('throttles a second concurrent call past reserved concurrency 1; queues an async one until there is room', async () => {
    const running = call({ sleepMs: 300 });
    await new Promise((r) => setTimeout(r, 50));
    expect(await call({})).toEqual({
      ok: false,
      errorType: 'TooManyRequestsException',
      errorMessage: 'Rate Exceeded.',
    });
    const queued = lambdas.invokeAsync(counter(), {}, { caller: 'Role' })!;
    await new Promise((r) => setTimeout(r, 50));
    expect(queued.status).toBe('queued');
    expect((await running).ok).toBe(true);
    const done = await queued.done;
    expect(done.status).toBe('succeeded');
  });

  it('retries a failed async invocation twice (the default) and then gives up', async () => {
    const failing = lambdas.invokeAsync(counter(), { fail: true }, { caller: 'Role' })!;
    const done = await failing.done;
    expect(done.status).toBe('failed');
    expect(done.attempts).toHaveLength(3);
  });

  it('answers an error thrown while the module loads on every invocation', async () => {
    const broken = await lambdas.invoke(`${STACK_NAME}-Broken`, {}, { caller: 'Role' });
    expect(broken).toEqual({ ok: false, errorType: 'Error', errorMessage: 'no TABLE_NAME' });
  });
});
