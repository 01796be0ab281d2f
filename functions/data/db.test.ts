// The store handle against in-process dynalite: paged Queries, binary attributes, the error names
// the entity files rely on, and the request timeout.
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, queryPages, STORE_ATTEMPTS } from './db.ts';
import { conditionHeld, isConditionFailure } from './keys.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

describe('the store handle', () => {
  it('reads a Query page by page, in order, until the last', async () => {
    // Prepare: five items in one partition, two to a page
    for (const n of [1, 2, 3, 4, 5])
      await t.db.dynamo.PutItem({ TableName: t.db.table, Item: { pk: 'PAGED', sk: `${n}`, n } });
    // Act
    const pages = [];
    for await (const page of queryPages(t.db, {
      TableName: t.db.table,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': 'PAGED' },
      Limit: 2,
    }))
      pages.push((page.Items ?? []).map((item) => item.n));
    // Assess: DynamoDB ends with an empty page when the last full one left a key
    expect(pages.flat()).toEqual([1, 2, 3, 4, 5]);
    expect(pages.slice(0, 3)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('answers a Query page key as plain values, which a later Query takes back as given', async () => {
    // Prepare: three items, one to a page
    for (const n of [1, 2, 3])
      await t.db.dynamo.PutItem({ TableName: t.db.table, Item: { pk: 'KEYED', sk: `${n}` } });
    const query = {
      TableName: t.db.table,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': 'KEYED' },
      Limit: 1,
    };
    // Act
    const first = await t.db.dynamo.Query(query);
    const next = await t.db.dynamo.Query({ ...query, ExclusiveStartKey: { pk: 'KEYED', sk: '2' } });
    // Assess: not DynamoDB's typed JSON ({ pk: { S: 'KEYED' } })
    expect(first.LastEvaluatedKey).toEqual({ pk: 'KEYED', sk: '1' });
    expect(next.Items).toEqual([{ pk: 'KEYED', sk: '3' }]);
  });

  it('writes a Uint8Array as a binary attribute and reads the same bytes back', async () => {
    // Prepare
    const bytes = Uint8Array.from([0, 1, 127, 128, 255, 10]);
    // Act
    await t.db.dynamo.PutItem({
      TableName: t.db.table,
      Item: { pk: 'BINARY', sk: '1', bits: bytes },
    });
    const { Item } = await t.db.dynamo.GetItem({
      TableName: t.db.table,
      Key: { pk: 'BINARY', sk: '1' },
    });
    // Assess: stored as a binary (B), so a filter on its type matches
    expect(Item?.bits).toBeInstanceOf(Uint8Array);
    expect([...(Item?.bits as Uint8Array)]).toEqual([...bytes]);
    const { Count } = await t.db.dynamo.Query({
      TableName: t.db.table,
      KeyConditionExpression: 'pk = :p',
      FilterExpression: 'attribute_type(bits, :b)',
      ExpressionAttributeValues: { ':p': 'BINARY', ':b': 'B' },
    });
    expect(Count).toBe(1);
  });

  it('names a failed condition ConditionalCheckFailedException', async () => {
    // Prepare
    const put = () =>
      t.db.dynamo.PutItem({
        TableName: t.db.table,
        Item: { pk: 'ONCE', sk: '1' },
        ConditionExpression: 'attribute_not_exists(pk)',
      });
    await put();
    // Act
    const error = await put().catch((e: unknown) => e);
    // Assess
    expect(isConditionFailure(error)).toBe(true);
    expect(await conditionHeld(put())).toBe(false);
  });

  it('leaves undefined attributes out of a written item', async () => {
    // Act
    await t.db.dynamo.PutItem({
      TableName: t.db.table,
      Item: { pk: 'SPARSE', sk: '1', kept: 'yes', dropped: undefined },
    });
    const { Item } = await t.db.dynamo.GetItem({
      TableName: t.db.table,
      Key: { pk: 'SPARSE', sk: '1' },
    });
    // Assess
    expect(Item).toEqual({ pk: 'SPARSE', sk: '1', kept: 'yes' });
  });

  it('gives up on a store that never answers, after its attempts time out', async () => {
    // Prepare: a server that takes each connection and never answers
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as AddressInfo;
    const db = createDb({
      table: 'silent',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      requestTimeoutMs: 200,
    });
    try {
      // Act
      const error = await db.dynamo
        .GetItem({ TableName: 'silent', Key: { pk: 'a', sk: 'b' } })
        .catch((e: unknown) => e);
      // Assess: the SDK's timeout, each attempt on its own connection
      expect((error as Error).name).toBe('TimeoutError');
      expect(sockets.length).toBe(STORE_ATTEMPTS);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((r) => silent.close(r));
    }
  });
});
