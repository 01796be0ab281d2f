// Newsletter subscribers read many at a time: the counts of the admin screen and the confirmed addresses
// a digest goes to (and the CSV export), both from the one partition NEWSLETTER#SUBSCRIBERS (subscribers.ts).
import { topicKey, type TopicChoice } from '../domain/newsletter-topics.ts';
import { queryPages, type Db } from './db.ts';
import { SUBSCRIBERS_PK, topicsOf } from './subscribers.ts';

/** Live pending and confirmed counts (Query the partition, status and expiry only). */
export async function countSubscribers(
  db: Db,
  now: number,
): Promise<{ pending: number; confirmed: number }> {
  const counts = { pending: 0, confirmed: 0 };
  const pages = queryPages(db, {
    TableName: db.table,
    KeyConditionExpression: 'pk = :p',
    ProjectionExpression: '#s, expiresAt',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':p': SUBSCRIBERS_PK },
  });
  for await (const page of pages)
    for (const item of page.Items ?? []) {
      if (item.status === 'confirmed') counts.confirmed += 1;
      else if (Number(item.expiresAt ?? 0) > now) counts.pending += 1;
    }
  return counts;
}

/** The partition's pages of confirmed subscribers (filter status = confirmed), those confirmed by `confirmedBy` when given. */
function confirmedPages(
  db: Db,
  confirmedBy: string | undefined,
  extra: { Limit?: number; ProjectionExpression?: string },
) {
  return queryPages(db, {
    ...extra,
    TableName: db.table,
    KeyConditionExpression: 'pk = :p',
    FilterExpression: confirmedBy ? '#s = :c AND confirmedAt <= :by' : '#s = :c',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: {
      ':p': SUBSCRIBERS_PK,
      ':c': 'confirmed',
      ...(confirmedBy ? { ':by': confirmedBy } : {}),
    },
  });
}

/**
 * Confirmed addresses in address order, a page per Query (filter status = confirmed), optionally only
 * those confirmed by `confirmedBy` (ISO): the recipients of a digest are the subscribers when it started.
 */
export async function* listConfirmedSubscribers(
  db: Db,
  opts: { confirmedBy?: string; pageSize?: number } = {},
): AsyncGenerator<{ email: string; confirmedAt: string; nonce: string; topics: TopicChoice }> {
  for await (const page of confirmedPages(db, opts.confirmedBy, { Limit: opts.pageSize ?? 500 }))
    for (const item of page.Items ?? [])
      yield {
        email: String(item.sk),
        confirmedAt: String(item.confirmedAt),
        nonce: String(item.nonce),
        topics: topicsOf(item),
      };
}

/** One distinct topic choice and how many subscribers hold it. */
export interface TopicSet {
  topics: TopicChoice;
  subscribers: number;
}

/**
 * The distinct topic choices of the confirmed subscribers (product.md §10.19), each with its count, optionally
 * only those confirmed by `confirmedBy` (ISO): one pass over the partition, topics and status only.
 */
export async function confirmedTopicSets(
  db: Db,
  opts: { confirmedBy?: string } = {},
): Promise<TopicSet[]> {
  const sets = new Map<string, TopicSet>();
  const pages = confirmedPages(db, opts.confirmedBy, {
    ProjectionExpression: '#s, topics, confirmedAt',
  });
  for await (const page of pages)
    for (const item of page.Items ?? []) {
      const topics = topicsOf(item);
      const key = topicKey(topics);
      const set = sets.get(key);
      if (set) set.subscribers += 1;
      else sets.set(key, { topics, subscribers: 1 });
    }
  return [...sets.values()];
}
