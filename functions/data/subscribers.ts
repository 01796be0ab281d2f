// Newsletter subscribers: one partition NEWSLETTER#SUBSCRIBERS, sk = the normalised email. Why: the
// address is the identity, so the key holds uniqueness and conditional writes decide every race; one
// partition is read whole for the counts and paged in address order for the digest. Nothing is kept
// about an address that unsubscribed (the item is deleted), and a pending address counts as absent once
// its `expiresAt` (last confirmation sent + CONFIRM_TTL_DAYS) has passed, checked on read: TTL deletes a
// pending item late (TTL_ATTRIBUTE, the same time in seconds), and dynalite has none. A confirmed item
// carries neither, so nothing ever deletes it but an unsubscribe.
import type { TopicChoice } from '../domain/newsletter-topics.ts';
import type { Db, Dynamo } from './db.ts';
import { conditionHeld } from './keys.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from './table.ts';

/** The one partition of every subscriber (subscriber-lists.ts reads it whole). */
export const SUBSCRIBERS_PK = 'NEWSLETTER#SUBSCRIBERS';
const key = (email: string) => ({ pk: SUBSCRIBERS_PK, sk: email });

/** A stored subscription. `nonce` names it: tokens of an earlier subscription of the address carry another. */
export interface Subscriber {
  email: string;
  status: 'pending' | 'confirmed';
  nonce: string;
  /** ISO times. */
  createdAt: string;
  confirmSentAt?: string;
  confirmedAt?: string;
  /** Epoch ms after which a pending subscription is forgotten; unset once confirmed. */
  expiresAt?: number;
  /** product.md §10.19: absent in the store means 'all', so topics added later are followed too. */
  topics: TopicChoice;
}

/** The stored `topics` attribute read back: a list of ids each, or 'all' when absent or malformed. */
export function topicsOf(item: Record<string, unknown>): TopicChoice {
  const t = item.topics as { categories?: unknown; tags?: unknown } | undefined;
  if (!t || !Array.isArray(t.categories) || !Array.isArray(t.tags)) return 'all';
  return { categories: t.categories.map(Number), tags: t.tags.map(Number) };
}

/** The attribute written for a choice: none for 'all'. */
const topicsItem = (topics: TopicChoice | undefined) =>
  topics && topics !== 'all' ? { topics } : {};

const toSubscriber = (item: Record<string, unknown>): Subscriber => ({
  email: String(item.sk),
  status: item.status === 'confirmed' ? 'confirmed' : 'pending',
  nonce: String(item.nonce),
  createdAt: String(item.createdAt),
  ...(typeof item.confirmSentAt === 'string' && item.confirmSentAt
    ? { confirmSentAt: item.confirmSentAt }
    : {}),
  ...(typeof item.confirmedAt === 'string' && item.confirmedAt
    ? { confirmedAt: item.confirmedAt }
    : {}),
  ...(item.expiresAt !== undefined ? { expiresAt: Number(item.expiresAt) } : {}),
  topics: topicsOf(item),
});

const isLive = (s: Subscriber, now: number) => s.status === 'confirmed' || (s.expiresAt ?? 0) > now;

/** One address (GetItem NEWSLETTER#SUBSCRIBERS / email); null when absent or pending past its expiry. */
export async function getSubscriber(
  db: Db,
  email: string,
  now: number,
): Promise<Subscriber | null> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: key(email),
    ConsistentRead: true,
  });
  const s = Item ? toSubscriber(Item) : null;
  return s && isLive(s, now) ? s : null;
}

/** Writes a new pending subscription unless a live one exists (PutItem, conditional); false when one does. */
export async function putPendingSubscriber(
  db: Db,
  s: { email: string; nonce: string; createdAt: string; expiresAt: number; topics?: TopicChoice },
  now: number,
): Promise<boolean> {
  const { topics, ...fields } = s;
  return conditionHeld(
    db.dynamo.PutItem({
      TableName: db.table,
      Item: {
        ...key(s.email),
        status: 'pending',
        ...fields,
        ...topicsItem(topics),
        [TTL_ATTRIBUTE]: ttlSeconds(s.expiresAt),
      },
      ConditionExpression: 'attribute_not_exists(pk) OR (#s = :pending AND expiresAt <= :now)',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':pending': 'pending', ':now': now },
    }),
  );
}

/**
 * Claims the right to mail a confirmation (UpdateItem SET confirmSentAt, expiresAt) when the pending
 * subscription `nonce` got none since `resendAfter` (ISO); false otherwise. Claiming before sending
 * means two simultaneous subscribes send one mail, not two.
 */
export async function claimConfirmationSend(
  db: Db,
  email: string,
  nonce: string,
  at: { sentAt: string; expiresAt: number; resendAfter: string },
): Promise<boolean> {
  return conditionalUpdate(db, {
    Key: key(email),
    UpdateExpression: 'SET confirmSentAt = :at, expiresAt = :exp, #t = :ttl',
    ConditionExpression:
      '#s = :pending AND nonce = :n AND (attribute_not_exists(confirmSentAt) OR confirmSentAt <= :after)',
    ExpressionAttributeNames: { '#s': 'status', '#t': TTL_ATTRIBUTE },
    ExpressionAttributeValues: {
      ':pending': 'pending',
      ':n': nonce,
      ':at': at.sentAt,
      ':exp': at.expiresAt,
      ':ttl': ttlSeconds(at.expiresAt),
      ':after': at.resendAfter,
    },
  });
}

/** Undoes a claim whose mail failed (conditional on the claim still standing), so a retry may send at once. */
export async function releaseConfirmationSend(
  db: Db,
  before: Subscriber,
  claimedAt: string,
): Promise<void> {
  const restore = before.confirmSentAt
    ? {
        expr: 'SET confirmSentAt = :prev, expiresAt = :exp, #t = :ttl',
        values: { ':prev': before.confirmSentAt },
      }
    : { expr: 'REMOVE confirmSentAt SET expiresAt = :exp, #t = :ttl', values: {} };
  await conditionalUpdate(db, {
    Key: key(before.email),
    UpdateExpression: restore.expr,
    ConditionExpression: 'confirmSentAt = :claimed AND nonce = :n',
    ExpressionAttributeNames: { '#t': TTL_ATTRIBUTE },
    ExpressionAttributeValues: {
      ...restore.values,
      ':exp': before.expiresAt ?? 0,
      ':ttl': ttlSeconds(before.expiresAt ?? 0),
      ':claimed': claimedAt,
      ':n': before.nonce,
    },
  });
}

/**
 * Confirms subscription `nonce` (UpdateItem, conditional): the live pending one, or the same one again, which keeps
 * its first confirmation time (a reader who opens the link twice is subscribed, not refused). False when the address
 * has no such subscription: unsubscribed, expired, or replaced by a later sign-up.
 */
export async function confirmSubscriber(
  db: Db,
  email: string,
  nonce: string,
  now: number,
): Promise<boolean> {
  return conditionalUpdate(db, {
    Key: key(email),
    UpdateExpression:
      'SET #s = :confirmed, confirmedAt = if_not_exists(confirmedAt, :at) REMOVE expiresAt, #t',
    ConditionExpression: 'nonce = :n AND (#s = :confirmed OR (#s = :pending AND expiresAt > :now))',
    ExpressionAttributeNames: { '#s': 'status', '#t': TTL_ATTRIBUTE },
    ExpressionAttributeValues: {
      ':confirmed': 'confirmed',
      ':pending': 'pending',
      ':n': nonce,
      ':at': new Date(now).toISOString(),
      ':now': now,
    },
  });
}

/** Deletes subscription `nonce` of the address (DeleteItem, conditional on the nonce); false when absent. */
export async function deleteSubscriber(db: Db, email: string, nonce: string): Promise<boolean> {
  return conditionHeld(
    db.dynamo.DeleteItem({
      TableName: db.table,
      Key: key(email),
      ConditionExpression: 'nonce = :n',
      ExpressionAttributeValues: { ':n': nonce },
    }),
  );
}

/**
 * Sets the topics of subscription `nonce` (UpdateItem, conditional on the nonce and on a live subscription:
 * confirmed, or pending before its expiry); 'all' removes the attribute. False when there is no such subscription.
 */
export async function setSubscriberTopics(
  db: Db,
  email: string,
  nonce: string,
  topics: TopicChoice,
  now: number,
): Promise<boolean> {
  const all = topics === 'all';
  return conditionalUpdate(db, {
    Key: key(email),
    UpdateExpression: all ? 'REMOVE topics' : 'SET topics = :t',
    ConditionExpression: 'nonce = :n AND (#s = :confirmed OR expiresAt > :now)',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: {
      ':n': nonce,
      ':confirmed': 'confirmed',
      ':now': now,
      ...(all ? {} : { ':t': topics }),
    },
  });
}

type UpdateInput = Omit<Parameters<Dynamo['UpdateItem']>[0], 'TableName'>;

function conditionalUpdate(db: Db, input: UpdateInput): Promise<boolean> {
  return conditionHeld(db.dynamo.UpdateItem({ TableName: db.table, ...input }));
}
