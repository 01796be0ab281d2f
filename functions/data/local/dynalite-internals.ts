// dynalite's own modules, which the local transactions (transactions.ts) build on: its store, its validation and
// expression parsing, and its single-item writes, resolved from its package and loaded at run time, so Lambda
// bundles (esbuild follows literal imports) never hold them.
import { createRequire } from 'node:module';

export type AttributeValue = Record<string, unknown>;
export type DynamoItem = Record<string, AttributeValue>;
type Callback = (
  error: (Error & { statusCode?: number; body?: unknown }) | null,
  out?: unknown,
) => void;
type Action = (store: DynaliteStore, data: Record<string, unknown>, cb: Callback) => void;

interface ItemDb {
  get(key: string, cb: (error: Error | null, item?: DynamoItem) => void): void;
}
export interface DynaliteStore {
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
export function dynaliteModules() {
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
export type Modules = ReturnType<typeof dynaliteModules>;

/** A callback-style call of dynalite's as a promise. */
export const promised = <T>(run: (cb: (error: Error | null, out?: T) => void) => void) =>
  new Promise<T>((resolve, reject) =>
    run((error, out) => (error ? reject(error) : resolve(out as T))),
  );

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
