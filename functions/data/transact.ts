// One change across several items, all or nothing: DynamoDB's TransactWriteItems (locally the same call, which
// local/transactions.ts gives dynalite). Every multi-item write of the product goes through `transact`.
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db.ts';

/** One item of a transaction: a Put, Update, Delete or ConditionCheck, with its TableName. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit on the items of one transaction. */
export const TRANSACT_LIMIT = 100;

/** Tries of a transaction that met another one on the same item (TransactionConflict), before giving up. */
const CONFLICT_ATTEMPTS = 4;

interface Cancelled extends Error {
  CancellationReasons?: { Code?: string }[];
}

const isCancelled = (error: unknown): error is Cancelled =>
  error instanceof Error && error.name === 'TransactionCanceledException';

/**
 * The positions of the items whose condition failed, when `error` is a transaction cancelled by conditions;
 * null for any other error.
 */
export function failedConditions(error: unknown): number[] | null {
  if (!isCancelled(error)) return null;
  const failed = (error.CancellationReasons ?? []).flatMap((r, i) =>
    r.Code === 'ConditionalCheckFailed' ? [i] : [],
  );
  return failed.length > 0 ? failed : null;
}

/**
 * Writes the items as one transaction (up to TRANSACT_LIMIT; callers split larger changes into steps with a
 * durable record of what is left). A transaction that met another on the same item is tried again, with a short
 * backoff; one cancelled by a condition throws at once (failedConditions says which).
 */
export async function transact(db: Db, items: TransactItem[]): Promise<void> {
  if (items.length === 0) return;
  if (items.length > TRANSACT_LIMIT)
    throw new RangeError(
      `a transaction holds at most ${TRANSACT_LIMIT} items, not ${items.length}`,
    );
  for (let attempt = 1; ; attempt++) {
    try {
      await db.dynamo.TransactWriteItems({ TransactItems: items });
      return;
    } catch (error) {
      if (!isCancelled(error) || failedConditions(error) || attempt >= CONFLICT_ATTEMPTS)
        throw error;
      await new Promise((r) => setTimeout(r, 20 * 2 ** attempt * Math.random()));
    }
  }
}

/** A Put of `Item` into the table. */
export const put = (db: Db, Item: Record<string, unknown>): TransactItem => ({
  Put: { TableName: db.table, Item },
});

/** A Delete of the item at `Key`. */
export const del = (db: Db, Key: Record<string, unknown>): TransactItem => ({
  Delete: { TableName: db.table, Key },
});

/** A check that the item at `Key` exists, without writing it. */
export const mustExist = (db: Db, Key: Record<string, unknown>): TransactItem => ({
  ConditionCheck: { TableName: db.table, Key, ConditionExpression: 'attribute_exists(pk)' },
});
