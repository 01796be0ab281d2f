// The article search index, kept up to date on every write (no scans).
// Postings SEARCH#<key> / B#<bucket> (postings.ts): which ids of a bucket hold the key in their title,
// summary or content, as bitsets (bits.ts). A key is a token, or a prefix key `<first 3..6 chars>*`
// (tokens.ts) naming every article with a token that starts so, which lets a short last query word
// match as a prefix with one read and no cap. One conditional write per key bucket per save.
// ARTICLE#<id> / SEARCH keeps the tokens an article is indexed under, per field; its keys (tokens
// and their prefix keys) are derived from them, so an update removes stale keys and keeps shared ones.
// VOCAB#<first 2 chars> / <token> lists tokens longer than PREFIX_MAX, for a longer last query word.
// SEARCH#PENDING lists articles written but not indexed yet (a save indexes right after its transaction, a bulk
// import a whole run at the end): whoever finds it non-empty later (the next import, a server start) indexes
// them, so a process that dies mid-write leaves no article unsearchable, or searchable when it should not be,
// for good. Search answers check each article's visibility anyway (../articles/visibility.ts).
import { once } from '../../lib/once.ts';
import { batchWrite } from '../batch.ts';
import { queryPages, type Db } from '../db.ts';
import { conditionHeld, padId } from '../keys.ts';
import { put, type TransactItem } from '../transact.ts';
import {
  applyChanges,
  applyChangesAlone,
  FIELDS,
  note,
  type Changes,
  type Field,
} from './postings.ts';
import { distinctTokens, PREFIX_MAX, postingKeysOf } from './tokens.ts';

/** The search doc of an article: the tokens it is indexed under. */
export const searchDocKey = (id: number) => ({ pk: `ARTICLE#${id}`, sk: 'SEARCH' });
const docKey = searchDocKey;
type Doc = Record<Field, string[]>;

export interface Indexable {
  id: number;
  title: string;
  summary: string;
  content: string;
  /** product.md §10.11: a Markdown body is indexed by its text, not its syntax. */
  format?: 'plain' | 'markdown' | null;
}

export const vocabKey = (token: string) => ({ pk: `VOCAB#${token.slice(0, 2)}`, sk: token });

/**
 * Only tokens longer than PREFIX_MAX go in the vocabulary: a last word of up to PREFIX_MAX characters
 * reads its prefix key instead, so a shorter token would never be looked up there.
 */
const inVocab = (token: string) => token.length > PREFIX_MAX;

/** marked loads with the first Markdown article indexed: a cold start that only reads never needs it. */
const loadMarkdownText = once(() => import('../../lib/markdown-text.ts'));

/** The article's indexed fields: a Markdown body by its text, not its syntax (product.md §10.11). */
async function docOf(a: Indexable): Promise<Doc> {
  const body =
    a.format === 'markdown' ? (await loadMarkdownText()).markdownText(a.content) : a.content;
  return { t: distinctTokens(a.title), s: distinctTokens(a.summary), c: distinctTokens(body) };
}

async function writeDocsAndVocab(db: Db, docs: { id: number; doc: Doc }[], vocab: Set<string>) {
  await batchWrite(
    db,
    [
      ...docs.map(({ id, doc }) => ({ PutRequest: { Item: { ...docKey(id), ...doc } } })),
      ...[...vocab].map((t) => ({ PutRequest: { Item: vocabKey(t) } })),
    ],
    4,
  );
}

/**
 * Indexes one article, replacing what it was indexed under before (GetItem ARTICLE#id / SEARCH): per
 * field, the keys derived from the stored tokens are diffed with the new ones, so removing 'control'
 * while 'contract' stays keeps the article under `con*`.
 */
export async function indexArticle(db: Db, article: Indexable): Promise<void> {
  const { Item } = await db.dynamo.GetItem({ TableName: db.table, Key: docKey(article.id) });
  const stored = Item as Partial<Doc> | undefined;
  const before: Doc = { t: stored?.t ?? [], s: stored?.s ?? [], c: stored?.c ?? [] };
  const after = await docOf(article);
  const changes: Changes = new Map();
  const added = new Set<string>();
  for (const f of FIELDS) {
    const was = postingKeysOf(before[f]);
    const now = postingKeysOf(after[f]);
    for (const k of now) if (!was.has(k)) note(changes, k, article.id, f, 'add');
    for (const k of was) if (!now.has(k)) note(changes, k, article.id, f, 'del');
    const known = new Set(before[f]);
    for (const t of after[f]) if (!known.has(t) && inVocab(t)) added.add(t);
  }
  await applyChanges(db, changes);
  await writeDocsAndVocab(db, [{ id: article.id, doc: after }], added);
}

/**
 * Bulk path (seed, importer, index upgrade): one conditional write per SEARCH#key / B#bucket for the
 * whole batch, then a BatchWrite of the ARTICLE#id / SEARCH and VOCAB# items. It only adds ids, so it suits
 * articles not indexed yet, or re-indexing ones whose text has not changed since.
 */
export async function indexArticles(
  db: Db,
  articles: Indexable[],
  options: {
    /** Nobody else writes the store meanwhile (the seed): postings are merged and written in batches. */
    alone?: boolean;
    /**
     * With alone: no article with a higher id is indexed yet (0: the store never held one), so posting
     * buckets above it are written without being read. Unset: every bucket is read and merged.
     */
    indexedThrough?: number;
  } = {},
): Promise<void> {
  const changes: Changes = new Map();
  const vocab = new Set<string>();
  const docs = await Promise.all(articles.map(async (a) => ({ id: a.id, doc: await docOf(a) })));
  for (const { id, doc } of docs) {
    for (const f of FIELDS) {
      for (const k of postingKeysOf(doc[f])) note(changes, k, id, f, 'add');
      for (const t of doc[f]) if (inVocab(t)) vocab.add(t);
    }
  }
  // alone: nobody else writes the store meanwhile (the seed), so postings are merged and written in batches.
  await (options.alone
    ? applyChangesAlone(db, changes, options.indexedThrough ?? Infinity)
    : applyChanges(db, changes));
  await writeDocsAndVocab(db, docs, vocab);
}

/** The highest article id handed out so far (GetItem COUNTER#article); 0 before the first article. */
export async function highestArticleId(db: Db): Promise<number> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: { pk: 'COUNTER#article', sk: 'COUNTER' },
  });
  return Number(Item?.n ?? 0);
}

// SEARCH#PENDING / ARTICLE#<padded id>: one item per article waiting to be indexed, so a save's transaction can
// record its own (no item shared by every writer). Stores written by older code kept one number set at
// SEARCH#PENDING / IDS; it is still read and emptied.
const PENDING = 'SEARCH#PENDING';
const legacyPendingKey = { pk: PENDING, sk: 'IDS' };
const pendingKey = (id: number) => ({ pk: PENDING, sk: `ARTICLE#${padId(id)}` });

/**
 * The pending mark of one article, as part of the transaction that writes it (indexed right after): `version` is
 * the article's version that change makes, so an indexer clears only the marks its indexing covers.
 */
export const pendingIndexPut = (db: Db, id: number, version: number): TransactItem =>
  put(db, { ...pendingKey(id), id, version });

/** Records articles about to be written whose indexing is deferred (BatchWrite SEARCH#PENDING / ARTICLE#id). */
export async function markIndexPending(db: Db, ids: number[]): Promise<void> {
  await batchWrite(
    db,
    // New articles: their first version.
    ids.map((id) => ({ PutRequest: { Item: { ...pendingKey(id), id, version: 1 } } })),
  );
}

/** Forgets pending articles once indexed (BatchWrite deletes SEARCH#PENDING / ARTICLE#id). */
export async function clearIndexPending(db: Db, ids: number[]): Promise<void> {
  await batchWrite(
    db,
    ids.map((id) => ({ DeleteRequest: { Key: pendingKey(id) } })),
  );
}

/**
 * Forgets one article's mark if the indexing of `version` covers it (DeleteItem conditional on the mark's version);
 * false when a later change has marked it again since.
 */
export const clearIndexPendingUpTo = (db: Db, id: number, version: number) =>
  conditionHeld(
    db.dynamo.DeleteItem({
      TableName: db.table,
      Key: pendingKey(id),
      ConditionExpression: 'attribute_not_exists(pk) OR attribute_not_exists(#v) OR #v <= :v',
      ExpressionAttributeNames: { '#v': 'version' },
      ExpressionAttributeValues: { ':v': version },
    }),
  );

/** Whether an article still waits to be indexed (GetItem SEARCH#PENDING / ARTICLE#id, consistent). */
export async function isIndexPending(db: Db, id: number): Promise<boolean> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: pendingKey(id),
    ProjectionExpression: 'pk',
    ConsistentRead: true,
  });
  return Item !== undefined;
}

/**
 * Gives each id of the older code's set (SEARCH#PENDING / IDS, which nothing writes any more) a mark of its own, then
 * deletes the set (GetItem, then BatchWrite and DeleteItem only when it exists).
 */
export async function adoptLegacyPending(db: Db): Promise<void> {
  const { Item } = await db.dynamo.GetItem({
    TableName: db.table,
    Key: legacyPendingKey,
    ConsistentRead: true,
  });
  if (!Item) return;
  await markIndexPending(db, [...((Item.ids as Set<number> | undefined) ?? [])].map(Number));
  await db.dynamo.DeleteItem({ TableName: db.table, Key: legacyPendingKey });
}

/** The ids still waiting to be indexed (Query SEARCH#PENDING, consistent, every page). */
export async function readIndexPending(db: Db): Promise<number[]> {
  const ids = new Set<number>();
  const pages = queryPages(db, {
    TableName: db.table,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': PENDING },
    ConsistentRead: true,
  });
  for await (const page of pages)
    for (const item of page.Items ?? [])
      if (item.sk !== legacyPendingKey.sk) ids.add(Number(item.id));
  return [...ids];
}
