// TransactWriteItems on the local store (transactions.ts), through the SDK as the product calls it, against real
// dynalite on 127.0.0.1: all or nothing, conditions checked first, DynamoDB's limits, and a transaction a killed
// process left part-written undone at the next start.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db.ts';
import { ensureTable } from '../table.ts';
import { failedConditions, transact } from '../transact.ts';
import { startDynalite, type RunningDynalite } from './dynalite.ts';
import { TRANSACTION_RECORD } from './transactions.ts';

const open: RunningDynalite[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function store(dataDir?: string): Promise<Db> {
  const running = await startDynalite(dataDir ? { dataDir } : {});
  open.push(running);
  const db = createDb({ table: 'txn', region: 'us-east-1', endpoint: running.endpoint });
  await ensureTable(db);
  return db;
}

const get = async (db: Db, pk: string) =>
  (await db.dynamo.GetItem({ TableName: db.table, Key: { pk, sk: 'X' }, ConsistentRead: true }))
    .Item;

describe('local transactions', () => {
  it('write every item together: puts, updates, deletes and passing checks', async () => {
    // Prepare
    const db = await store();
    await db.dynamo.PutItem({ TableName: db.table, Item: { pk: 'gone', sk: 'X' } });
    await db.dynamo.PutItem({ TableName: db.table, Item: { pk: 'count', sk: 'X', n: 1 } });
    // Act
    await transact(db, [
      {
        Put: {
          TableName: db.table,
          Item: { pk: 'new', sk: 'X', v: 'a' },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: db.table,
          Key: { pk: 'count', sk: 'X' },
          UpdateExpression: 'ADD n :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      { Delete: { TableName: db.table, Key: { pk: 'gone', sk: 'X' } } },
      {
        ConditionCheck: {
          TableName: db.table,
          Key: { pk: 'missing', sk: 'X' },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
    // Assess
    expect(await get(db, 'new')).toMatchObject({ v: 'a' });
    expect((await get(db, 'count'))?.n).toBe(2);
    expect(await get(db, 'gone')).toBeUndefined();
    expect(await get(db, 'missing')).toBeUndefined();
  });

  it('write nothing when one condition fails, and say which one failed', async () => {
    // Prepare
    const db = await store();
    await db.dynamo.PutItem({ TableName: db.table, Item: { pk: 'doc', sk: 'X', version: 3 } });
    // Act
    const error = await transact(db, [
      { Put: { TableName: db.table, Item: { pk: 'side', sk: 'X' } } },
      {
        Update: {
          TableName: db.table,
          Key: { pk: 'doc', sk: 'X' },
          UpdateExpression: 'SET version = :next',
          ConditionExpression: 'version = :read',
          ExpressionAttributeValues: { ':read': 2, ':next': 3 },
        },
      },
      {
        ConditionCheck: {
          TableName: db.table,
          Key: { pk: 'absent', sk: 'X' },
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ]).catch((e: unknown) => e);
    // Assess
    expect((error as Error).name).toBe('TransactionCanceledException');
    expect(failedConditions(error)).toEqual([1, 2]);
    expect(await get(db, 'side')).toBeUndefined();
    expect((await get(db, 'doc'))?.version).toBe(3);
  });

  it('refuse what DynamoDB refuses: two operations on one item, more than 100 items', async () => {
    const db = await store();
    const twice = db.dynamo.TransactWriteItems({
      TransactItems: [
        { Put: { TableName: db.table, Item: { pk: 'a', sk: 'X' } } },
        { Delete: { TableName: db.table, Key: { pk: 'a', sk: 'X' } } },
      ],
    });
    await expect(twice).rejects.toMatchObject({ name: 'ValidationException' });
    const many = db.dynamo.TransactWriteItems({
      TransactItems: Array.from({ length: 101 }, (_, i) => ({
        Put: { TableName: db.table, Item: { pk: `p${i}`, sk: 'X' } },
      })),
    });
    await expect(many).rejects.toMatchObject({ name: 'ValidationException' });
    expect(await get(db, 'a')).toBeUndefined();
    expect(await get(db, 'p0')).toBeUndefined();
  });

  it('run one at a time, so racing transactions on the same items all hold their conditions', async () => {
    // Prepare: each transaction reads nothing and bumps a counter only if it still has the value it expects
    const db = await store();
    await db.dynamo.PutItem({ TableName: db.table, Item: { pk: 'count', sk: 'X', n: 0 } });
    // Act: 20 at once, each adding its own item and one to the counter
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        transact(db, [
          { Put: { TableName: db.table, Item: { pk: `item${i}`, sk: 'X' } } },
          {
            Update: {
              TableName: db.table,
              Key: { pk: 'count', sk: 'X' },
              UpdateExpression: 'ADD n :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ]),
      ),
    );
    // Assess
    expect((await get(db, 'count'))?.n).toBe(20);
    expect(await get(db, 'item19')).toBeDefined();
  });

  it('undo at the next start a transaction that a killed process left part-written', async () => {
    // Prepare: the store as a kill after two of three writes leaves it: the record of the items' images before
    // the transaction, and the writes made so far
    const dir = await mkdtemp(join(tmpdir(), 'dynalite-tx-'));
    dirs.push(dir);
    const first = await store(dir);
    await first.dynamo.PutItem({ TableName: first.table, Item: { pk: 'doc', sk: 'X', v: 1 } });
    const record = {
      items: [
        {
          table: 'txn',
          keyItem: { pk: { S: 'doc' }, sk: { S: 'X' } },
          before: { pk: { S: 'doc' }, sk: { S: 'X' }, v: { N: '1' } },
        },
        { table: 'txn', keyItem: { pk: { S: 'link' }, sk: { S: 'X' } }, before: null },
        { table: 'txn', keyItem: { pk: { S: 'mark' }, sk: { S: 'X' } }, before: null },
      ],
    };
    await first.dynamo.PutItem({ TableName: first.table, Item: { pk: 'doc', sk: 'X', v: 2 } });
    await first.dynamo.PutItem({ TableName: first.table, Item: { pk: 'link', sk: 'X' } });
    await open.pop()!.close();
    await writeFile(join(dir, TRANSACTION_RECORD), JSON.stringify(record));
    // Act
    const db = await store(dir);
    // Assess: every item as it was before the transaction, and the record gone
    expect((await get(db, 'doc'))?.v).toBe(1);
    expect(await get(db, 'link')).toBeUndefined();
    expect(await get(db, 'mark')).toBeUndefined();
    expect(existsSync(join(dir, TRANSACTION_RECORD))).toBe(false);
  });

  it('leave no record behind once a transaction has committed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dynalite-tx-'));
    dirs.push(dir);
    const db = await store(dir);
    await transact(db, [{ Put: { TableName: db.table, Item: { pk: 'a', sk: 'X' } } }]);
    expect(existsSync(join(dir, TRANSACTION_RECORD))).toBe(false);
    expect(await get(db, 'a')).toBeDefined();
  });
});
