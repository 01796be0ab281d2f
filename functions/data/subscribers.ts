// Newsletter subscribers: SUBSCRIBER#<normalised email> / SUBSCRIBER. Why: the email is the identity, so
// the key itself holds uniqueness and a conditional put makes subscribing idempotent without a read.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { normaliseEmail } from '../domain/index.ts';
import type { Db } from './db.ts';
import { isConditionFailure } from './keys.ts';

/** Subscribes an address (PutItem attribute_not_exists on SUBSCRIBER#email); again -> {created: false}. */
export async function subscribe(db: Db, email: string): Promise<{ created: boolean }> {
  const address = normaliseEmail(email);
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: {
          pk: `SUBSCRIBER#${address}`,
          sk: 'SUBSCRIBER',
          email: address,
          subscribedAt: new Date().toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { created: true };
  } catch (error) {
    if (isConditionFailure(error)) return { created: false };
    throw error;
  }
}
