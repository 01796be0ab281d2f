// Runs where the tests run: in process, against real dynalite on 127.0.0.1.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../db.ts';
import { ensureTable } from '../table.ts';
import { startDynalite } from './dynalite.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('startDynalite', () => {
  it('keeps records in dataDir across a restart and frees the lock on close', async () => {
    // Prepare
    const dir = await mkdtemp(join(tmpdir(), 'dynalite-'));
    dirs.push(dir);
    const first = await startDynalite({ dataDir: dir });
    const db1 = createDb({ table: 't-one', region: 'us-east-1', endpoint: first.endpoint });
    await ensureTable(db1);
    await db1.dynamo.PutItem({ TableName: 't-one', Item: { pk: 'a', sk: 'b', value: 42 } });
    await first.close();

    // Act
    const second = await startDynalite({ dataDir: dir });
    const db2 = createDb({ table: 't-one', region: 'us-east-1', endpoint: second.endpoint });
    await ensureTable(db2);
    const { Item } = await db2.dynamo.GetItem({ TableName: 't-one', Key: { pk: 'a', sk: 'b' } });
    await second.close();

    // Assess
    expect(Item?.value).toBe(42);
  });

  it('listens on a random 127.0.0.1 port and releases it on close', async () => {
    const store = await startDynalite();
    expect(store.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await store.close();
    await expect(fetch(store.endpoint, { method: 'POST' })).rejects.toThrow();
  });
});
