// Integer ids: one counter item per entity, COUNTER#<entity> / COUNTER, bumped by an atomic ADD.
// Why: dynalite has no transactions, and ADD needs no read, so two writers never get the same id.
import type { Db } from './db.ts';

/** Next id of an entity (UpdateItem ADD on COUNTER#<entity>); the first id is 1. */
export async function nextId(db: Db, entity: string, count = 1): Promise<number> {
  const { Attributes } = await db.dynamo.UpdateItem({
    TableName: db.table,
    Key: { pk: `COUNTER#${entity}`, sk: 'COUNTER' },
    UpdateExpression: 'ADD #n :c',
    ExpressionAttributeNames: { '#n': 'n' },
    ExpressionAttributeValues: { ':c': count },
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(Attributes?.n) - count + 1;
}
