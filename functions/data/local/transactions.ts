// TransactWriteItems for the local store. dynalite answers UnknownOperationException to transactions, so this module
// gives its server the operation, with DynamoDB's all-or-nothing guarantee (docs/decisions.md, "Transactions on the
// local store"):
// - transactions are serialized (one at a time; single-item writes go on beside them, as in DynamoDB);
// - every condition is checked against the items as they are before anything is written: one failing condition
//   cancels the whole transaction (TransactionCanceledException with a reason per item), nothing written;
// - before the first write, the items' previous images go to a write-ahead record in the data folder (written and
//   synced); the writes are dynalite's own PutItem, UpdateItem and DeleteItem, each under dynalite's item lock; the
//   record is removed once all are written. A write that fails part-way (a single-item writer changed an item
//   between the check and the write) puts the previous images back and cancels the transaction.
// - a process killed part-way leaves the record: the next start puts the previous images back before the store
//   answers anyone (recoverTransaction), so an unacknowledged transaction leaves no trace.
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

/** The write-ahead record's file name, in dynalite's leveldb folder (leveldb leaves files it does not know alone). */
export const TRANSACTION_RECORD = 'transaction-in-flight.json';

/** DynamoDB's own limit on the items of one transaction. */
export const TRANSACTION_ITEM_LIMIT = 100;

type AttributeValue = Record<string, unknown>;
type DynamoItem = Record<string, AttributeValue>;
type Callback = (
  error: (Error & { statusCode?: number; body?: unknown }) | null,
  out?: unknown,
) => void;
type Action = (store: DynaliteStore, data: Record<string, unknown>, cb: Callback) => void;

interface ItemDb {
  get(key: string, cb: (error: Error | null, item?: DynamoItem) => void): void;
}
interface DynaliteStore {
  getTable(name: string, cb: (error: Error | null, table?: unknown) => void): void;
  getItemDb(name: string): ItemDb;
}
interface DynaliteDb {
  create: (this: void, options: unknown) => DynaliteStore;
  createKey(item: DynamoItem, table: unknown): string;
  checkConditional(data: Record<string, unknown>, existing: DynamoItem | undefined): Error | null;
  validationError(message: string): Error & { statusCode: number; body: unknown };
}
interface Validation {
  types: unknown;
  custom: unknown;
}
interface Validations {
  checkTypes(data: unknown, types: unknown): Record<string, unknown>;
  checkValidations(data: unknown, types: unknown, custom: unknown, store: DynaliteStore): void;
}

/** dynalite's own modules, resolved from its package and loaded at run time (Lambda bundles never hold them). */
function dynaliteModules() {
  const fromDynalite = createRequire(createRequire(import.meta.url).resolve('dynalite'));
  const load = <T>(path: string) => fromDynalite(`./${path}`) as T;
  return {
    db: load<DynaliteDb>('db'),
    validations: load<Validations>('validations'),
    actions: {
      Put: load<Action>('actions/putItem'),
      Update: load<Action>('actions/updateItem'),
      Delete: load<Action>('actions/deleteItem'),
    },
    rules: {
      Put: load<Validation>('validations/putItem'),
      Update: load<Validation>('validations/updateItem'),
      // A condition check has the shape of a conditional delete: a key, a condition, names and values.
      Delete: load<Validation>('validations/deleteItem'),
      ConditionCheck: load<Validation>('validations/deleteItem'),
    },
  };
}
type Modules = ReturnType<typeof dynaliteModules>;

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

const promised = <T>(run: (cb: (error: Error | null, out?: T) => void) => void) =>
  new Promise<T>((resolve, reject) =>
    run((error, out) => (error ? reject(error) : resolve(out as T))),
  );

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

export interface LocalTransactions {
  /** Puts back the previous images of a transaction a killed process left part-written; answers whether it did. */
  recover(): Promise<boolean>;
}

/**
 * Gives a dynalite server TransactWriteItems. `dataDir` is its leveldb folder (the write-ahead record goes there);
 * in memory (no folder) transactions are still all or nothing and serialized, with nothing to recover.
 */
export function addTransactions(
  server: Server,
  store: DynaliteStore,
  dataDir?: string,
): LocalTransactions {
  const modules = dynaliteModules();
  const recordPath = dataDir ? join(dataDir, TRANSACTION_RECORD) : null;
  const [dynaliteHandler] = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  if (!dynaliteHandler) throw new Error('dynalite server has no request handler');
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run);
    queue = next.catch(() => undefined);
    return next;
  };

  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!String(req.headers['x-amz-target'] ?? '').endsWith('.TransactWriteItems'))
      return dynaliteHandler(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        res.statusCode = status;
        res.setHeader('Content-Type', 'application/x-amz-json-1.0');
        res.setHeader('x-amz-crc32', String(crc32(text)));
        res.end(text);
      };
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return answer(400, { __type: 'com.amazon.coral.service#SerializationException' });
      }
      serialized(() => transact(modules, store, recordPath, input)).then(
        () => answer(200, {}),
        (error: unknown) => {
          const known = error as { statusCode?: number; body?: unknown };
          if (known.statusCode && known.body) return answer(known.statusCode, known.body);
          answer(500, {
            __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError',
            message: error instanceof Error ? error.message : String(error),
          });
        },
      );
    });
  });

  return {
    recover: () =>
      serialized(async () => {
        if (!recordPath || !existsSync(recordPath)) return false;
        const record = JSON.parse(readFileSync(recordPath, 'utf8')) as RecordFile;
        await restore(modules, store, record.items);
        rmSync(recordPath);
        return true;
      }),
  };
}

/** What the write-ahead record holds: each item's table, key and previous image (absent: it did not exist). */
interface RecordFile {
  items: { table: string; keyItem: DynamoItem; before: DynamoItem | null }[];
}

async function transact(
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
  if (items.length > TRANSACTION_ITEM_LIMIT)
    throw validation(
      `1 validation error detected: Value at 'transactItems' failed to satisfy constraint: Member must have length less than or equal to ${TRANSACTION_ITEM_LIMIT}`,
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
async function restore(
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

/** Creates dynalite's store through its own `create`, so the transactions act on the store the server serves. */
export function captureStore<T>(start: () => T): { result: T; store: DynaliteStore } {
  const { db } = dynaliteModules();
  const create = db.create;
  let store: DynaliteStore | undefined;
  db.create = (options: unknown) => (store = create(options));
  try {
    const result = start();
    if (!store) throw new Error('dynalite did not create its store');
    return { result, store };
  } finally {
    db.create = create;
  }
}
