// Index entries as a crashed write could leave them behind its article, for the public read tests to put back raw.
import { articleKey, indexKeys, toArticle } from '../../functions/data/articles/item.ts';
import type { Db } from '../../functions/data/index.ts';

/** Every link and search posting item, as a crash could leave them for a later write to have undone. */
export async function snapshotIndexItems(db: Db): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await db.dynamo.Scan({
    TableName: db.table,
    FilterExpression: 'begins_with(pk, :t) OR begins_with(pk, :s) OR begins_with(pk, :v)',
    ExpressionAttributeValues: { ':t': 'TAG#', ':s': 'SEARCH#', ':v': 'VOCAB#' },
  });
  return Items;
}

/** Gives a stored article the public index keys (as an index lagging its item would list it). */
export async function listAsPublic(db: Db, id: number): Promise<void> {
  const { Item } = await db.dynamo.GetItem({ TableName: db.table, Key: articleKey(id) });
  const article = toArticle(Item!);
  const keys = indexKeys({ ...article, status: 'published', takenDownAt: null });
  await db.dynamo.PutItem({ TableName: db.table, Item: { ...Item, ...keys } });
}
