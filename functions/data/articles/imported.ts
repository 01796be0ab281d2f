// Imported articles for the admin (product.md §10.16): the 'Imported' list and its backfill (take-downs: takedown.ts).
// Access pattern: every imported article, public or taken down, carries gsi3pk 'IMPORTED' (item.ts indexKeys),
// a second partition of the sparse index manual articles already use (INDEX.importedArticlesByDate), so the
// table gains no index and the list reads keys newest first, then BatchGets a page, as the manual list does.
// A search (title words) or a source filter reads every imported key and only each item's title and source
// (BatchGet with a projection, 100 per call), then filters and pages in memory: linear in the imported
// articles, a few small reads per thousand, which an admin list can afford where a second index per source
// and per word would cost every import a write. Records stored before the partition existed get its keys
// once, the first time the list is read (backfillImportedIndex; a marker item records it is done).
import type { Article } from '../../domain/index.ts';
import { batchGet } from '../batch.ts';
import type { Db } from '../db.ts';
import { GSI3_PK, GSI3_SK, INDEX } from '../table.ts';
import { tokenize } from '../search/tokens.ts';
import { articleKey, dateKey } from './item.ts';
import {
  fromArticleKey,
  loadAnyStatus,
  pageIds,
  readIds,
  type KeyQuery,
  type Page,
} from './lists.ts';

const importedQuery: KeyQuery = {
  index: INDEX.importedArticlesByDate,
  condition: `${GSI3_PK} = :p`,
  values: { ':p': 'IMPORTED' },
  forward: false,
  idAttribute: 'pk',
};

const backfillMarker = { pk: 'ARTICLES#META', sk: 'IMPORTED_INDEX' };
const backfilled = new WeakMap<Db, Promise<void>>();

/**
 * Gives imported articles stored before the 'IMPORTED' partition its keys (one Scan of the table, one
 * UpdateItem each), then writes the marker; with the marker present it is one GetItem per process.
 */
export function backfillImportedIndex(db: Db): Promise<void> {
  let done = backfilled.get(db);
  if (!done) {
    done = runBackfill(db).catch((error: unknown) => {
      backfilled.delete(db);
      throw error;
    });
    backfilled.set(db, done);
  }
  return done;
}

async function runBackfill(db: Db): Promise<void> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: backfillMarker,
    ConsistentRead: true,
  });
  if (Item) return;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.dynamo.Scan({
      TableName: db.table,
      FilterExpression: 'sk = :a AND isManualEntry = :f AND attribute_not_exists(#ipk)',
      ExpressionAttributeNames: { '#ipk': GSI3_PK, '#id': 'id', '#at': 'publishedAt' },
      ExpressionAttributeValues: { ':a': 'ARTICLE', ':f': false },
      ProjectionExpression: 'pk, #id, #at',
      ExclusiveStartKey: start,
    });
    for (const item of out.Items ?? [])
      await db.dynamo.UpdateItem({
        TableName: db.table,
        Key: articleKey(Number(item.id)),
        UpdateExpression: 'SET #ipk = :p, #isk = :s',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#ipk': GSI3_PK, '#isk': GSI3_SK },
        ExpressionAttributeValues: {
          ':p': 'IMPORTED',
          ':s': dateKey(String(item.publishedAt), Number(item.id)),
        },
      });
    start = out.LastEvaluatedKey;
  } while (start);
  await db.dynamo.PutItem({ TableName: db.table, Item: { ...backfillMarker, done: true } });
}

export interface ImportedFilter extends Page {
  /** Title words: each must begin a word of the title (case and accents ignored). */
  q?: string | null;
  /** Source name, exactly (case ignored). */
  source?: string | null;
}

/** Whether a title matches the search: every word of `q` begins a word of the title. */
const titleMatches = (words: string[], title: string) => {
  const titleWords = tokenize(title);
  return words.every((w) => titleWords.some((t) => t.startsWith(w)));
};

/** Imported articles newest first, taken-down ones included, searched and filtered as `filter` says. */
export async function listImportedArticles(db: Db, filter: ImportedFilter): Promise<Article[]> {
  await backfillImportedIndex(db);
  const words = filter.q ? tokenize(filter.q) : [];
  const source = filter.source?.toLowerCase();
  if (words.length === 0 && !source)
    return loadAnyStatus(db, await pageIds(db, importedQuery, filter, fromArticleKey));
  const ids = await readIds(db, importedQuery, fromArticleKey);
  const items = await batchGet(db, ids.map(articleKey), ['title', 'sourceName']);
  const matching = ids.filter((_, i) => {
    const item = items[i];
    if (!item) return false;
    if (source && String(item.sourceName).toLowerCase() !== source) return false;
    return titleMatches(words, String(item.title));
  });
  return loadAnyStatus(db, matching.slice(filter.offset, filter.offset + filter.limit));
}
