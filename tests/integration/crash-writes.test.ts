// Crash safety of the local store (product.md §11.13): a process writing glossary terms through the data
// layer into dynalite on DATA_DIR is killed with SIGKILL mid-writes; the store reopened on the same
// folder holds every acknowledged term whole, and at most one unacknowledged one, itself whole.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listGlossaryTerms } from '../../functions/data/index.ts';
import { openLocalStore } from '../../scripts/local/store.ts';

const CONFIG = { TABLE_NAME: 'crash-writes', AWS_REGION: 'us-east-1' };
/** The writer is killed once it has acknowledged this many terms. */
const KILL_AFTER = 40;

const url = (path: string) => pathToFileURL(resolve(path)).href;
/** A term's fields follow from its number, so a torn or mixed-up record shows. */
const termOf = (n: number) => ({
  term: `Crash term ${n}`,
  definition: `${n}:${'accessible '.repeat(400)}:${n}`,
  category: `Category ${n % 7}`,
});

/** The writer: one term after another, each printed ("ack <id> <n>") once its write is acknowledged. */
const WRITER = `
  const { openLocalStore } = await import(${JSON.stringify(url('scripts/local/store.ts'))});
  const { createGlossaryTerm } = await import(${JSON.stringify(url('functions/data/index.ts'))});
  const termOf = ${termOf.toString()};
  const store = await openLocalStore({ dataDir: process.env.DATA_DIR, config: ${JSON.stringify(CONFIG)}, seed: false });
  for (let n = 1; ; n++) {
    const saved = await createGlossaryTerm(store.db, termOf(n));
    process.stdout.write('ack ' + saved.id + ' ' + n + '\\n');
  }
`;

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Runs the writer until it has acknowledged `count` terms, then SIGKILLs it; answers the acknowledged ids by number. */
async function writeAndKill(dataDir: string, count: number): Promise<Map<number, number>> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', WRITER], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acked = new Map<number, number>();
  let pending = '';
  let errors = '';
  child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  const exited = new Promise<NodeJS.Signals | null>((ok) => child.on('exit', (_, sig) => ok(sig)));
  child.stdout.on('data', (d: Buffer) => {
    pending += d.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [, id, n] = line.split(' ');
      acked.set(Number(id), Number(n));
    }
    if (acked.size >= count) child.kill('SIGKILL');
  });
  const signal = await exited;
  if (signal !== 'SIGKILL') throw new Error(`writer ended by itself: ${errors}`);
  return acked;
}

describe('writes to the local store killed with SIGKILL', () => {
  it('keeps every acknowledged write whole after a restart on the same folder', async () => {
    // Prepare
    const dataDir = await mkdtemp(join(tmpdir(), 'crash-writes-'));
    dirs.push(dataDir);

    // Act: kill the writer mid-writes, then reopen the store on the same folder.
    const acked = await writeAndKill(dataDir, KILL_AFTER);
    const store = await openLocalStore({ dataDir, config: CONFIG, seed: false });
    const terms = await listGlossaryTerms(store.db).finally(() => store.close());

    // Assess: every acknowledged term is there with the fields written; at most one more, whole.
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER);
    const byId = new Map(terms.map((t) => [t.id, t]));
    for (const [id, n] of acked) expect(byId.get(id)).toMatchObject({ id, ...termOf(n) });
    const extra = terms.filter((t) => !acked.has(t.id));
    expect(extra.length).toBeLessThanOrEqual(1);
    for (const t of extra) {
      const n = Number(t.term.slice('Crash term '.length));
      expect(t).toMatchObject(termOf(n));
      expect(n).toBe(Math.max(...acked.values()) + 1);
    }
  });
});
