// The warm build worker: a build that hangs stops its worker, and the next build gets a fresh one.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { writeTree } from '../../tests/support/write-tree.ts';
import type { BuildEnv } from '../pipeline/astro-build.ts';
import { createBuildWorker } from './build-worker-client.ts';

/** A stand-in for build-worker.ts: records its pid beside the output folder, then answers, or never does. */
const FAKE_WORKER = `
import { writeFileSync } from 'node:fs';
process.on('message', (m) => {
  writeFileSync(m.outDir + '.pid', String(process.pid));
  if (m.env.SITE_PARTIAL !== 'hang') process.send({ id: m.id, ok: true });
});
`;

const ENV: BuildEnv = {
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:1',
  TABLE_NAME: 'news',
  SITE_URL: 'http://localhost:4321',
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'build-worker-'));
  await writeTree(dir, { 'fake-worker.mjs': FAKE_WORKER });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('stops a worker whose build runs over its time, and builds the next change in a fresh one', async () => {
  const worker = createBuildWorker(dir, {
    // Long enough for a fresh worker to start and answer on a loaded machine; the hung build waits it out once.
    timeoutMs: 3_000,
    module: pathToFileURL(join(dir, 'fake-worker.mjs')),
  });
  try {
    await expect(
      worker.build(join(dir, 'first'), { ...ENV, SITE_PARTIAL: 'hang' }),
    ).rejects.toThrow('the partial build ran over 3 s; its worker was stopped');
    await worker.build(join(dir, 'second'), ENV);

    const [hung, fresh] = await Promise.all(
      ['first', 'second'].map(async (name) =>
        Number(await readFile(join(dir, `${name}.pid`), 'utf8')),
      ),
    );
    expect(fresh).not.toBe(hung);
    await expect.poll(() => running(hung!)).toBe(false);
  } finally {
    await worker.close();
  }
});
