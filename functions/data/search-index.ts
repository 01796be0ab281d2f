// The article search index, kept up to date on every write (no scans).
// Postings SEARCH#<token> / B#<bucket>: three number sets of article ids whose title (t), summary (s)
// or content (c) hold the token; a bucket covers BUCKET_SIZE ids so no item nears 400 KB. They change
// only by UpdateItem ADD/DELETE (atomic, no read), one update per token per save.
// ARTICLE#<id> / SEARCH keeps the tokens an article is indexed under, so an update removes stale ones.
// VOCAB#<first 2 chars> / <token> lists known tokens so the last query word can match as a prefix.
// SEARCH#PENDING / IDS lists articles written but not indexed yet (a bulk import indexes a whole run at
// the end): whoever finds it non-empty later (the next import, a server start) indexes them, so a process
// that dies mid-import leaves no article unsearchable for good.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mapPool } from '../lib/pool.ts';
import { batchWrite } from './batch.ts';
import type { Db } from './db.ts';
import { distinctTokens } from './search-tokens.ts';

export const BUCKET_SIZE = 4096;
const FIELDS = ['t', 's', 'c'] as const;
type Field = (typeof FIELDS)[number];
type Doc = Record<Field, string[]>;

export interface Indexable {
  id: number;
  title: string;
  summary: string;
  content: string;
}

const docKey = (id: number) => ({ pk: `ARTICLE#${id}`, sk: 'SEARCH' });
export const postingKey = (token: string, bucket: number) => ({
  pk: `SEARCH#${token}`,
  sk: `B#${bucket}`,
});
export const vocabKey = (token: string) => ({ pk: `VOCAB#${token.slice(0, 2)}`, sk: token });

function docOf(a: Indexable): Doc {
  return { t: distinctTokens(a.title), s: distinctTokens(a.summary), c: distinctTokens(a.content) };
}

/** Per (token, bucket): ids to add and to delete, per field. */
type Changes = Map<
  string,
  {
    token: string;
    bucket: number;
    add: Partial<Record<Field, number[]>>;
    del: Partial<Record<Field, number[]>>;
  }
>;

function note(changes: Changes, token: string, id: number, field: Field, op: 'add' | 'del') {
  const bucket = Math.floor(id / BUCKET_SIZE);
  const k = `${token}|${bucket}`;
  let entry = changes.get(k);
  if (!entry) changes.set(k, (entry = { token, bucket, add: {}, del: {} }));
  (entry[op][field] ??= []).push(id);
}

/** Applies the changes: one UpdateItem (ADD/DELETE on the number sets) per token bucket. */
async function apply(db: Db, changes: Changes): Promise<void> {
  await mapPool([...changes.values()], 16, async ({ token, bucket, add, del }) => {
    const clauses: string[] = [];
    const values: Record<string, Set<number>> = {};
    const addParts = FIELDS.filter((f) => add[f]).map(
      (f) => ((values[`:a${f}`] = new Set(add[f])), `${f} :a${f}`),
    );
    const delParts = FIELDS.filter((f) => del[f] && !add[f]).map(
      (f) => ((values[`:d${f}`] = new Set(del[f])), `${f} :d${f}`),
    );
    if (addParts.length) clauses.push(`ADD ${addParts.join(', ')}`);
    if (delParts.length) clauses.push(`DELETE ${delParts.join(', ')}`);
    if (!clauses.length) return;
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: postingKey(token, bucket),
        UpdateExpression: clauses.join(' '),
        ExpressionAttributeValues: values,
      }),
    );
  });
}

async function writeDocsAndVocab(db: Db, docs: { id: number; doc: Doc }[], newTokens: Set<string>) {
  await batchWrite(
    db,
    [
      ...docs.map(({ id, doc }) => ({ PutRequest: { Item: { ...docKey(id), ...doc } } })),
      ...[...newTokens].map((t) => ({ PutRequest: { Item: vocabKey(t) } })),
    ],
    4,
  );
}

/** Indexes one article, replacing what it was indexed under before (GetItem ARTICLE#id / SEARCH). */
export async function indexArticle(db: Db, article: Indexable): Promise<void> {
  const { Item } = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: docKey(article.id) }),
  );
  const before: Doc = { t: Item?.t ?? [], s: Item?.s ?? [], c: Item?.c ?? [] };
  const after = docOf(article);
  const changes: Changes = new Map();
  const added = new Set<string>();
  for (const f of FIELDS) {
    const was = new Set(before[f]);
    const now = new Set(after[f]);
    for (const t of now) {
      if (was.has(t)) continue;
      note(changes, t, article.id, f, 'add');
      added.add(t);
    }
    for (const t of was) if (!now.has(t)) note(changes, t, article.id, f, 'del');
  }
  await apply(db, changes);
  await writeDocsAndVocab(db, [{ id: article.id, doc: after }], added);
}

/** Bulk path for new articles (seed, importer): one update per token bucket for the whole batch. */
export async function indexArticles(db: Db, articles: Indexable[]): Promise<void> {
  const changes: Changes = new Map();
  const tokens = new Set<string>();
  const docs = articles.map((a) => ({ id: a.id, doc: docOf(a) }));
  for (const { id, doc } of docs) {
    for (const f of FIELDS) {
      for (const t of doc[f]) {
        note(changes, t, id, f, 'add');
        tokens.add(t);
      }
    }
  }
  await apply(db, changes);
  await writeDocsAndVocab(db, docs, tokens);
}

const pendingKey = { pk: 'SEARCH#PENDING', sk: 'IDS' };

/** ADD or DELETE ids on the pending list (UpdateItem on a number set; the item may stay, empty). */
async function changePending(db: Db, action: 'ADD' | 'DELETE', ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: pendingKey,
      UpdateExpression: `${action} ids :ids`,
      ExpressionAttributeValues: { ':ids': new Set(ids) },
    }),
  );
}

/** Records articles about to be written whose indexing is deferred. */
export const markIndexPending = (db: Db, ids: number[]) => changePending(db, 'ADD', ids);

/** Forgets pending articles once indexed. */
export const clearIndexPending = (db: Db, ids: number[]) => changePending(db, 'DELETE', ids);

/** The ids still waiting to be indexed (GetItem SEARCH#PENDING, consistent). */
export async function readIndexPending(db: Db): Promise<number[]> {
  const { Item } = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: pendingKey, ConsistentRead: true }),
  );
  return [...((Item?.ids as Set<number> | undefined) ?? [])].map(Number);
}
