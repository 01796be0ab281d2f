// One transaction over dynalite's store (transactions.ts says the guarantee): each item validated and parsed as
// dynalite does the single-item call of its kind, every condition checked first, the previous images recorded and
// synced, then dynalite's own writes, undone if one fails part-way.
import { closeSync, fsyncSync, openSync, rmSync, writeSync } from 'node:fs';
import {
  promised,
  type DynaliteStore,
  type DynamoItem,
  type AttributeValue,
  type Modules,
} from './dynalite-internals.ts';
import { TRANSACT_LIMIT } from '../transact.ts';

const KINDS = ['Put', 'Update', 'Delete', 'ConditionCheck'] as const;
type Kind = (typeof KINDS)[number];

/** One item of a transaction, validated and parsed as dynalite parses the single-item call of its kind. */
interface Step {
  kind: Kind;
  table: string;
  data: Record<string, unknown>;
  key: string;
  keyItem: DynamoItem;
  before: DynamoItem | undefined;
  returnOld: boolean;
}

class TransactionError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  constructor(statusCode: number, body: Record<string, unknown>) {
    super(String(body.message));
    this.statusCode = statusCode;
    this.body = body;
  }
}

const validation = (message: string) =>
  new TransactionError(400, {
    __type: 'com.amazon.coral.validate#ValidationException',
    message,
  });

/** The parts of a transaction item that the single-item call of its kind takes. */
const SINGLE_FIELDS = [
  'TableName',
  'Item',
  'Key',
  'UpdateExpression',
  'ConditionExpression',
  'ExpressionAttributeNames',
  'ExpressionAttributeValues',
];

/** What the write-ahead record holds: each item's table, key and previous image (absent: it did not exist). */
export interface RecordFile {
  items: { table: string; keyItem: DynamoItem; before: DynamoItem | null }[];
}

export async function transact(
  modules: Modules,
  store: DynaliteStore,
  recordPath: string | null,
  input: Record<string, unknown>,
): Promise<void> {
  const steps = await prepare(modules, store, input);
  // Every condition against the items as they are, before anything is written.
  const reasons = steps.map((step) => {
    const failed = step.data.ConditionExpression
      ? modules.db.checkConditional(step.data, step.before)
      : null;
    if (!failed) return { Code: 'None' };
    return {
      Code: 'ConditionalCheckFailed',
      Message: 'The conditional request failed',
      ...(step.returnOld && step.before ? { Item: step.before } : {}),
    };
  });
  if (reasons.some((r) => r.Code !== 'None')) throw cancelled(reasons);

  const writes = steps.filter((s) => s.kind !== 'ConditionCheck');
  if (recordPath) writeRecord(recordPath, writes);
  const written: Step[] = [];
  try {
    for (const step of writes) {
      await promised((cb) =>
        modules.actions[step.kind as Exclude<Kind, 'ConditionCheck'>](store, step.data, cb),
      );
      written.push(step);
    }
  } catch (error) {
    // An item changed between the check and its write: the transaction is undone, as DynamoDB cancels one
    // that meets a conflicting write.
    await restore(modules, store, written.map(recordItem));
    if (recordPath) rmSync(recordPath, { force: true });
    const conflict = (error as { body?: { __type?: string } }).body?.__type?.endsWith(
      'ConditionalCheckFailedException',
    );
    if (!conflict) throw error;
    throw cancelled(
      steps.map((s) =>
        s === writes[written.length]
          ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' }
          : { Code: 'None' },
      ),
    );
  }
  if (recordPath) rmSync(recordPath, { force: true });
}

const cancelled = (reasons: { Code: string }[]) =>
  new TransactionError(400, {
    __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons
      .map((r) => r.Code)
      .join(', ')}]`,
    CancellationReasons: reasons,
  });

/** Validates each item as dynalite validates the single-item call of its kind, and reads its current image. */
async function prepare(modules: Modules, store: DynaliteStore, input: Record<string, unknown>) {
  const items = input.TransactItems;
  if (!Array.isArray(items) || items.length === 0)
    throw validation(
      "1 validation error detected: Value null at 'transactItems' failed to satisfy constraint: Member must not be null",
    );
  if (items.length > TRANSACT_LIMIT)
    throw validation(
      `1 validation error detected: Value at 'transactItems' failed to satisfy constraint: Member must have length less than or equal to ${TRANSACT_LIMIT}`,
    );
  const steps: Step[] = [];
  const seen = new Set<string>();
  for (const entry of items as Record<string, Record<string, unknown>>[]) {
    const kinds = KINDS.filter((k) => entry[k] !== undefined);
    const kind = kinds[0];
    if (kinds.length !== 1 || !kind)
      throw validation('TransactItems can only contain one of Check, Put, Update or Delete');
    const body = entry[kind] as Record<string, unknown>;
    const single = Object.fromEntries(
      SINGLE_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]),
    );
    const rule = modules.rules[kind];
    let data: Record<string, unknown>;
    try {
      data = modules.validations.checkTypes(single, rule.types);
      modules.validations.checkValidations(data, rule.types, rule.custom, store);
    } catch (error) {
      const known = error as { statusCode?: number; body?: Record<string, unknown> };
      if (known.statusCode && known.body) throw new TransactionError(known.statusCode, known.body);
      throw error;
    }
    const table = String(data.TableName);
    const tableInfo = await promised<unknown>((cb) => store.getTable(table, cb)).catch(
      (error: unknown) => {
        const known = error as { statusCode?: number; body?: Record<string, unknown> };
        if (known.statusCode && known.body)
          throw new TransactionError(known.statusCode, known.body);
        throw error;
      },
    );
    const keyItem = (kind === 'Put' ? data.Item : data.Key) as DynamoItem;
    const key = modules.db.createKey(keyItem, tableInfo);
    if (seen.has(`${table}|${key}`))
      throw validation('Transaction request cannot include multiple operations on one item');
    seen.add(`${table}|${key}`);
    const before = await promised<DynamoItem | undefined>((cb) =>
      store
        .getItemDb(table)
        .get(key, (error, item) =>
          error && error.name !== 'NotFoundError' ? cb(error) : cb(null, error ? undefined : item),
        ),
    );
    steps.push({
      kind,
      table,
      data,
      key,
      keyItem: kind === 'Put' ? keyOf(keyItem, tableInfo) : keyItem,
      before,
      returnOld: body.ReturnValuesOnConditionCheckFailure === 'ALL_OLD',
    });
  }
  return steps;
}

/** The key attributes of an item, by the table's key schema. */
function keyOf(item: DynamoItem, table: unknown): DynamoItem {
  const schema = (table as { KeySchema: { AttributeName: string }[] }).KeySchema;
  return Object.fromEntries(
    schema.map(({ AttributeName }) => [AttributeName, item[AttributeName] as AttributeValue]),
  );
}

const recordItem = (step: Step) => ({
  table: step.table,
  keyItem: step.keyItem,
  before: step.before ?? null,
});

/** Writes the write-ahead record and syncs it to disk before the first write of the transaction. */
function writeRecord(path: string, writes: Step[]): void {
  const record: RecordFile = { items: writes.map(recordItem) };
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, JSON.stringify(record));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Puts each item's previous image back (or deletes an item that did not exist): idempotent, so a rerun is safe. */
export async function restore(
  modules: Modules,
  store: DynaliteStore,
  items: RecordFile['items'],
): Promise<void> {
  for (const { table, keyItem, before } of [...items].reverse()) {
    await promised((cb) =>
      before
        ? modules.actions.Put(store, { TableName: table, Item: before }, cb)
        : modules.actions.Delete(store, { TableName: table, Key: keyItem }, cb),
    );
  }
}
