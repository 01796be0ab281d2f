// Helpers for the small versioned records (glossary terms, events) kept one partition per entity. Both are public
// pages' content, so each write commits with the site change that rebuilds their pages (product.md §11.13): the
// listing pages, no article page.
import { queryPages, type Db } from './db.ts';
import { NotFoundError, VersionConflictError } from './errors.ts';
import { siteChangePut } from './site-changes.ts';
import { failedConditions, transact } from './transact.ts';

type Key = { pk: string; sk: string };
type Item = Record<string, unknown>;

/** Every item of a partition, following pages (Query pk). */
export async function queryPartition(db: Db, pk: string): Promise<Item[]> {
  const items: Item[] = [];
  const pages = queryPages(db, {
    TableName: db.table,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': pk },
  });
  for await (const page of pages) items.push(...(page.Items ?? []));
  return items;
}

export async function getRecord(db: Db, entity: string, id: number, key: Key): Promise<Item> {
  const { Item } = await db.dynamo.GetItem({ TableName: db.table, Key: key, ConsistentRead: true });
  if (!Item) throw new NotFoundError(entity, id);
  return Item;
}

/** Writes a new record with its site change (one transaction: PutItem, PutItem SITE#CHANGES). */
export async function putRecord(db: Db, entity: string, item: Item): Promise<void> {
  await transact(db, [
    { Put: { TableName: db.table, Item: item } },
    siteChangePut(db, `${entity} ${String(item.id)} created`, []),
  ]);
}

/**
 * Sets `fields` on a record conditional on the version read (one transaction: UpdateItem, version + 1, and the
 * site change); expectedVersion given and different, or a concurrent change -> VersionConflictError.
 */
export async function updateRecord(
  db: Db,
  entity: string,
  id: number,
  key: Key,
  fields: Item,
  expectedVersion?: number,
): Promise<Item> {
  const current = await getRecord(db, entity, id, key);
  const version = Number(current.version);
  if (expectedVersion !== undefined && expectedVersion !== version)
    throw new VersionConflictError(entity, id, version);
  const set: Item = { ...fields, updatedAt: new Date().toISOString(), version: version + 1 };
  const names = Object.fromEntries(Object.keys(set).map((k, i) => [`#f${i}`, k]));
  const values = Object.fromEntries(Object.values(set).map((v, i) => [`:f${i}`, v]));
  try {
    await transact(db, [
      {
        Update: {
          TableName: db.table,
          Key: key,
          UpdateExpression: `SET ${Object.keys(names)
            .map((n, i) => `${n} = :f${i}`)
            .join(', ')}`,
          ConditionExpression: '#version = :read',
          ExpressionAttributeNames: { ...names, '#version': 'version' },
          ExpressionAttributeValues: { ...values, ':read': version },
        },
      },
      siteChangePut(db, `${entity} ${id} updated`, []),
    ]);
    return { ...current, ...set };
  } catch (error) {
    if (!failedConditions(error)) throw error;
    const now = await getRecord(db, entity, id, key);
    throw new VersionConflictError(entity, id, Number(now.version));
  }
}

/** Deletes a record (one transaction: DeleteItem conditional on existence, and the site change); NotFoundError when missing. */
export async function deleteRecord(db: Db, entity: string, id: number, key: Key): Promise<void> {
  try {
    await transact(db, [
      { Delete: { TableName: db.table, Key: key, ConditionExpression: 'attribute_exists(pk)' } },
      siteChangePut(db, `${entity} ${id} deleted`, []),
    ]);
  } catch (error) {
    if (failedConditions(error)) throw new NotFoundError(entity, id);
    throw error;
  }
}
