// BatchGet and BatchWrite in chunks, retrying whatever the store leaves unprocessed.
import type { Db } from './db.ts';

type Key = Record<string, string>;
type Item = Record<string, unknown>;

const backoff = (attempt: number) =>
  new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));

/** GetItem for many keys (100 per call); answers the items found, in the order of `keys`. */
export async function batchGet(
  db: Db,
  keys: Key[],
  attributes?: string[],
): Promise<(Item | undefined)[]> {
  const found = new Map<string, Item>();
  const names = attributes
    ? Object.fromEntries(['pk', 'sk', ...attributes].map((a, i) => [`#a${i}`, a]))
    : undefined;
  const projection = names
    ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names }
    : {};
  // BatchGet refuses duplicate keys: ask for each key once.
  const unique = [...new Map(keys.map((k) => [`${k.pk}|${k.sk}`, k])).values()];
  const chunks: Key[][] = [];
  for (let i = 0; i < unique.length; i += 100) chunks.push(unique.slice(i, i + 100));
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending = chunk;
      for (let attempt = 0; pending.length > 0; attempt++) {
        const out = await db.dynamo.BatchGetItem({
          RequestItems: { [db.table]: { Keys: pending, ...projection } },
        });
        for (const item of out.Responses?.[db.table] ?? [])
          found.set(`${item.pk}|${item.sk}`, item);
        pending = (out.UnprocessedKeys?.[db.table]?.Keys as Key[] | undefined) ?? [];
        if (pending.length > 0) await backoff(attempt);
      }
    }),
  );
  return keys.map((k) => found.get(`${k.pk}|${k.sk}`));
}

type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Key } };

/** Puts and deletes without conditions, 25 per call; `width` calls in flight at once (default 1). */
export async function batchWrite(db: Db, requests: WriteRequest[], width = 1): Promise<void> {
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += 25) chunks.push(requests.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < chunks.length; n = next++) {
      let pending = chunks[n] as WriteRequest[];
      for (let attempt = 0; pending.length > 0; attempt++) {
        const out = await db.dynamo.BatchWriteItem({ RequestItems: { [db.table]: pending } });
        pending = (out.UnprocessedItems?.[db.table] as WriteRequest[] | undefined) ?? [];
        if (pending.length > 0) await backoff(attempt);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, width), chunks.length) }, worker));
}
