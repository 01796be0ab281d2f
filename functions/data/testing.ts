// Test helper: a fresh in-memory dynalite on a random port with the table ready.
import { createDb, type Db } from './db.ts';
import { startDynalite } from './local/dynalite.ts';
import { ensureTable } from './table.ts';

export interface TestDb {
  db: Db;
  endpoint: string;
  close(): Promise<void>;
}

export async function createTestDb(table = 'test-table'): Promise<TestDb> {
  const store = await startDynalite();
  const db = createDb({ table, region: 'us-east-1', endpoint: store.endpoint });
  await ensureTable(db);
  return {
    db,
    endpoint: store.endpoint,
    async close() {
      db.doc.destroy();
      await store.close();
    },
  };
}
