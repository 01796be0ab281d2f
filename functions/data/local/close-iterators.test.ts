// dynalite's Query and Scan iterators are closed when their stream ends (product.md §11.12 memory growth).
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchWrite } from '../batch.ts';
import { createTestDb, type TestDb } from '../../../tests/support/data.ts';

/** The abstract-level iterator base dynalite's store uses, to count closes on. */
function iteratorBase(): { close(): Promise<void> } {
  const fromDynalite = createRequire(createRequire(import.meta.url).resolve('dynalite'));
  const level = fromDynalite('abstract-level') as { AbstractIterator: { prototype: object } };
  return Object.getPrototypeOf(level.AbstractIterator.prototype) as { close(): Promise<void> };
}

let store: TestDb | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await store?.close();
});

describe('dynalite iterators', () => {
  it('are closed after every Query, whether it read the partition to its end or stopped at Limit', async () => {
    // Prepare: 30 items in one partition.
    store = await createTestDb();
    const { db } = store;
    const items = Array.from({ length: 30 }, (_, i) => ({ pk: 'P', sk: `S#${100 + i}` }));
    await batchWrite(
      db,
      items.map((Item) => ({ PutRequest: { Item } })),
    );
    const closes = vi.spyOn(iteratorBase(), 'close');
    const query = (limit?: number) =>
      db.dynamo.Query({
        TableName: db.table,
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': 'P' },
        ...(limit ? { Limit: limit } : {}),
      });

    // Act: 10 whole reads and 10 stopped at Limit.
    for (let i = 0; i < 10; i++) expect((await query()).Items).toHaveLength(30);
    for (let i = 0; i < 10; i++) expect((await query(5)).Items).toHaveLength(5);
    await new Promise((ok) => setTimeout(ok, 50)); // a stream closes its iterator once it is destroyed

    // Assess: one close per Query at least (dynalite may open more than one iterator for a read).
    expect(closes.mock.calls.length).toBeGreaterThanOrEqual(20);
  });
});
