// The local product in a process of its own for the crash tests (tests/support/crash-server.ts is what runs in it):
// start it on a data folder, sign in, send an editor's POST, and stop it by SIGKILL or cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { loadConfig } from '../../functions/config.ts';
import { createDb, type Db } from '../../functions/data/index.ts';

/** A running product: its process, its address, its store and an editor's session. */
export interface Running {
  child: ChildProcess;
  url: string;
  db: Db;
  cookie: string;
}

/** Starts the product on dataDir (tests/support/crash-server.ts) and signs in. */
export async function startProduct(dataDir: string, password: string): Promise<Running> {
  const child = spawn(process.execPath, ['tests/support/crash-server.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  const ready = await new Promise<{ url: string; dynamo: string }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as { url: string; dynamo: string });
    });
    child.once('exit', (code) => reject(new Error(`the product exited (${code}): ${errors}`)));
  });
  const config = loadConfig();
  const db = createDb({
    table: config.TABLE_NAME,
    region: config.AWS_REGION,
    endpoint: ready.dynamo,
  });
  const login = await fetch(`${ready.url}/api/auth/login`, {
    method: 'POST',
    headers: { origin: ready.url, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { child, url: ready.url, db, cookie };
}

/** Stops it with SIGKILL, as a crash would. */
export async function kill(run: Running): Promise<void> {
  const exited = new Promise((ok) => run.child.once('exit', ok));
  run.child.kill('SIGKILL');
  await exited;
}

/** Stops it cleanly. */
export async function close(run: Running): Promise<void> {
  const exited = new Promise((ok) => run.child.once('exit', ok));
  run.child.stdin!.write('close\n');
  await exited;
}

/** An editor's POST with a JSON body; a request the kill cuts off answers null. */
export const post = (run: Running, path: string, body: object = {}) =>
  fetch(run.url + path, {
    method: 'POST',
    headers: { origin: run.url, cookie: run.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(
    (res) => res.status,
    () => null,
  );
