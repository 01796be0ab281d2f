// Runs against in-process dynalite: ensureTable creates the table once and is safe to call again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable, GSI1, GSI_POPULAR } from './table.ts';
import { createTestDb, type TestDb } from '../../tests/support/data.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

describe('ensureTable', () => {
  it('leaves an existing table as it is and reports it ACTIVE with its indexes', async () => {
    await ensureTable(t.db);
    const { Table } = await t.db.dynamo.DescribeTable({ TableName: t.db.table });
    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(
      expect.arrayContaining([GSI1, GSI_POPULAR]),
    );
  });
});
