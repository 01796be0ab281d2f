// RSS sources with their fetch state: one partition, RSS / SOURCE#<padded id>. Why: the importer and the
// admin list always read every source; the fetch state lives on the source item (a nested map) so a
// save merges only the fields given (UpdateItem SET fetch.x), never clobbering a concurrent edit.
import { feedTakenMessage, sourceHoldingFeed } from '../domain/feed-url.ts';
import { urlKey } from '../domain/url-key.ts';
import { INITIAL_FETCH_STATE, type FetchState, type RssSource } from '../domain/rss.ts';
import { nextId } from './counters.ts';
import type { Db } from './db.ts';
import { ConflictError, NotFoundError } from './errors.ts';
import { isConditionFailure, padId } from './keys.ts';
import { queryPartition } from './records.ts';

export interface RssSourceFields {
  name: string;
  url: string;
  categoryId: number;
}

const key = (id: number) => ({ pk: 'RSS', sk: `SOURCE#${padId(id)}` });

// Kept importable from here: the state of a source never fetched is a domain value (functions/domain/rss.ts).
export { INITIAL_FETCH_STATE };

function toSource(item: Record<string, unknown>): RssSource {
  return {
    id: Number(item.id),
    name: String(item.name),
    url: String(item.url),
    categoryId: Number(item.categoryId),
    createdAt: String(item.createdAt),
    fetch: { ...INITIAL_FETCH_STATE, ...(item.fetch as Partial<FetchState> | undefined) },
  };
}

/** Every source by id (Query pk RSS). */
export async function listRssSources(db: Db): Promise<RssSource[]> {
  return (await queryPartition(db, 'RSS')).map(toSource);
}

/** Creates a source with the next id (COUNTER#rss) and an empty fetch state. */
export async function createRssSource(db: Db, input: RssSourceFields): Promise<RssSource> {
  const source: RssSource = {
    id: await nextId(db, 'rss'),
    name: input.name,
    url: input.url,
    categoryId: input.categoryId,
    createdAt: new Date().toISOString(),
    fetch: { ...INITIAL_FETCH_STATE },
  };
  await db.dynamo.PutItem({ TableName: db.table, Item: { ...key(source.id), ...source } });
  return source;
}

/** Merges part of a fetch state into a source (UpdateItem SET fetch.<field>, source must exist). */
export async function saveFetchState(
  db: Db,
  id: number,
  state: Partial<FetchState>,
): Promise<void> {
  const entries = Object.entries(state).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  try {
    await db.dynamo.UpdateItem({
      TableName: db.table,
      Key: key(id),
      UpdateExpression: `SET ${entries.map((_, i) => `#fetch.#k${i} = :v${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: {
        '#fetch': 'fetch',
        ...Object.fromEntries(entries.map(([k], i) => [`#k${i}`, k])),
      },
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    });
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('rss source', id);
    throw error;
  }
}

/**
 * Sets name, url and category of a source (UpdateItem RSS / SOURCE#id, source must exist). A feed URL is
 * unique among sources by urlKey, checked on read as the add path does (there is no guard item,
 * so sources stored before that rule need no migration). A save that keeps the source's own key is never
 * refused, so a pair stored before the rule can still be renamed. Any change to the URL, even of case,
 * starts a fresh fetch state: the old address's validators and back-off do not apply to the new one.
 */
export async function updateRssSource(
  db: Db,
  id: number,
  fields: RssSourceFields,
): Promise<RssSource> {
  const sources = await listRssSources(db);
  const current = sources.find((s) => s.id === id);
  if (!current) throw new NotFoundError('rss source', id);
  const others = sources.filter((s) => s.id !== id);
  const sameFeed = urlKey(fields.url) === urlKey(current.url);
  const holder = sameFeed ? undefined : sourceHoldingFeed(fields.url, others);
  if (holder) throw new ConflictError('url', feedTakenMessage(holder));
  const values: Record<string, unknown> = {
    ':name': fields.name,
    ':url': fields.url,
    ':category': fields.categoryId,
  };
  const resetFetch = current.url !== fields.url;
  if (resetFetch) values[':fetch'] = { ...INITIAL_FETCH_STATE };
  try {
    const { Attributes } = await db.dynamo.UpdateItem({
      TableName: db.table,
      Key: key(id),
      UpdateExpression: `SET #name = :name, #url = :url, categoryId = :category${resetFetch ? ', #fetch = :fetch' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: {
        '#name': 'name',
        '#url': 'url',
        ...(resetFetch ? { '#fetch': 'fetch' } : {}),
      },
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    });
    return toSource(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('rss source', id);
    throw error;
  }
}

/** Removes a source (DeleteItem RSS / SOURCE#id, must exist). The articles it imported stay. */
export async function deleteRssSource(db: Db, id: number): Promise<void> {
  try {
    await db.dynamo.DeleteItem({
      TableName: db.table,
      Key: key(id),
      ConditionExpression: 'attribute_exists(pk)',
    });
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('rss source', id);
    throw error;
  }
}
