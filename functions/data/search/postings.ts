// Posting items SEARCH#<key> / B#<bucket>: for one token or prefix key, which ids of one bucket hold it in
// their title (t), summary (s) or content (c), each a bits.ts binary, plus a version `v`. Binary sets have
// no atomic ADD, so a change reads the item, edits its bits and puts it back on condition that `v` is still
// what it read (optimistic locking); a writer that lost the race re-reads and tries again.
import { mapPool } from '../../lib/pool.ts';
import { batchGet, batchWrite } from '../batch.ts';
import type { Db } from '../db.ts';
import { conditionHeld } from '../keys.ts';
import { BUCKET_SIZE, clearBit, decodeBits, encodeBits, setBit, type Bits } from './bits.ts';

export const FIELDS = ['t', 's', 'c'] as const;
export type Field = (typeof FIELDS)[number];
/** One posting item read back: the bits of each field (empty when the field is absent). */
export type FieldBits = Record<Field, Bits>;

export const postingKey = (key: string, bucket: number) => ({
  pk: `SEARCH#${key}`,
  sk: `B#${bucket}`,
});

type Item = Record<string, unknown>;

/** The bucket an item's sort key names (B#<n>). */
export const bucketOf = (item: Item): number => Number(String(item.sk).slice(2));

/** One field's bits as stored: a binary attribute, which the store client reads back as a Uint8Array. */
const storedBits = (item: Item | undefined, f: Field): Bits => decodeBits(item?.[f]);

export function fieldBits(item: Item | undefined): FieldBits {
  return { t: storedBits(item, 't'), s: storedBits(item, 's'), c: storedBits(item, 'c') };
}

/** Per (key, bucket): ids to add and to delete, per field. */
export type Changes = Map<
  string,
  {
    key: string;
    bucket: number;
    add: Partial<Record<Field, number[]>>;
    del: Partial<Record<Field, number[]>>;
  }
>;
type Change = Changes extends Map<string, infer C> ? C : never;

/** Notes that `id` enters (add) or leaves (del) `key`'s postings for `field`. */
export function note(changes: Changes, key: string, id: number, field: Field, op: 'add' | 'del') {
  const bucket = Math.floor(id / BUCKET_SIZE);
  const k = `${key}|${bucket}`;
  let entry = changes.get(k);
  if (!entry) changes.set(k, (entry = { key, bucket, add: {}, del: {} }));
  (entry[op][field] ??= []).push(id);
}

/** The item after the change, without its version; undefined when no field keeps an id. */
function merged(item: Item | undefined, { key, bucket, add, del }: Change): Item | undefined {
  const next: Item = postingKey(key, bucket);
  const base = bucket * BUCKET_SIZE;
  let empty = true;
  for (const f of FIELDS) {
    const bits = storedBits(item, f);
    for (const id of del[f] ?? []) clearBit(bits, id - base);
    for (const id of add[f] ?? []) setBit(bits, id - base);
    const stored = encodeBits(bits);
    if (stored) {
      next[f] = stored;
      empty = false;
    }
  }
  return empty ? undefined : next;
}

/** Puts (or deletes, when emptied) one changed item if nobody wrote it since `item` was read. */
async function writeIfUnchanged(
  { dynamo, table }: Db,
  item: Item | undefined,
  change: Change,
): Promise<boolean> {
  const next = merged(item, change);
  const v = item?.v === undefined ? undefined : Number(item.v);
  const condition =
    v === undefined
      ? { ConditionExpression: 'attribute_not_exists(v)' }
      : { ConditionExpression: 'v = :v', ExpressionAttributeValues: { ':v': v } };
  if (next)
    return conditionHeld(
      dynamo.PutItem({ TableName: table, Item: { ...next, v: (v ?? 0) + 1 }, ...condition }),
    );
  if (!item) return true;
  const Key = postingKey(change.key, change.bucket);
  return conditionHeld(dynamo.DeleteItem({ TableName: table, Key, ...condition }));
}

/**
 * Tries per item before giving up: each lost race means another writer finished its change meanwhile,
 * so n writers on one item need at most n tries. Writers here are an import and a few editors' saves.
 */
const MAX_TRIES = 20;
/** A short random pause before a retry, so writers that collided do not collide again in step. */
const pause = () => new Promise((r) => setTimeout(r, Math.random() * 10));

/**
 * Applies the changes beside other writers: one BatchGet of the items (100 per call), then per item a
 * conditional Put; an item written meanwhile is read again (consistent GetItem) and the change re-applied.
 */
export async function applyChanges(db: Db, changes: Changes): Promise<void> {
  const entries = [...changes.values()];
  const read = await batchGet(
    db,
    entries.map(({ key, bucket }) => postingKey(key, bucket)),
  );
  await mapPool(
    entries.map((change, i) => ({ change, item: read[i] })),
    16,
    async ({ change, item }) => {
      for (let tries = 1; !(await writeIfUnchanged(db, item, change)); tries++) {
        if (tries === MAX_TRIES)
          throw new Error(
            `Search postings ${change.key} / B#${change.bucket}: ${tries} writers raced`,
          );
        await pause();
        const { Item } = await db.dynamo.GetItem({
          TableName: db.table,
          Key: postingKey(change.key, change.bucket),
          ConsistentRead: true,
        });
        item = Item;
      }
    },
  );
}

/**
 * `applyChanges` for a store nobody else writes meanwhile (the seed, the bench): items are merged and
 * written unconditionally in batches (BatchWrite, 25 per call). A bucket whose first id is above
 * `indexedThrough` cannot hold a posting yet, so it is not read: a bulk load in id order reads only the
 * bucket it continues.
 */
export async function applyChangesAlone(
  db: Db,
  changes: Changes,
  indexedThrough: number,
): Promise<void> {
  const entries = [...changes.values()];
  const mayExist = entries.filter(({ bucket }) => bucket * BUCKET_SIZE <= indexedThrough);
  const read = await batchGet(
    db,
    mayExist.map(({ key, bucket }) => postingKey(key, bucket)),
  );
  const found = new Map(mayExist.map((e, i) => [e, read[i]]));
  const puts = entries.flatMap((entry) => {
    const item = found.get(entry);
    const next = merged(item, entry);
    const v = Number(item?.v ?? 0) + 1;
    return next ? [{ PutRequest: { Item: { ...next, v } } }] : [];
  });
  await batchWrite(db, puts, 4);
}
