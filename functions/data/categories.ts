// Categories: a handful of small records in one partition, CATEGORIES / CATEGORY#<padded id>.
// Why: they are always read whole (menus, selects), so one Query returns the list in id order.
import type { Category } from '../domain/index.ts';
import { nextId } from './counters.ts';
import type { Db } from './db.ts';
import { NotFoundError } from './errors.ts';
import { padId } from './keys.ts';

const key = (id: number) => ({ pk: 'CATEGORIES', sk: `CATEGORY#${padId(id)}` });
const toCategory = (item: Record<string, unknown>): Category => ({
  id: Number(item.id),
  name: String(item.name),
});

/** Every category by id (Query pk CATEGORIES). */
export async function listCategories(db: Db): Promise<Category[]> {
  const { Items = [] } = await db.dynamo.Query({
    TableName: db.table,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': 'CATEGORIES' },
  });
  return Items.map(toCategory);
}

/** One category (GetItem CATEGORIES / CATEGORY#id); NotFoundError when missing. */
export async function getCategory(db: Db, id: number): Promise<Category> {
  const { Item } = await db.dynamo.GetItem({ TableName: db.table, Key: key(id) });
  if (!Item) throw new NotFoundError('category', id);
  return toCategory(Item);
}

/** Creates a category with the next id (COUNTER#category). */
export async function createCategory(db: Db, input: { name: string }): Promise<Category> {
  const category = { id: await nextId(db, 'category'), name: input.name };
  await db.dynamo.PutItem({ TableName: db.table, Item: { ...key(category.id), ...category } });
  return category;
}
