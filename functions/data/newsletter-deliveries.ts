// Digest deliveries: DIGEST#<digest id> / <email>, one per address and digest. Why: the record is
// claimed ('sending', conditional put) BEFORE the mail goes out, so a second sender, a resume or a
// retry can never mail an address twice; a record still 'sending' after a crash is given up
// ('interrupted'), never re-sent: at most once, never twice.
import { queryPages, type Db, type Dynamo } from './db.ts';
import { conditionHeld } from './keys.ts';

export interface Delivery {
  email: string;
  status: 'sending' | 'sent' | 'failed';
  /** Sends tried so far, the first included. */
  attempts: number;
  error?: string;
  /** A failure that must not be retried (interrupted by a crash). */
  gaveUp?: boolean;
}

const key = (digestId: string, email: string) => ({ pk: `DIGEST#${digestId}`, sk: email });

const toDelivery = (item: Record<string, unknown>): Delivery => ({
  email: String(item.sk),
  status: item.status as Delivery['status'],
  attempts: Number(item.attempts ?? 0),
  ...(typeof item.error === 'string' && item.error ? { error: item.error } : {}),
  ...(item.gaveUp ? { gaveUp: true } : {}),
});

/** Claims the first send to an address (PutItem 'sending', attempts 1, attribute_not_exists); false when recorded. */
export async function claimDelivery(db: Db, digestId: string, email: string): Promise<boolean> {
  return conditionHeld(
    db.dynamo.PutItem({
      TableName: db.table,
      Item: { ...key(digestId, email), status: 'sending', attempts: 1 },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** One delivery (GetItem DIGEST#id / email), or null. */
export async function getDelivery(
  db: Db,
  digestId: string,
  email: string,
): Promise<Delivery | null> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: key(digestId, email),
    ConsistentRead: true,
  });
  return Item ? toDelivery(Item) : null;
}

/** Claims a retry of a failed delivery (UpdateItem 'sending', attempts + 1, conditional on the attempts read). */
export async function claimRetry(db: Db, digestId: string, d: Delivery): Promise<boolean> {
  return update(db, digestId, d.email, {
    UpdateExpression: 'SET #s = :sending, attempts = :next',
    ConditionExpression: '#s = :failed AND attempts = :read AND attribute_not_exists(gaveUp)',
    ExpressionAttributeValues: {
      ':sending': 'sending',
      ':failed': 'failed',
      ':read': d.attempts,
      ':next': d.attempts + 1,
    },
  });
}

/** Records the outcome of a claimed send (UpdateItem, conditional on 'sending'); `gaveUp`: never retry it. */
export async function recordDelivery(
  db: Db,
  digestId: string,
  email: string,
  outcome: { status: 'sent' } | { status: 'failed'; error: string; gaveUp?: boolean },
): Promise<boolean> {
  if (outcome.status === 'sent')
    return update(db, digestId, email, {
      UpdateExpression: 'SET #s = :to REMOVE #e',
      ConditionExpression: '#s = :sending',
      ExpressionAttributeNames: { '#e': 'error' },
      ExpressionAttributeValues: { ':to': 'sent', ':sending': 'sending' },
    });
  return update(db, digestId, email, {
    UpdateExpression: `SET #s = :to, #e = :e${outcome.gaveUp ? ', gaveUp = :yes' : ''}`,
    ConditionExpression: '#s = :sending',
    ExpressionAttributeNames: { '#e': 'error' },
    ExpressionAttributeValues: {
      ':to': 'failed',
      ':sending': 'sending',
      ':e': outcome.error,
      ...(outcome.gaveUp ? { ':yes': true } : {}),
    },
  });
}

/** Gives up a delivery found 'sending' by a resume: the process died between claim and outcome. */
export async function markInterrupted(db: Db, digestId: string, email: string): Promise<boolean> {
  return update(db, digestId, email, {
    UpdateExpression: 'SET #s = :failed, #e = :e, gaveUp = :yes',
    ConditionExpression: '#s = :sending',
    ExpressionAttributeNames: { '#e': 'error' },
    ExpressionAttributeValues: {
      ':failed': 'failed',
      ':sending': 'sending',
      ':e': 'interrupted',
      ':yes': true,
    },
  });
}

/** Every delivery of a digest in address order (Query DIGEST#id, paged). */
export async function* listDeliveries(db: Db, digestId: string): AsyncGenerator<Delivery> {
  const pages = queryPages(db, {
    TableName: db.table,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': `DIGEST#${digestId}` },
    ConsistentRead: true,
  });
  for await (const page of pages) for (const item of page.Items ?? []) yield toDelivery(item);
}

type UpdateInput = Omit<Parameters<Dynamo['UpdateItem']>[0], 'TableName' | 'Key'>;

function update(db: Db, digestId: string, email: string, input: UpdateInput): Promise<boolean> {
  return conditionHeld(
    db.dynamo.UpdateItem({
      TableName: db.table,
      Key: key(digestId, email),
      ...input,
      ExpressionAttributeNames: { '#s': 'status', ...input.ExpressionAttributeNames },
    }),
  );
}
