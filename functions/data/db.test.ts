// The store handle against in-process dynalite: paged Queries, binary attributes, and the error names
// the entity files rely on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binary, bytesOf, queryPages } from './db.ts';
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

  it('writes a binary attribute as bytes and reads the same bytes back', async () => {
    // Prepare
    const bytes = Uint8Array.from([0, 1, 127, 128, 255, 10]);
    // Act
    await t.db.dynamo.PutItem({
      TableName: t.db.table,
      Item: { pk: 'BINARY', sk: '1', bits: binary(bytes) },
    });
    const { Item } = await t.db.dynamo.GetItem({
      TableName: t.db.table,
      Key: { pk: 'BINARY', sk: '1' },
    });
    // Assess: stored as a binary (B), so a filter on its type matches
    expect([...bytesOf(Item?.bits)!]).toEqual([...bytes]);
    const { Count } = await t.db.dynamo.Query({
      TableName: t.db.table,
      KeyConditionExpression: 'pk = :p',
      FilterExpression: 'attribute_type(bits, :b)',
      ExpressionAttributeValues: { ':p': 'BINARY', ':b': 'B' },
    });
    expect(Count).toBe(1);
    expect(bytesOf(42)).toBeUndefined();
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
});
