// Disability tags: one partition, TAGS / TAG#<padded id>, each with the keywords that drive auto-tagging.
// Why: the whole set is small and always read together (filters, the importer's tagger).
import type { DisabilityTag } from '../domain/index.ts';
import { batchGet } from './batch.ts';
import { nextId } from './counters.ts';
import type { Db } from './db.ts';
import { NotFoundError } from './errors.ts';
import { padId } from './keys.ts';

const tagKey = (id: number) => ({ pk: 'TAGS', sk: `TAG#${padId(id)}` });

function toTag(item: Record<string, unknown>): DisabilityTag {
  return {
    id: Number(item.id),
    name: String(item.name),
    description: (item.description as string | null | undefined) ?? null,
    keywords: Array.isArray(item.keywords) ? item.keywords.map(String) : [],
  };
}

/** Every tag by id (Query pk TAGS). */
export async function listTags(db: Db): Promise<DisabilityTag[]> {
  const { Items = [] } = await db.dynamo.Query({
    TableName: db.table,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': 'TAGS' },
  });
  return Items.map(toTag);
}

/** One tag (GetItem TAGS / TAG#id); NotFoundError when missing. */
export async function getTag(db: Db, id: number): Promise<DisabilityTag> {
  const { Item } = await db.dynamo.GetItem({ TableName: db.table, Key: tagKey(id) });
  if (!Item) throw new NotFoundError('tag', id);
  return toTag(Item);
}

/** Several tags by id (BatchGet TAGS / TAG#id), missing ones left out, in the given order. */
export async function getTags(db: Db, ids: number[]): Promise<DisabilityTag[]> {
  const items = await batchGet(db, ids.map(tagKey));
  return items.filter((i) => i !== undefined).map(toTag);
}

/** Creates a tag with the next id (COUNTER#tag). */
export async function createTag(
  db: Db,
  input: { name: string; description?: string | null; keywords?: string[] },
): Promise<DisabilityTag> {
  const tag: DisabilityTag = {
    id: await nextId(db, 'tag'),
    name: input.name,
    description: input.description ?? null,
    keywords: input.keywords ?? [],
  };
  await db.dynamo.PutItem({ TableName: db.table, Item: { ...tagKey(tag.id), ...tag } });
  return tag;
}
